/// Hears what the accessibility engine does, for a bridge to another screen reader (AT-SPI):
/// `Accessibility.observer` is told when the focus moves and when a notification is posted.
@MainActor package protocol AccessibilityObserver: AnyObject {
    /// The accessibility focus moved to `element` (nil: cleared).
    func accessibilityFocusMoved(to element: View?)
    /// `notification` was posted, about `window` when known.
    func accessibilityNotificationPosted(_ notification: AccessibilityNotification, in window: Window?)
}
