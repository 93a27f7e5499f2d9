import TactileCore

/// Keyboard avoidance: the in-app keyboard (`OnScreenKeyboard`) tells the scroll views around the
/// first responder how much of them it covers, as UIKit apps do by hand from the keyboard's frame
/// notifications with `contentInset`; here it needs no app code (`adjustsForKeyboard` turns it off).
extension ScrollView {
    /// Space kept between a field scrolled into view and the keyboard (or the view's top edge).
    public static let keyboardAvoidanceMargin: Double = 8

    /// The keyboard covers the window from `keyboardTop` (window coordinates) down: the covered
    /// height of this view becomes `keyboardInset`, and `field` (inside this view) scrolls into the
    /// part above the keyboard when it is not wholly there already. Called inside the keyboard's
    /// slide animation, the scrolling is animated with it.
    func keyboardCovers(from keyboardTop: Double, revealing field: View) {
        let shown = convert(bounds, to: nil)
        keyboardInset = min(max(0, shown.maxY - keyboardTop), bounds.height)
        let target = Self.offset(revealing: field.convert(field.bounds, to: self), from: contentOffset,
                                 visibleHeight: bounds.height - keyboardInset, maximum: maximumContentOffset.y)
        if target != contentOffset.y { contentOffset = Point(x: contentOffset.x, y: target) }
    }

    /// The keyboard went away: the inset returns to 0 and an offset past the new end comes back to it.
    func keyboardUncovered() {
        keyboardInset = 0
        let maximum = maximumContentOffset.y
        if contentOffset.y > maximum { contentOffset = Point(x: contentOffset.x, y: maximum) }
    }

    /// The vertical offset that shows `rect` (content coordinates) in the `visibleHeight` points at
    /// the top of the view: `offset.y` when it shows already, else the nearest that shows it with
    /// `keyboardAvoidanceMargin` around it (its top when it is taller than the room), within
    /// 0...`maximum`.
    static func offset(revealing rect: Rect, from offset: Point, visibleHeight: Double, maximum: Double) -> Double {
        guard rect.isFinite, visibleHeight > 0 else { return offset.y }
        if rect.minY >= offset.y && rect.maxY <= offset.y + visibleHeight { return offset.y }
        var y = offset.y
        if rect.maxY > offset.y + visibleHeight { y = rect.maxY + keyboardAvoidanceMargin - visibleHeight }
        if rect.minY - keyboardAvoidanceMargin < y { y = rect.minY - keyboardAvoidanceMargin }
        return min(max(y, 0), max(0, maximum))
    }
}

/// The scroll views one keyboard made room in (held weakly), so that it can give the room back.
@MainActor final class KeyboardAvoidance {
    private struct Entry {
        weak var scrollView: ScrollView?
    }
    private var entries: [Entry] = []

    /// The keyboard covers the window from `keyboardTop` down while `field` is first responder:
    /// every scroll view around the field that adjusts for the keyboard makes room (innermost
    /// first); those that made room before and do not hold the field any more give it back.
    func keyboardCovers(from keyboardTop: Double, revealing field: View) {
        var around: [ScrollView] = []
        var next = field.superview
        while let view = next {
            if let scrollView = view as? ScrollView, scrollView.adjustsForKeyboard { around.append(scrollView) }
            next = view.superview
        }
        for entry in entries {
            if let scrollView = entry.scrollView, !around.contains(where: { $0 === scrollView }) { scrollView.keyboardUncovered() }
        }
        for scrollView in around { scrollView.keyboardCovers(from: keyboardTop, revealing: field) }
        entries = around.map { Entry(scrollView: $0) }
    }

    /// The keyboard went away: every scroll view that made room gives it back.
    func keyboardUncovered() {
        for entry in entries { entry.scrollView?.keyboardUncovered() }
        entries.removeAll()
    }
}
