/// The accessibility elements of a window in reading order: rows top to bottom, each row leading to
/// trailing (right to left in a right-to-left window). A view whose `accessibilityElements` is set
/// reads those in the order given; one with `shouldGroupAccessibilityChildren` reads its elements
/// together. Either takes its place in the order where its first element is. The frontmost view with `accessibilityViewIsModal` hides everything else. Hidden and
/// transparent views, and elements wholly outside the window (unless a scroll view can bring them
/// in), are left out.
@MainActor package enum AccessibilityTree {
    /// An element, or a group read together, with the frame it is ordered by.
    private struct Item {
        var frame: Rect
        var elements: [View]
    }

    /// The window's elements in reading order.
    package static func elements(in window: Window) -> [View] {
        let root = modalRoot(in: window) ?? window
        let rtl = window.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let bounds = Rect(origin: .zero, size: window.bounds.size)
        var items: [Item] = []
        collect(root, into: &items, window: bounds, scrolled: false, root: true)
        return order(items, rightToLeft: rtl).flatMap(\.elements)
    }

    /// The frontmost visible view marked `accessibilityViewIsModal`, if any.
    private static func modalRoot(in window: Window) -> View? {
        func search(_ view: View) -> View? {
            guard isVisible(view) else { return nil }
            for sub in view.subviews.reversed() {
                if let found = search(sub) { return found }
            }
            return view !== window && view.accessibilityViewIsModal ? view : nil
        }
        return search(window)
    }

    private static func isVisible(_ view: View) -> Bool {
        !view.isHidden && view.alpha >= 0.01
    }

    private static func collect(_ view: View, into items: inout [Item], window: Rect, scrolled: Bool, root: Bool) {
        guard isVisible(view) else { return }
        if !root && view.isAccessibilityElement {
            let frame = view.accessibilityFrame
            if scrolled || frame.intersects(window) { items.append(Item(frame: frame, elements: [view])) }
            return
        }
        let inScroller = scrolled || view is any AccessibilityScrolling
        if let listed = view.accessibilityElements {
            var inner: [Item] = []
            for element in listed where element !== view && element.window != nil {
                collect(element, into: &inner, window: window, scrolled: true, root: false)
            }
            let elements = inner.flatMap(\.elements)
            if let first = inner.first { items.append(Item(frame: first.frame, elements: elements)) }
            return
        }
        if !root && view.shouldGroupAccessibilityChildren {
            var inner: [Item] = []
            for sub in view.subviews { collect(sub, into: &inner, window: window, scrolled: inScroller, root: false) }
            let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            let ordered = order(inner, rightToLeft: rtl)
            if let first = ordered.first { items.append(Item(frame: first.frame, elements: ordered.flatMap(\.elements))) }
            return
        }
        for sub in view.subviews { collect(sub, into: &items, window: window, scrolled: inScroller, root: false) }
    }

    /// Sorts items into rows by their vertical middles (an item joins a row when its middle lies
    /// within the row's first item), then each row by its leading edge.
    private static func order(_ items: [Item], rightToLeft: Bool) -> [Item] {
        let byMiddle = items.enumerated().sorted { a, b in
            a.element.frame.midY != b.element.frame.midY ? a.element.frame.midY < b.element.frame.midY : a.offset < b.offset
        }.map(\.element)
        var result: [Item] = []
        result.reserveCapacity(items.count)
        var row: [Item] = []
        var rowSpan = (min: 0.0, max: 0.0)
        func flush() {
            let sorted = row.enumerated().sorted { a, b in
                let ka = rightToLeft ? -a.element.frame.maxX : a.element.frame.minX
                let kb = rightToLeft ? -b.element.frame.maxX : b.element.frame.minX
                return ka != kb ? ka < kb : a.offset < b.offset
            }
            result.append(contentsOf: sorted.map(\.element))
            row.removeAll(keepingCapacity: true)
        }
        for item in byMiddle {
            if let _ = row.first, item.frame.midY > rowSpan.max || item.frame.midY < rowSpan.min { flush() }
            if row.isEmpty {
                // A thin first item still gathers neighbours whose middles are a few points off.
                let half = max(item.frame.height / 2, 4)
                rowSpan = (item.frame.midY - half, item.frame.midY + half)
            }
            row.append(item)
        }
        flush()
        return result
    }
}

extension Window {
    /// The window's accessibility elements in reading order (what swiping or Tab steps through).
    public var accessibilityElementsInReadingOrder: [View] { AccessibilityTree.elements(in: self) }
}
