import TactileCore

/// One action's button in an alert card: its title coloured by style (blue, red when destructive,
/// grey when disabled; bold for the cancel and the preferred action) over a grey fill while a
/// finger is on it. It takes no touches of its own: they go on to the card, which lets a finger
/// slide between buttons.
@MainActor final class AlertActionRow: View {
    /// The blue of plain actions.
    static let tint = Color(red: 0.0, green: 0.44, blue: 0.92)
    /// The red of destructive actions.
    static let destructiveColor = Color(red: 0.90, green: 0.16, blue: 0.13)
    /// The grey of disabled actions.
    static let disabledColor = Color(white: 0.62)
    /// The fill under a finger.
    static let highlightColor = Color(white: 0.84)
    /// The size of the titles.
    static let fontSize: Double = 17

    let action: AlertAction
    let titleLabel = Label()
    /// Drawn bold (the cancel or the preferred action).
    let isBold: Bool

    /// A finger is on the button.
    var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    init(action: AlertAction, isBold: Bool, alignment: TextAlignment) {
        self.action = action
        self.isBold = isBold
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.numberOfLines = 1
        titleLabel.textAlignment = alignment
        titleLabel.font = isBold ? Font.boldSystemFont(ofSize: Self.fontSize) : Font.systemFont(ofSize: Self.fontSize)
        titleLabel.isAccessibilityElement = false
        addSubview(titleLabel)
        refresh()
    }

    /// The title's colour for the action's style and state.
    var titleColor: Color {
        guard action.isEnabled else { return Self.disabledColor }
        return action.style == .destructive ? Self.destructiveColor : Self.tint
    }

    /// Shows the action's current state.
    func refresh() {
        titleLabel.textColor = titleColor
        if !action.isEnabled { isHighlighted = false }
        setNeedsDisplay()
    }

    override func layoutSubviews() {
        let inset = titleLabel.textAlignment == .center ? 8.0 : 16.0
        titleLabel.frame = bounds.insetBy(dx: inset, dy: 0)
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        if isHighlighted { canvas.fill(bounds, with: Self.highlightColor) }
    }

    /// A button named by its title; not enabled when the action is disabled.
    override var accessibilityDefaults: AccessibilityDescription {
        AccessibilityDescription(isElement: true, label: action.title,
                                 traits: action.isEnabled ? .button : [.button, .notEnabled])
    }
}
