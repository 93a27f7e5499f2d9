import TactileCore

/// A button of an `AlertController` (UIKit's `UIAlertAction`): a title, a style and what to do when
/// it is chosen. Copies of an action are the same action: `isEnabled` set on any copy, before or
/// while the alert shows, changes its button.
@MainActor public struct AlertAction {
    /// How an action looks and where it goes.
    public enum Style: Sendable {
        /// A plain action.
        case `default`
        /// Leaves without doing anything: drawn bold, last in a list (at the bottom of an action
        /// sheet, apart from the others), chosen by Escape and, in an action sheet, by a touch
        /// outside it. An alert takes one at most.
        case cancel
        /// Changes or deletes data: drawn red.
        case destructive
    }

    /// The button's title (a language switch replaces it when it came from the catalogue).
    public var title: String { shared.title }
    /// The action's style.
    public let style: Style
    /// Runs after the alert was dismissed, with the action chosen.
    let handler: (@MainActor (AlertAction) -> Void)?
    /// What every copy of this action shares: its identity and whether it is enabled.
    let shared: AlertActionState

    /// An action titled `title`; `handler` runs after the alert was dismissed by it.
    public init(title: String, style: Style, handler: (@MainActor (AlertAction) -> Void)?) {
        self.style = style
        self.handler = handler
        shared = AlertActionState(title: title)
    }

    /// Whether the action can be chosen; a disabled one is drawn grey and ignores touches and keys.
    /// Default true.
    public var isEnabled: Bool {
        get { shared.isEnabled }
        nonmutating set {
            guard newValue != shared.isEnabled else { return }
            shared.isEnabled = newValue
            shared.onChange?()
        }
    }

    /// Whether `other` is (a copy of) this action.
    func isSame(as other: AlertAction) -> Bool { shared === other.shared }
}

/// The state copies of an `AlertAction` share.
@MainActor final class AlertActionState {
    var title: String
    var isEnabled = true
    /// Tells the alert showing the action that `isEnabled` changed.
    var onChange: (@MainActor () -> Void)?

    init(title: String) { self.title = title }
}
