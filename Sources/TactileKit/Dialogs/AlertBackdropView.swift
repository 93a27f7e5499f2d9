import TactileCore

/// An alert's root view: the dimmed window behind the card. It takes the keys while the alert
/// shows (they reach the alert controller next in the chain), tells the alert of touches that land
/// on it (outside the card), and lays the card out whenever its size changes.
@MainActor final class AlertBackdropView: View {
    /// The dimming over the presenter's screen.
    static let dimColor = Color(white: 0, alpha: 0.4)
    /// Lays the card out for the current bounds.
    var onLayout: (@MainActor () -> Void)?
    /// A touch landed outside the card.
    var onOutsideTouch: (@MainActor () -> Void)?

    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Self.dimColor
    }

    override var canBecomeFirstResponder: Bool { true }

    override func layoutSubviews() { onLayout?() }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { onOutsideTouch?() }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {}
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {}
}
