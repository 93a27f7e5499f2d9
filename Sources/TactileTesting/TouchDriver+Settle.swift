import TactileCore

extension TouchDriver {
    /// One display frame at 60 Hz: the step `settleAnimations(timeout:)` moves the clock by.
    public static let frameInterval: Duration = .milliseconds(16)

    /// Moves the clock a display frame at a time, running each frame's work
    /// (`Window.prepareForFrame()`: layout, animation steps), until no animation runs (screen
    /// transitions, the keyboard's slide, scroll glides) and no layout is pending. Returns false when
    /// they still run after `timeout`.
    @discardableResult
    public func settleAnimations(timeout: Duration = .seconds(10)) -> Bool {
        var waited = Duration.zero
        window.prepareForFrame()
        while window.hasRunningAnimations || window.hasPendingLayout {
            guard waited < timeout else { return false }
            clock.advance(by: Self.frameInterval)
            window.prepareForFrame()
            waited += Self.frameInterval
        }
        return true
    }
}
