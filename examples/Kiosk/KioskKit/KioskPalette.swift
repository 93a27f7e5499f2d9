import Tactile

/// kiosk-demo's colours.
enum KioskPalette {
    static let background = Color(red: 0.09, green: 0.10, blue: 0.14)
    static let card = Color(red: 0.16, green: 0.18, blue: 0.24)
    static let cardHighlighted = Color(red: 0.26, green: 0.30, blue: 0.40)
    static let title = Color(white: 0.97)
    static let text = Color(white: 0.78)
    static let accent = Color(red: 1.0, green: 0.72, blue: 0.30)
    static let dimDot = Color(white: 0.55)
    /// A colour for picture `index` when the picture itself is missing.
    static func placeholder(_ index: Int) -> Color {
        let hues: [Color] = [Color(red: 0.25, green: 0.45, blue: 0.70), Color(red: 0.65, green: 0.35, blue: 0.50),
                             Color(red: 0.30, green: 0.60, blue: 0.45), Color(red: 0.75, green: 0.55, blue: 0.25)]
        return hues[((index % hues.count) + hues.count) % hues.count]
    }
}
