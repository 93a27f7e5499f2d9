/// A button a navigation bar shows (UIKit's `UIBarButtonItem`): a title and what a tap on it does.
@MainActor public final class BarButtonItem {
    /// How the bar draws the button's title.
    public enum Style: Sendable {
        /// Regular weight: most buttons.
        case plain
        /// Emphasised: the button that finishes what the screen is for (Done, Save).
        case done
    }

    /// The button's text (a language switch replaces it when it came from the catalogue).
    public internal(set) var title: String
    /// How the title is drawn.
    public let style: Style
    /// Runs when the button is tapped.
    public let action: @MainActor () -> Void

    /// A button titled `title` running `action` when tapped.
    public init(title: String, style: Style = .plain, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.style = style
        self.action = action
    }
}
