extension View {
    /// Opt-in: draw this view (and its subviews) into its own platform surface instead of the
    /// window's. On Wayland it becomes a `wl_subsurface` with its own buffers: moving the view then
    /// only repositions that surface (neither the window's nor the view's pixels are repainted), and
    /// redrawing it leaves the window's buffer alone. Useful for a frequently moving or redrawn
    /// element (a dragged card, a video-like area, a large scrolling layer). Default false.
    ///
    /// Such a view is placed at its frame's top-left corner in window coordinates; its transform's
    /// rotation and scale are not applied on screen. What lies outside the window, or outside an
    /// ancestor that `clipsToBounds`, is cropped (with `wp_viewporter`). Nested opted-in views are
    /// drawn into the outermost one's surface. Touches are unaffected: the surface takes no input
    /// and the window hit-tests as usual. Snapshots draw it like any other view.
    ///
    /// Screen transitions set it on the screens they slide, and a screen that stays keeps it after
    /// its transition while its surface shows exactly what the window would (nothing drawn in front
    /// of it, no views of its own on surfaces, the window's size unchanged); then it returns to
    /// false. Setting it (or `ownSurfacePlacement`) takes the view over from them.
    public var usesOwnSurface: Bool {
        get { ownSurfacePlacementStorage != nil }
        set {
            isLiftedScreen = false
            guard newValue != usesOwnSurface else { return }
            setOwnSurfacePlacement(newValue ? .aboveWindow : nil)
        }
    }

    /// Where a view that `usesOwnSurface` is stacked: above the window's own pixels (the default),
    /// or below them. Setting it opts the view into its own surface.
    ///
    /// `.belowWindow` suits a large opaque layer that views in front of it move over, like a map
    /// under its pins: the window leaves the view's area transparent (a hole that anything drawn in
    /// front of the view, in the window, still covers), and the view's surface shows through it.
    /// Moving such a view repaints neither its pixels nor the window's where the hole stays the same.
    public var ownSurfacePlacement: OwnSurfacePlacement {
        get { ownSurfacePlacementStorage ?? .aboveWindow }
        set {
            isLiftedScreen = false
            guard ownSurfacePlacementStorage != newValue else { return }
            setOwnSurfacePlacement(newValue)
        }
    }

    /// Opts in (a placement) or out (nil). Which views own surfaces is a fact about the hierarchy:
    /// the hierarchy generation moves on, so the cached owners (`ownSurfaceOwner`) and each window's
    /// `ownSurfaceViews` are worked out again.
    func setOwnSurfacePlacement(_ placement: OwnSurfacePlacement?) {
        damageWindowUnderSubtree()
        ownSurfacePlacementStorage = placement
        Generations.hierarchy.advance()
        setNeedsDisplay()
    }

    /// The outermost view, among this view and its ancestors, that uses its own surface (its
    /// identity), or nil: whose surface this view draws into. Cached with the hierarchy facts.
    var ownSurfaceOwner: ObjectIdentifier? {
        if hierarchyCacheGeneration != Generations.hierarchy.current { refreshHierarchyCache() }
        return hierarchyCacheOwnSurfaceOwner
    }

    /// Whether the view or one of its ancestors uses its own surface.
    var isInsideOwnSurface: Bool { ownSurfaceOwner != nil }
}

extension Window {
    /// The views of this window that use their own surface and are not inside another such view,
    /// back to front: what a platform shows on surfaces of their own. Worked out again only after
    /// the hierarchy or an opt-in changed (`hierarchyGeneration`).
    public var ownSurfaceViews: [View] {
        let now = Generations.hierarchy.current
        if ownSurfaceViewsGeneration != now {
            ownSurfaceViewsCache.removeAll(keepingCapacity: true)
            Self.collectOwnSurfaceViews(under: self, into: &ownSurfaceViewsCache)
            ownSurfaceViewsGeneration = now
        }
        noteWhetherWholeDamageCoversAll()
        return ownSurfaceViewsCache
    }

    /// A counter that moves on whenever a view hierarchy changes (in any window) or a view opts in
    /// or out of its own surface: while it stays the same, `ownSurfaceViews` and the ancestors of
    /// every view are as they were.
    public var hierarchyGeneration: UInt64 { Generations.hierarchy.current }

    private static func collectOwnSurfaceViews(under view: View, into result: inout [View]) {
        for sub in view.subviews {
            if sub.ownSurfacePlacementStorage != nil {
                result.append(sub)
            } else {
                collectOwnSurfaceViews(under: sub, into: &result)
            }
        }
    }
}

/// Where a view's own surface is stacked relative to its window's (see `View.ownSurfacePlacement`).
public enum OwnSurfacePlacement: Sendable, Equatable {
    /// Above everything the window draws itself (a dragged card).
    case aboveWindow
    /// Below the window's pixels, which are left transparent over the view (a map under its pins).
    case belowWindow
}
