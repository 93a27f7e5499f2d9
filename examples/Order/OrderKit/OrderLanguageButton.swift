import Tactile

/// The start screen's language button: titled with the current language's own name ("Deutsch",
/// "العربية"); the scene switches to the next of `OrderStrings.languages` on
/// `.primaryActionTriggered`. Title and hint come from the catalogue, so a switch renames it.
@MainActor public final class OrderLanguageButton: Button {
    /// A button naming `localization`'s language.
    public init(localization: Localization) {
        super.init(frame: Rect(x: 0, y: 0, width: 160, height: 56), title: localization.string("language.name"))
        accessibilityHint = localization.string("language.hint")
        fillColor = OrderPalette.quiet
        highlightedFillColor = OrderPalette.cardHighlighted
        titleColor = OrderPalette.title
    }
}
