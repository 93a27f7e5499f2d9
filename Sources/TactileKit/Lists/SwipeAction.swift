import TactileCore

/// A button revealed behind a list row when the user swipes it toward the leading side (UIKit's
/// `UIContextualAction`). Return them from the delegate's `trailingSwipeActionsForItemAt`.
///
/// Tapping the button runs `handler` with a completion: call it with true once the action is done
/// (a destructive action typically deletes the row through the data source first), false when it
/// was not; either closes the row. A full swipe performs the first action when it is destructive.
public struct SwipeAction: Sendable {
    /// How an action looks: a destructive one is red, and a full swipe may perform it.
    public enum Style: Sendable {
        /// A grey button.
        case normal
        /// A red button; a full swipe performs it when it is the first action.
        case destructive
    }

    /// The text on the button (and the name of the accessibility custom action).
    public var title: String
    /// The style.
    public var style: Style
    /// The button's colour: red for destructive actions and grey otherwise, unless set.
    public var backgroundColor: Color
    /// Runs the action; it must call the completion it is given once (true: done).
    public let handler: @MainActor (@escaping (Bool) -> Void) -> Void

    /// An action titled `title` running `handler` when tapped.
    public init(title: String, style: Style, handler: @escaping @MainActor (@escaping (Bool) -> Void) -> Void) {
        self.title = title
        self.style = style
        self.handler = handler
        backgroundColor = style == .destructive
            ? Color(red: 1, green: 0.23, blue: 0.19)
            : Color(red: 0.56, green: 0.56, blue: 0.58)
    }
}
