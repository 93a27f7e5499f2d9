import Tactile

/// order-kiosk's colours.
enum OrderPalette {
    static let background = Color(red: 0.98, green: 0.96, blue: 0.92)
    static let card = Color(white: 1)
    static let cardHighlighted = Color(red: 0.93, green: 0.88, blue: 0.80)
    static let title = Color(red: 0.18, green: 0.12, blue: 0.08)
    static let text = Color(red: 0.35, green: 0.30, blue: 0.26)
    static let accent = Color(red: 0.85, green: 0.33, blue: 0.10)
    static let accentHighlighted = Color(red: 0.65, green: 0.24, blue: 0.06)
    static let onAccent = Color(white: 1)
    static let quiet = Color(red: 0.90, green: 0.86, blue: 0.80)
    static let placeholder = Color(red: 0.85, green: 0.80, blue: 0.72)
}

/// The app's buttons: the accent fill for the main action of a screen, a quiet one otherwise.
@MainActor enum OrderButtons {
    /// A button titled `title` (from the catalogue), filled with the accent when `primary`.
    static func make(_ title: String, primary: Bool = false, hint: String? = nil) -> Button {
        let button = Button(frame: Rect(x: 0, y: 0, width: 160, height: 56), title: title)
        button.fillColor = primary ? OrderPalette.accent : OrderPalette.quiet
        button.highlightedFillColor = primary ? OrderPalette.accentHighlighted : OrderPalette.cardHighlighted
        button.titleColor = primary ? OrderPalette.onAccent : OrderPalette.title
        button.titleLabel.fontSize = 20
        if let hint { button.accessibilityHint = hint }
        return button
    }
}
