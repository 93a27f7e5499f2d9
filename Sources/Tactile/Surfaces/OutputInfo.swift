import WaylandClient

/// One `wl_output`: the integer scale and the transform it announced.
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
    /// Called when the scale or the transform changes.
    var onChange: (@MainActor () -> Void)?

    init(globalName: UInt32, output: WlOutput) {
        self.globalName = globalName
        self.output = output
        output.onEvent = { [weak self] event in
            guard let self else { return }
            switch event {
            case let .scale(factor):
                if factor >= 1, Int(factor) != self.scale {
                    self.scale = Int(min(factor, 8))
                    self.onChange?()
                }
            case let .geometry(_, _, _, _, _, _, _, wireTransform):
                self.transformAnnounced(wireTransform.rawValue)
            case let .mode(flags, width, height, _):
                if flags.contains(.current), width > 0, height > 0 { self.modeSize = (Int(width), Int(height)) }
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

    /// The output's size in surface coordinates (the current mode divided by the scale, swapped by a
    /// rotation of 90° or 270°), once its mode is known.
    var logicalSize: Size? {
        guard let modeSize else { return nil }
        let size = transform.transformedSize(width: modeSize.width / scale, height: modeSize.height / scale)
        return Size(width: Double(size.width), height: Double(size.height))
    }
}
