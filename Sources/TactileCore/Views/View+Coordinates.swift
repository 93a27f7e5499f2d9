extension View {
    /// Maps this view's coordinates to its superview's: about the bounds' centre, then to `center`.
    /// (The stored geometry: subclasses observe `bounds` and `frame` but do not change what they return.)
    @inline(__always) var transformToSuperview: AffineTransform {
        let b = storedBounds, c = storedCenter
        let toCentre = AffineTransform(translationX: -b.midX, y: -b.midY)
        return toCentre.concatenating(storedTransform).concatenating(AffineTransform(translationX: c.x, y: c.y))
    }

    /// Maps this view's coordinates to the root of its hierarchy (the window's coordinates when in one).
    func transformToRoot() -> AffineTransform {
        // Unretained ancestors (View+HierarchyCache.swift): the walk only reads stored geometry.
        var result = transformToSuperview
        var next = superviewPointer
        guard next != nil else { return .identity }
        while let pointer = next {
            next = View.superviewPointer(of: pointer)
            if next != nil { result = result.concatenating(View.unretained(pointer).transformToSuperview) }
        }
        return result
    }

    /// A point in the superview's coordinates expressed in this view's coordinates.
    func convertFromSuperview(_ p: Point) -> Point {
        if transform.isIdentity {
            // The common case, without building and inverting a matrix: only translations (the same
            // arithmetic the matrices reduce to when every value is finite).
            let b = bounds, c = center
            let dx = c.x - b.midX, dy = c.y - b.midY
            if dx.isFinite && dy.isFinite && p.x.isFinite && p.y.isFinite {
                return Point(x: p.x - dx, y: p.y - dy)
            }
        }
        guard let inverse = transformToSuperview.inverted() else { return Point(x: .nan, y: .nan) }
        return inverse.apply(to: p)
    }

    /// Converts `point` from this view's coordinates to `view`'s (nil: the window's),
    /// through every transform on the way.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = transformToRoot().apply(to: point)
        guard let view else { return inRoot }
        return view.fromRoot(inRoot)
    }

    /// Converts `point` from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view.map { $0.transformToRoot().apply(to: point) } ?? point
        return fromRoot(inRoot)
    }

    /// Converts `rect` to `view`'s coordinates (nil: the window's) as the bounding box of its corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        var t = transformToRoot()
        if let view, let back = view.transformToRoot().inverted() { t = t.concatenating(back) }
        return rect.applying(t)
    }

    /// A point in root (window) coordinates expressed in this view's. A view whose transform is
    /// singular cannot map points back: the result is NaN, which no view contains.
    func fromRoot(_ p: Point) -> Point {
        guard let inverse = transformToRoot().inverted() else { return Point(x: .nan, y: .nan) }
        return inverse.apply(to: p)
    }
}
