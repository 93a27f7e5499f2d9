/// A view that scrolls its content (TactileKit's `ScrollView`): the screen reader pages it with a
/// three-finger swipe and scrolls the focused element into it.
package protocol AccessibilityScrolling: View {
    /// Scrolls one page forward (down) or back (up); returns what to announce ("page 3 of 12"), or
    /// nil when it could not scroll that way.
    func accessibilityScrollPage(forward: Bool) -> String?
    /// Scrolls as little as needed to show `rect` (this view's bounds coordinates).
    func accessibilityScroll(toVisible rect: Rect)
}

extension View {
    /// The nearest ancestor that scrolls (`AccessibilityScrolling`), if any.
    package var enclosingAccessibilityScroller: (any AccessibilityScrolling)? {
        var view = superview
        while let v = view {
            if let scroller = v as? any AccessibilityScrolling { return scroller }
            view = v.superview
        }
        return nil
    }
}
