import Tactile

/// The language button every kiosk screen shows: titled with the current language's own name
/// ("Deutsch", "العربية"); its screen switches to the next of `KioskStrings.languages` on
/// `.primaryActionTriggered`. Its title and hint come from the catalogue, so a switch renames it
/// with the rest of the screen.
@MainActor public final class LanguageButton: Button {
    /// A button naming `localization`'s language.
    public init(localization: Localization) {
        super.init(frame: Rect(x: 0, y: 0, width: 140, height: 48), title: localization.string("language.name"))
        accessibilityHint = localization.string("language.hint")
        fillColor = KioskPalette.card
        highlightedFillColor = KioskPalette.cardHighlighted
        titleColor = KioskPalette.title
    }
}
