extension View {
    /// `rect` (root coordinates) cut down to what the clipping ancestors (`clipsToBounds`) let show:
    /// a view moved or redrawn partly outside a clipping ancestor (content scrolled out of a scroll
    /// view) damages nothing outside it. Walks the superviews; allocates nothing.
    func clippedByAncestors(_ rect: Rect) -> Rect {
        var result = rect
        // Unretained ancestors (View+HierarchyCache.swift): the walk only reads geometry and flags.
        var next = superviewPointer
        while let pointer = next, !result.isEmpty {
            if View.unretained(pointer).clips {
                let ancestor = View.unretained(pointer)  // retained for the call below; rare
                result = result.intersection(ancestor.storedBounds.applying(ancestor.transformToRoot()))
            }
            next = View.superviewPointer(of: pointer)
        }
        return result
    }

    /// The part of the view's bounds, in window coordinates, that its window and the ancestors
    /// that clip to their bounds leave visible (the bounding box when the view is transformed), or
    /// nil when the view is in no window.
    public var visibleRectInWindow: Rect? {
        guard let window else { return nil }
        return clippedByAncestors(bounds.applying(transformToRoot())).intersection(Rect(origin: .zero, size: window.bounds.size))
    }
}
