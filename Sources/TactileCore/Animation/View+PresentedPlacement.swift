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
        guard let window else { return nil }
        var result = presentedRectInWindow
        var ancestor = superview
        while let a = ancestor, !result.isEmpty {
            if a.clipsToBounds { result = result.intersection(a.presentedRectInWindow) }
            ancestor = a.superview
        }
        return result.intersection(Rect(origin: .zero, size: window.bounds.size))
    }
}
