extension View {
    /// `rect` (root coordinates) cut down to what the clipping ancestors (`clipsToBounds`) let show:
    /// a view moved or redrawn partly outside a clipping ancestor (content scrolled out of a scroll
    /// view) damages nothing outside it. Walks the superviews; allocates nothing.
    func clippedByAncestors(_ rect: Rect) -> Rect {
        var result = rect
        var ancestor = superview
        while let a = ancestor, !result.isEmpty {
            if a.clipsToBounds { result = result.intersection(a.bounds.applying(a.transformToRoot())) }
            ancestor = a.superview
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
