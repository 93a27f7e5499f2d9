/// The words Tactile's own widgets show and speak: the back button, the edit menu, the keyboard's
/// keys, and what the screen reader says for roles, states and positions. Tactile carries them in
/// English, German, French, Arabic and Japanese (`ToolkitString+Translations.swift`); other
/// languages get English.
///
/// An app changes one, or adds a language, by registering the key (the case's raw value) in the
/// table `ToolkitString.table` of its own catalogues: `register(table: "Tactile", language: "de",
/// strings: ["back": "Zurück zur Übersicht"])`.
package enum ToolkitString: String, CaseIterable, Sendable {
    // Navigation.
    case back, backTo
    // Edit menu.
    case undo, redo, cut, copy, paste, selectAll
    // Spoken roles and states (`AccessibilityTraits`).
    case selected, button, link, heading, searchField, image, adjustable, tabBar, dimmed
    // Spoken by widgets.
    case list, grid, itemCount, rowPosition, itemPosition, pagePosition, picker, refresh, refreshing
    case dismiss, dismissHint, inProgress, progressHalted, on, off, speechOn
    // The warning before the idle timeout.
    case idleWarningTitle, idleWarningMessage, moreTime
    // An alert's automatic action; plain activation among custom actions; a text field's action.
    case ok, activate, clearText
    // The on-screen keyboard.
    case nextKeyboard, shift, capsLock, delete, letters, symbols, numbers, space
    case returnKey, go, search, done, next, send, join

    /// The catalogue table an app's own versions of these strings go in.
    package static let table = "Tactile"

    /// The English text, also used for a language Tactile has no text for. Formats take printf
    /// arguments (`%@`, `%d`, positions `%1$d`).
    var english: CatalogueEntry {
        switch self {
        case .back: .text("Back")
        case .backTo: .text("Back, %@")
        case .undo: .text("Undo")
        case .redo: .text("Redo")
        case .cut: .text("Cut")
        case .copy: .text("Copy")
        case .paste: .text("Paste")
        case .selectAll: .text("Select All")
        case .selected: .text("selected")
        case .button: .text("button")
        case .link: .text("link")
        case .heading: .text("heading")
        case .searchField: .text("search field")
        case .image: .text("image")
        case .adjustable: .text("adjustable")
        case .tabBar: .text("tab bar")
        case .dimmed: .text("dimmed")
        case .list: .text("List")
        case .grid: .text("Grid")
        case .itemCount: .plural([.one: "%d item", .other: "%d items"])
        case .rowPosition: .text("row %1$d of %2$d")
        case .itemPosition: .text("item %1$d of %2$d")
        case .pagePosition: .text("page %1$d of %2$d")
        case .picker: .text("Picker")
        case .refresh: .text("Refresh")
        case .refreshing: .text("refreshing")
        case .dismiss: .text("Dismiss")
        case .dismissHint: .text("Closes the menu")
        case .inProgress: .text("In progress")
        case .progressHalted: .text("Progress halted")
        case .on: .text("on")
        case .off: .text("off")
        case .speechOn: .text("Speech on")
        case .idleWarningTitle: .text("Do you need more time?")
        case .idleWarningMessage: .plural([.one: "This screen starts over in %d second.",
                                           .other: "This screen starts over in %d seconds."])
        case .moreTime: .text("More time")
        case .ok: .text("OK")
        case .activate: .text("Activate")
        case .clearText: .text("Clear text")
        case .nextKeyboard: .text("Next keyboard")
        case .shift: .text("shift")
        case .capsLock: .text("caps lock")
        case .delete: .text("delete")
        case .letters: .text("letters")
        case .symbols: .text("symbols")
        case .numbers: .text("numbers")
        case .space: .text("space")
        case .returnKey: .text("return")
        case .go: .text("Go")
        case .search: .text("Search")
        case .done: .text("Done")
        case .next: .text("Next")
        case .send: .text("Send")
        case .join: .text("Join")
        }
    }

    /// The text in `language` (a language subtag: "de", "ar"), nil when Tactile has none for it.
    func entry(language: String) -> CatalogueEntry? {
        if language == "en" { return english }
        return Self.translations[language]?[self]
    }

    /// Whether Tactile has this string's text in `language` (a language subtag).
    package func hasText(language: String) -> Bool { entry(language: language) != nil }
}
