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
}
