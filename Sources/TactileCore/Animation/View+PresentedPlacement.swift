extension View {
    /// The view's bounds in window coordinates as they are shown now: through the presentation
    /// values of the view and its ancestors (the model's while nothing animates). Where a view on
    /// its own surface is placed.
    public var presentedRectInWindow: Rect {
        let b = presentedBounds
        let t = presentedTransformToRoot()
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return b.applying(t) }
        // Only moved: the size stays exactly the bounds' (corner arithmetic would round it).
        return Rect(x: b.origin.x + t.tx, y: b.origin.y + t.ty, width: b.width, height: b.height)
    }

    /// The part of `presentedRectInWindow` that the window and the ancestors that clip to their
    /// bounds leave visible, as shown now; nil when the view is in no window.
    public var presentedVisibleRectInWindow: Rect? {
        guard let windowSize = unretainedWindow?.storedBounds.size else { return nil }
        var result = presentedRectInWindow
        // Unretained ancestors (View+HierarchyCache.swift): the walk only reads geometry and flags.
        var next = superviewPointer
        while let pointer = next, !result.isEmpty {
            if View.unretained(pointer).clips {
                result = result.intersection(View.unretained(pointer).presentedRectInWindow)
            }
            next = View.superviewPointer(of: pointer)
        }
        return result.intersection(Rect(origin: .zero, size: windowSize))
    }

    /// Whether the view would show at all: neither it nor an ancestor is hidden or fully
    /// transparent, and it has an area (a walk over unretained ancestors).
    package var isShownWithAncestors: Bool {
        if isHidden || alpha <= 0 { return false }
        var next = superviewPointer
        while let pointer = next {
            if View.unretained(pointer).isHidden || View.unretained(pointer).alpha <= 0 { return false }
            next = View.superviewPointer(of: pointer)
        }
        return bounds.width > 0 && bounds.height > 0
    }
}
