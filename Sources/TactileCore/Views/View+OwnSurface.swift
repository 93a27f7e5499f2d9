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
    public var usesOwnSurface: Bool {
        get { OwnSurfaceRegistry.shared.placement(of: self) != nil }
        set {
            guard newValue != usesOwnSurface else { return }
            damageWindowUnderSubtree()
            OwnSurfaceRegistry.shared.set(self, newValue ? .aboveWindow : nil)
            setNeedsDisplay()
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
        get { OwnSurfaceRegistry.shared.placement(of: self) ?? .aboveWindow }
        set {
            guard OwnSurfaceRegistry.shared.placement(of: self) != newValue else { return }
            damageWindowUnderSubtree()
            OwnSurfaceRegistry.shared.set(self, newValue)
            setNeedsDisplay()
        }
    }
}

extension View {
    /// Whether the view or one of its ancestors uses its own surface.
    var isInsideOwnSurface: Bool { OwnSurfaceRegistry.shared.outermostOwner(of: self) != nil }
}

/// Where a view's own surface is stacked relative to its window's (see `View.ownSurfacePlacement`).
public enum OwnSurfacePlacement: Sendable, Equatable {
    /// Above everything the window draws itself (a dragged card).
    case aboveWindow
    /// Below the window's pixels, which are left transparent over the view (a map under its pins).
    case belowWindow
}

/// The views that opted into `usesOwnSurface`, held weakly (each also records its placement in a field).
@MainActor public final class OwnSurfaceRegistry {
    /// The app-wide registry.
    public static let shared = OwnSurfaceRegistry()

    private struct Entry {
        weak var view: View?
    }
    // `@exclusivity(unchecked)`: read by every damage call; written only by `set`, by plain stores.
    @exclusivity(unchecked) private var entries: [ObjectIdentifier: Entry] = [:]
    /// Bumped whenever a view opts in or out or changes placement.
    private var version: UInt64 = 0

    /// Changes whenever the answer of `outermostViews(in:)` may change: a view joined or left a
    /// hierarchy, subviews were reordered, or a view opted in or out.
    public struct Stamp: Equatable, Sendable {
        let hierarchy: UInt64
        let registry: UInt64
    }

    /// The current stamp.
    public var stamp: Stamp { Stamp(hierarchy: HierarchyGeneration.current, registry: version) }

    /// Whether no view has opted in (or every one that did is gone).
    var isEmpty: Bool { entries.isEmpty }

    /// Whether `view` opted in.
    func contains(_ view: View) -> Bool {
        view.ownSurfacePlacementStorage != nil
    }

    /// Where `view`'s own surface goes, or nil when it has none.
    public func placement(of view: View) -> OwnSurfacePlacement? {
        view.ownSurfacePlacementStorage
    }

    /// The outermost view, among `view` and its ancestors, that uses its own surface.
    func outermostOwner(of view: View) -> View? {
        guard !entries.isEmpty else { return nil }
        var owner: View?
        var v: View? = view
        while let current = v {
            if contains(current) { owner = current }
            v = current.superview
        }
        return owner
    }

    func set(_ view: View, _ placement: OwnSurfacePlacement?) {
        entries = entries.filter { $0.value.view != nil }
        entries[ObjectIdentifier(view)] = placement.map { _ in Entry(view: view) }
        view.ownSurfacePlacementStorage = placement
        version &+= 1
    }

    /// The opted-in views in `window`'s hierarchy that are not inside another opted-in view, in
    /// back-to-front drawing order.
    public func outermostViews(in window: Window) -> [View] {
        guard entries.values.contains(where: { $0.view?.window === window }) else { return [] }
        var result: [View] = []
        collect(window, into: &result)
        return result
    }

    private func collect(_ view: View, into result: inout [View]) {
        for sub in view.subviews {
            if contains(sub) { result.append(sub) } else { collect(sub, into: &result) }
        }
    }
}
