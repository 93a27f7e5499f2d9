import TactileCore

/// The screen reader pages a scroll view (three-finger swipes) and scrolls the focus into it. A
/// scroll view is never an element itself; its content is read.
extension ScrollView: AccessibilityScrolling {
    /// Whether pages run across (content wider than tall that scrolls only sideways).
    private var pagesHorizontally: Bool { canScrollHorizontally && !canScrollVertically }

    /// Which page of how many is shown ("page 3 of 12", in the window's language).
    public var accessibilityPagePosition: String {
        let horizontal = pagesHorizontally
        let page = horizontal ? bounds.width : bounds.height
        let content = horizontal ? contentSize.width : contentSize.height + keyboardInset
        guard page > 0 else { return currentLocalization.text(.pagePosition, 1, 1) }
        let count = max(1, Int((content / page).rounded(.up)))
        let offset = horizontal ? contentOffset.x : contentOffset.y
        let current = min(count, max(1, Int((offset / page).rounded()) + 1))
        return currentLocalization.text(.pagePosition, current, count)
    }

    package func accessibilityScrollPage(forward: Bool) -> String? {
        guard isScrollEnabled else { return nil }
        let horizontal = pagesHorizontally
        let step = (horizontal ? bounds.width : bounds.height) * (forward ? 1 : -1)
        let lo = minimumContentOffset, hi = maximumContentOffset
        var target = contentOffset
        if horizontal {
            target.x = min(max(target.x + step, lo.x), hi.x)
        } else {
            target.y = min(max(target.y + step, lo.y), hi.y)
        }
        guard target != contentOffset else { return nil }
        setContentOffset(target, animated: false)
        return accessibilityPagePosition
    }

    package func accessibilityScroll(toVisible rect: Rect) {
        let visible = bounds
        var target = contentOffset
        if rect.minY < visible.minY { target.y = rect.minY } else if rect.maxY > visible.maxY {
            target.y = min(rect.minY, rect.maxY - visible.height)
        }
        if rect.minX < visible.minX { target.x = rect.minX } else if rect.maxX > visible.maxX {
            target.x = min(rect.minX, rect.maxX - visible.width)
        }
        let lo = minimumContentOffset, hi = maximumContentOffset
        target = Point(x: min(max(target.x, lo.x), hi.x), y: min(max(target.y, lo.y), hi.y))
        if target != contentOffset { setContentOffset(target, animated: false) }
    }
}
