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

/// The damage a change of a view (or its subtree) records: the window's pixels, or its own surface's.
extension View {
    /// Damages the area covered by this view and all its subviews.
    func damageSubtree() {
        damageSubtree(in: window)
    }

    /// `damageSubtree()` for a view whose window (or nil) the caller already has.
    func damageSubtree(in window: Window?) {
        guard let window else { return }
        if self === window { return window.damageWholeWindow() }
        guard !window.coversWindowDamage(of: self) else { return }
        record(clippedByAncestors(subtreeRect(through: transformToRoot())), in: window, isGeometry: true)
    }

    /// Damages the area under this view and its subviews in the window's own pixels, even when the
    /// view draws into its own surface (it is joining or leaving one).
    func damageWindowUnderSubtree() {
        guard let window else { return }
        window.addDamage(clippedByAncestors(subtreeRect(through: transformToRoot())))
    }

    /// Window damage, or — inside a view that uses its own surface — damage of that surface
    /// (`isGeometry`: this view itself moved, resized, appeared or vanished).
    func record(_ rect: Rect, in window: Window, isGeometry: Bool) {
        if let owner = ownSurfaceOwner {
            window.addOwnSurfaceDamage(rect, of: owner, isGeometry: isGeometry && owner == ObjectIdentifier(self))
        } else {
            window.addDamage(rect)
        }
    }

    func subtreeRect(through toRoot: AffineTransform) -> Rect {
        var box = paintedRect(bounds).applying(toRoot)
        if clipsToBounds { return box }    // subviews draw nothing outside the bounds
        for sub in subviews {
            box = box.union(sub.subtreeRect(through: sub.transformToSuperview.concatenating(toRoot)))
        }
        return box
    }
}
