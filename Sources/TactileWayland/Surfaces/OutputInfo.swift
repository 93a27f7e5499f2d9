import TactileCore
import WaylandClient

/// One `wl_output`: the integer scale and the transform it announced and, from its geometry and
/// current mode, its physical density (nil when the size it reports is not believable; said once
/// in the log).
@MainActor final class OutputInfo {
    /// The registry name of the global.
    let globalName: UInt32
    let output: WlOutput
    /// The output's scale factor (1 until the compositor says otherwise).
    private(set) var scale = 1
    /// How the output's panel is rotated or mirrored (`normal` until the compositor says otherwise).
    private(set) var transform = OutputTransform.normal
    /// The current mode's size in pixels, once announced.
    private(set) var modeSize: (width: Int, height: Int)?
    /// Points per millimetre on this output, or nil (see `DisplayDensity.measure`).
    private(set) var density: DisplayDensity?
    /// Called when the scale, the transform or the density changes.
    var onChange: (@MainActor () -> Void)?

    private var millimetres = (width: 0, height: 0)
    private var pixels = (width: 0, height: 0)
    /// The last implausible size logged (each is said once).
    private var loggedProblem: ImplausibleDisplaySize?

    init(globalName: UInt32, output: WlOutput) {
        self.globalName = globalName
        self.output = output
        output.onEvent = { [weak self] event in
            guard let self else { return }
            switch event {
            case let .scale(factor):
                if factor >= 1, Int(min(factor, 8)) != self.scale {
                    self.scale = Int(min(factor, 8))
                    self.measure()
                    self.onChange?()
                }
            case let .geometry(_, _, physicalWidth, physicalHeight, _, _, _, wireTransform):
                // Int32 widens to Int exactly; negative sizes are rejected as implausible.
                self.millimetres = (Int(physicalWidth), Int(physicalHeight))
                self.transformAnnounced(wireTransform.rawValue)
            case let .mode(flags, width, height, _):
                if flags.contains(.current) {
                    self.pixels = (Int(width), Int(height))
                    if width > 0, height > 0 { self.modeSize = (Int(width), Int(height)) }
                }
            case .done:
                if self.measure() { self.onChange?() }
            default:
                break
            }
        }
    }

    private func transformAnnounced(_ wire: UInt32) {
        guard let announced = OutputTransform(wire: wire) else {
            PlatformLog.wayland.error("wl_output announced transform \(wire), which is not one of 0...7; drawing unrotated")
            if transform != .normal {
                transform = .normal
                onChange?()
            }
            return
        }
        guard announced != transform else { return }
        transform = announced
        onChange?()
    }

    /// Recomputes `density`; returns whether it changed.
    @discardableResult
    private func measure() -> Bool {
        let old = density
        switch DisplayDensity.measure(pixels: pixels, millimetres: millimetres, scale: scale) {
        case .success(let d):
            density = d
        case .failure(let problem):
            density = nil
            if problem != loggedProblem {
                loggedProblem = problem
                PlatformLog.wayland.notice("output \(globalName): \(problem); gesture thresholds stay in points")
            }
        }
        return density != old
    }

    /// The output's size in surface coordinates (the current mode divided by the scale, swapped by a
    /// rotation of 90° or 270°), once its mode is known.
    var logicalSize: Size? {
        guard let modeSize else { return nil }
        let size = transform.transformedSize(width: modeSize.width / scale, height: modeSize.height / scale)
        return Size(width: Double(size.width), height: Double(size.height))
    }
}
