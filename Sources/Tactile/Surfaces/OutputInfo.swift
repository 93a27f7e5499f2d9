import WaylandClient

/// One `wl_output` and the integer scale it announced.
@MainActor final class OutputInfo {
    /// The registry name of the global.
    let globalName: UInt32
    let output: WlOutput
    /// The output's scale factor (1 until the compositor says otherwise).
    private(set) var scale = 1
    /// Called when the scale changes.
    var onChange: (@MainActor () -> Void)?

    init(globalName: UInt32, output: WlOutput) {
        self.globalName = globalName
        self.output = output
        output.onEvent = { [weak self] event in
            guard let self else { return }
            if case let .scale(factor) = event, factor >= 1, Int(factor) != self.scale {
                self.scale = Int(min(factor, 8))
                self.onChange?()
            }
        }
    }
}
