/// Hears what the accessibility engine does, for a bridge to another screen reader (AT-SPI):
/// `Accessibility.observer` is told when the focus moves, when a notification is posted, and when
/// an element or a selection changed through the app's own widgets (a touch, a key).
@MainActor package protocol AccessibilityObserver: AnyObject {
    /// The accessibility focus moved to `element` (nil: cleared).
    func accessibilityFocusMoved(to element: View?)
    /// `notification` was posted, about `window` when known.
    func accessibilityNotificationPosted(_ notification: AccessibilityNotification, in window: Window?)
    /// `element`'s label, value or state may have changed (a control sent `.valueChanged` or
    /// `.editingChanged`).
    func accessibilityElementChanged(_ element: View)
    /// Which elements of `container` are selected may have changed (a tap selected a row).
    func accessibilitySelectionChanged(in container: View)
}

extension AccessibilityObserver {
    /// By default, changes are not followed.
    package func accessibilityElementChanged(_ element: View) {}
    /// By default, selections are not followed.
    package func accessibilitySelectionChanged(in container: View) {}
}

extension Accessibility {
    /// Tells the observer that `element`'s label, value or state may have changed.
    package func elementChanged(_ element: View) {
        observer?.accessibilityElementChanged(element)
    }

    /// Tells the observer that the selection among `container`'s elements may have changed.
    package func selectionChanged(in container: View) {
        observer?.accessibilitySelectionChanged(in: container)
    }
}
