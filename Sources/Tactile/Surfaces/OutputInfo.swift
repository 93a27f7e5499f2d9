import WaylandClient

/// One `wl_output`: the integer scale it announced and, from its geometry and current mode, its
/// physical density (nil when the size it reports is not believable; said once in the log).
@MainActor final class OutputInfo {
    /// The registry name of the global.
    let globalName: UInt32
    let output: WlOutput
    /// The output's scale factor (1 until the compositor says otherwise).
    private(set) var scale = 1
    /// Points per millimetre on this output, or nil (see `DisplayDensity.measure`).
    private(set) var density: DisplayDensity?
    /// Called when the scale or the density changes.
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
            case let .geometry(_, _, physicalWidth, physicalHeight, _, _, _, _):
                // Int32 widens to Int exactly; negative sizes are rejected as implausible.
                self.millimetres = (Int(physicalWidth), Int(physicalHeight))
            case let .mode(flags, width, height, _):
                if flags.contains(.current) { self.pixels = (Int(width), Int(height)) }
            case .done:
                if self.measure() { self.onChange?() }
            default:
                break
            }
        }
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
}
