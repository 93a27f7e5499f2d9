import TactileCore
import WaylandClient

/// The subsurfaces of a window's views that use their own surface (`View.usesOwnSurface`), keyed by view.
@MainActor final class ViewSurfaceSet {
    private let parent: WlSurface
    private let globals: BoundGlobals
    private var viewSurfaces: [ObjectIdentifier: ViewSurface] = [:]
    private var loggedMissingSubcompositor = false
    /// The most recently created subsurface that still exists (the touch overlay stays above it).
    private(set) var newestSurface: WlSurface?
    /// How many subsurfaces were created so far.
    private(set) var createdCount = 0

    init(parent: WlSurface, globals: BoundGlobals) {
        self.parent = parent
        self.globals = globals
    }

    /// Whether there are no subsurfaces.
    var isEmpty: Bool { viewSurfaces.isEmpty }
    /// How many subsurfaces exist.
    var count: Int { viewSurfaces.count }

    /// Syncs the subsurfaces with the opted-in `views`, moves and redraws them. Damage rects (window
    /// points) that only come from moving such a view are removed from `damage`: the window's pixels
    /// did not change. Returns whether the parent needs a commit.
    func update(_ views: [View], damage: inout [Rect], scale: SurfaceScale, windowBounds: Rect) throws -> Bool {
        var changed = false
        // The views are few (usually one dragged pin): a linear scan, no set to allocate per frame.
        for (key, child) in viewSurfaces where !views.contains(where: { ObjectIdentifier($0) == key }) {
            try child.unmap()
            if child.surface === newestSurface { newestSurface = nil }
            viewSurfaces[key] = nil
            changed = true
        }
        guard let subcompositor = globals.subcompositor else {
            if !views.isEmpty && !loggedMissingSubcompositor {
                loggedMissingSubcompositor = true
                PlatformLog.wayland.notice("no wl_subcompositor: views with usesOwnSurface draw into the window")
            }
            return changed
        }
        for view in views {
            let key = ObjectIdentifier(view)
            let child: ViewSurface
            if let existing = viewSurfaces[key] {
                child = existing
            } else {
                child = try ViewSurface(view: view, parent: parent, globals: globals, subcompositor: subcompositor)
                viewSurfaces[key] = child
                newestSurface = child.surface
                createdCount += 1
            }
            let rect = view.convert(view.bounds, to: nil)
            let visible = isShown(view)
            guard visible else {
                if child.isMapped { try child.unmap(); changed = true }
                continue
            }
            let old = child.presentedRect
            let oldClipped = old?.intersection(windowBounds)
            let newClipped = rect.intersection(windowBounds)
            let moved = old.map { $0.origin != rect.origin } ?? false
            let resized = old.map { $0.size != rect.size } ?? true
            if moved && !resized {
                damage.removeAll { $0 == oldClipped || $0 == newClipped }
            }
            var local = DamageRegion()
            for r in damage where r.intersects(rect) {
                local.formUnion(covering: Rect(x: r.origin.x - rect.origin.x, y: r.origin.y - rect.origin.y,
                                               width: r.width, height: r.height))
            }
            if try child.move(to: rect.origin) { changed = true }
            let current = child.presenter.isCurrent(width: Int(rect.width.rounded(.up)),
                                                    height: Int(rect.height.rounded(.up)), scale: scale)
            if !child.isMapped || resized || !current || !local.isEmpty {
                if try child.present(size: rect.size, scale: scale, damage: resized || !current ? nil : local) { changed = true }
            }
            child.presentedRect = rect
        }
        return changed
    }

    private func isShown(_ view: View) -> Bool {
        var v: View? = view
        while let current = v {
            if current.isHidden || current.alpha <= 0 { return false }
            v = current.superview
        }
        return view.bounds.width > 0 && view.bounds.height > 0
    }

    /// Where `target` (one of the subsurfaces) sits in window coordinates, or nil.
    func offset(of target: WlSurface) -> Point? {
        for child in viewSurfaces.values where child.surface === target {
            return child.presentedRect?.origin ?? .zero
        }
        return nil
    }
}
