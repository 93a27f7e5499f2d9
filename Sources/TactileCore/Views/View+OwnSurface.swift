extension View {
    /// Opt-in: draw this view (and its subviews) into its own platform surface instead of the
    /// window's. On Wayland it becomes a `wl_subsurface` with its own buffers: moving the view then
    /// only repositions that surface (neither the window's nor the view's pixels are repainted), and
    /// redrawing it leaves the window's buffer alone. Useful for a frequently moving or redrawn
    /// element (a dragged card, a video-like area). Default false.
    ///
    /// Such a view is placed at its frame's top-left corner in window coordinates; its transform's
    /// rotation and scale are not applied on screen. Nested opted-in views are drawn into the
    /// outermost one's surface. Touches are unaffected: the surface takes no input and the window
    /// hit-tests as usual. Snapshots draw it like any other view.
    ///
    /// Stored in a side table because `View`'s stored properties live in another file.
    public var usesOwnSurface: Bool {
        get { OwnSurfaceRegistry.shared.contains(self) }
        set {
            guard newValue != usesOwnSurface else { return }
            OwnSurfaceRegistry.shared.set(self, newValue)
            setNeedsDisplay()
        }
    }
}

/// The views that opted into `usesOwnSurface`, held weakly.
@MainActor public final class OwnSurfaceRegistry {
    /// The app-wide registry.
    public static let shared = OwnSurfaceRegistry()

    private struct Entry {
        weak var view: View?
    }
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Whether `view` opted in.
    func contains(_ view: View) -> Bool {
        entries[ObjectIdentifier(view)]?.view === view
    }

    func set(_ view: View, _ on: Bool) {
        entries = entries.filter { $0.value.view != nil }
        entries[ObjectIdentifier(view)] = on ? Entry(view: view) : nil
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
