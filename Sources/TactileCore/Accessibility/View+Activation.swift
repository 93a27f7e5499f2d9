extension View {
    /// The touch identifier synthesized activations use: far from any compositor's ids.
    package static let activationTouchID: Int32 = .max - 16

    /// The default `accessibilityActivate()`: a finger down and up at the centre of the element,
    /// delivered through the window's normal touch path (hit-testing, recognizers, controls), so
    /// the element reacts exactly as to a tap. False when the view is not in a window, is hidden or
    /// ignores touches, or nothing at its centre would receive the tap.
    package func activateByTap() -> Bool {
        guard let window, !isHidden, isUserInteractionEnabled else { return false }
        let point = convert(Point(x: bounds.midX, y: bounds.midY), to: nil)
        guard window.hitTest(point, with: nil) != nil else { return false }
        let input = window.input
        guard !input.isLive(id: Self.activationTouchID) else { return false }
        let now = window.clock.now
        input.down(id: Self.activationTouchID, at: point, timestamp: now)
        input.frame()
        input.up(id: Self.activationTouchID, timestamp: now)
        input.frame()
        return true
    }
}
