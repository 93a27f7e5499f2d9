/// Something the app tells the screen reader (UIKit's `UIAccessibility.post`).
public enum AccessibilityNotification {
    /// Speak `text` (queued after what is being said).
    case announcement(String)
    /// A new screen appeared: focus moves to the given element, or to the first one, and is spoken.
    case screenChanged(View?)
    /// Part of the screen changed: focus moves to the given element (spoken), or stays when its
    /// element is still on screen.
    case layoutChanged(View?)

    /// Posts the notification to `Application.shared.accessibility` (and to windows with their own).
    @MainActor public func post() {
        switch self {
        case .screenChanged(let view?), .layoutChanged(let view?):
            (view.window?.accessibility ?? Application.shared.accessibility).handle(self, in: view.window)
        default:
            let shared = Application.shared.accessibility
            for window in Application.shared.windows where window.accessibility !== shared {
                window.accessibility.handle(self, in: window)
            }
            shared.handle(self, in: nil)
        }
    }
}
