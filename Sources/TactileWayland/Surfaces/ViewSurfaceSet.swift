import TactileCore
import WaylandClient

/// The subsurfaces of a window's views that use their own surface (`View.usesOwnSurface`), keyed by view.
@MainActor final class ViewSurfaceSet {
    private let parent: WlSurface
    private let globals: BoundGlobals
    private var viewSurfaces: [ObjectIdentifier: ViewSurface] = [:]
    /// The buffers of surfaces that went away, kept for the next views that opt in (screens sliding
    /// in a transition come and go in pairs): already paged in, so a new slide does not paint into
    /// fresh, kernel-zeroed memory. At most `maximumSpares`, oldest first.
    private var spareSwapchains: [BufferSwapchain] = []
    private static let maximumSpares = 2
    private var loggedMissingSubcompositor = false
    /// The topmost subsurface above the window, as far as the compositor knows (the touch overlay
    /// stays above it).
    private(set) var newestSurface: WlSurface?
    /// How many times a subsurface above the window was created or the stack was reordered (the
    /// overlay raises itself again after each).
    private(set) var stackChangeCount = 0
    /// The views of the subsurfaces above the window, bottom to top, as the compositor stacks them:
    /// a new subsurface goes on top of its siblings.
    private var stackedAbove: [ObjectIdentifier] = []
    /// The views drawn on a subsurface by the last `update`, above and below the window.
    private(set) var surfacedAbove: [View] = []
    private(set) var surfacedBelow: [View] = []
    /// The window area (points) the last `update` changed by moving, cropping or unmapping surfaces:
    /// each such surface's old and new visible areas (what the compositor recomposes; measurements).
    var lastRecomposedArea = 0.0
    /// What the last `update` saw: a frame with the same hierarchy and scale, no window damage and no
    /// damage of a view leaves that view's surface exactly as it is.
    private var lastHierarchyGeneration: UInt64?
    private var lastScale: SurfaceScale?
    /// The hierarchy generation in which the stack above the window was last put in view order:
    /// until it moves on, or a surface comes, goes or changes placement, the order holds.
    private var stackOrderedGeneration: UInt64?

    init(parent: WlSurface, globals: BoundGlobals) {
        self.parent = parent
        self.globals = globals
    }

    /// Whether there are no subsurfaces.
    var isEmpty: Bool { viewSurfaces.isEmpty }
    /// How many subsurfaces exist.
    var count: Int { viewSurfaces.count }

    /// The bytes mapped by the surfaces' buffers (tests, measurements).
    var mappedBufferBytes: Int { viewSurfaces.values.reduce(0) { $0 + $1.presenter.swapchain.mappedByteCount } }

    /// Syncs the subsurfaces with the opted-in `views`: creates, moves, crops and redraws them.
    /// `ownDamage` is the window's damage of such views; what the window's own pixels must repaint
    /// because of them (views drawn into the window after all, holes of views below it that
    /// changed) is added to `windowDamage`. Returns what the parent's commit must apply.
    func update(_ views: [View], in window: Window, ownDamage: [OwnSurfaceDamage], windowDamage: inout [Rect],
                scale: SurfaceScale) throws -> FrameOutcome {
        var outcome = FrameOutcome.unchanged
        lastRecomposedArea = 0
        let generation = window.hierarchyGeneration
        // Nothing outside the views' own surfaces changed (no ancestor moved, hid or resized: that
        // would damage the window), so a view without damage of its own is where it was.
        let quiet = windowDamage.isEmpty && generation == lastHierarchyGeneration && scale == lastScale
        lastHierarchyGeneration = generation
        lastScale = scale
        Self.empty(&surfacedAbove)
        Self.empty(&surfacedBelow)
        if generation != stackOrderedGeneration { stackOrderedGeneration = nil }
        // The views are few (a dragged pin, a map layer): linear scans, no set to allocate per frame,
        // and plain loops (`Self.contains`, `Self.hasDamage`, `if let`): a closure in this per-frame
        // path would check the main actor at run time on every call.
        for (key, child) in viewSurfaces where !Self.contains(views, key) {
            if child.placement == .belowWindow, let hole = child.presentedVisibleRect { windowDamage.append(hole) }
            if let old = child.presentedVisibleRect { lastRecomposedArea += Self.area(old) }
            try child.unmap()
            if child.surface === newestSurface { newestSurface = nil }
            viewSurfaces[key] = nil
            stackedAbove.removeAll { $0 == key }
            stackOrderedGeneration = nil
            spareSwapchains.append(child.presenter.swapchain)
            if spareSwapchains.count > Self.maximumSpares { spareSwapchains.removeFirst() }
            outcome.changedSurfaces = true
        }
        guard let subcompositor = globals.subcompositor else {
            if !views.isEmpty && !loggedMissingSubcompositor {
                loggedMissingSubcompositor = true
                PlatformLog.wayland.notice("no wl_subcompositor: views with usesOwnSurface draw into the window")
            }
            windowDamage.append(contentsOf: ownDamage.lazy.map(\.rect))
            return outcome
        }
        for view in views {
            let key = ObjectIdentifier(view)
            if quiet, let child = viewSurfaces[key], child.presentedVisibleRect != nil,
               !Self.hasDamage(ownDamage, of: key) {
                if child.placement == .belowWindow { surfacedBelow.append(view) } else { surfacedAbove.append(view) }
                continue
            }
            let placement = view.ownSurfacePlacement
            var existing = viewSurfaces[key]
            if let moved = existing, moved.placement != placement {
                if placement == .aboveWindow, let hole = moved.presentedVisibleRect { windowDamage.append(hole) }
                try moved.unmap()
                viewSurfaces[key] = nil
                stackedAbove.removeAll { $0 == key }
                stackOrderedGeneration = nil
                existing = nil
            }
            let child: ViewSurface
            if let existing {
                child = existing
            } else {
                // Only buffers the compositor gave back (it releases them when their surface goes).
                spareSwapchains.removeAll { $0.heldCount > 0 }
                let spare = spareSwapchains.isEmpty ? nil : spareSwapchains.removeFirst()
                child = try ViewSurface(view: view, placement: placement, parent: parent, globals: globals,
                                        subcompositor: subcompositor, swapchain: spare)
                viewSurfaces[key] = child
                stackOrderedGeneration = nil
                if placement == .aboveWindow {
                    newestSurface = child.surface
                    stackedAbove.append(key)
                    stackChangeCount += 1
                }
            }
            // Where the view is shown now: an animated view's surface follows its presentation.
            let rect = view.presentedRectInWindow
            let placed = Rect(x: rect.origin.x.rounded(), y: rect.origin.y.rounded(),
                              width: rect.width.rounded(.up), height: rect.height.rounded(.up))
            var visible = Rect.zero
            if let shown = view.presentedVisibleRectInWindow { visible = Self.wholePoints(shown).intersection(placed) }
            guard view.isShownWithAncestors, !visible.isEmpty else {
                if child.isMapped {
                    if placement == .belowWindow, let hole = child.presentedVisibleRect { windowDamage.append(hole) }
                    if let old = child.presentedVisibleRect { lastRecomposedArea += Self.area(old) }
                    try child.unmap()
                    outcome.changedSurfaces = true
                }
                continue
            }
            // Without a viewport a partly hidden view would show beyond its clip: draw it into the window.
            guard child.canCrop || visible == placed else {
                if child.isMapped {
                    try child.unmap()
                    outcome.changedSurfaces = true
                }
                windowDamage.append(contentsOf: ownDamage.lazy.filter { $0.view == key }.map(\.rect))
                continue
            }
            if placement == .belowWindow {
                surfacedBelow.append(view)
                // The window leaves a transparent hole over the view: repaint where the hole moved.
                if let old = child.presentedVisibleRect, old != visible {
                    windowDamage.append(old)
                    windowDamage.append(visible)
                } else if child.presentedVisibleRect == nil {
                    windowDamage.append(visible)
                }
            } else {
                surfacedAbove.append(view)
            }
            var resized = true
            if let presented = child.presentedRect { resized = presented.size != rect.size }
            // Made only when the view's content changed: a moved view's frame allocates no region.
            var local: DamageRegion?
            for entry in ownDamage where entry.view == key && !entry.isGeometry && entry.rect.intersects(rect) {
                let r = entry.rect
                if local == nil { local = DamageRegion() }
                local?.formUnion(covering: Rect(x: r.origin.x - rect.origin.x, y: r.origin.y - rect.origin.y,
                                                width: r.width, height: r.height))
            }
            let redrawn = local.map { !$0.isEmpty } ?? false
            let current = child.presenter.isCurrent(width: BufferLimits.wholePoints(rect.width),
                                                    height: BufferLimits.wholePoints(rect.height), scale: scale)
            if !child.isMapped || resized || !current || redrawn {
                let damage = resized || !current ? nil : local ?? DamageRegion()
                outcome.add(try child.present(size: rect.size, scale: scale, damage: damage))
            }
            if let old = child.presentedVisibleRect, old != visible {
                lastRecomposedArea += Self.area(old) + Self.area(visible) - Self.area(old.intersection(visible))
            } else if child.presentedVisibleRect == nil {
                lastRecomposedArea += Self.area(visible)
            }
            if try child.show(visible, of: placed) { outcome.changedSurfaces = true }
            try child.commit()
            child.presentedRect = rect
            child.presentedVisibleRect = visible
        }
        if stackOrderedGeneration == nil {
            if try restackAbove(in: views) { outcome.changedSurfaces = true }
            stackOrderedGeneration = generation
        }
        return outcome
    }

    /// Stacks the subsurfaces above the window in their views' order, back to front, when the
    /// compositor's order differs: a surface kept from earlier frames (a screen that stayed on its
    /// surface after a transition) can be older than one of a view behind it. Returns whether it
    /// sent anything (applied with the parent's commit).
    private func restackAbove(in views: [View]) throws(PlatformError) -> Bool {
        var position = 0
        var inOrder = true
        for view in views {
            let key = ObjectIdentifier(view)
            guard let child = viewSurfaces[key], child.placement == .aboveWindow else { continue }
            if position >= stackedAbove.count || stackedAbove[position] != key {
                inOrder = false
                break
            }
            position += 1
        }
        if inOrder && position == stackedAbove.count { return false }
        var order: [ObjectIdentifier] = []
        var below = parent
        for view in views {
            let key = ObjectIdentifier(view)
            guard let child = viewSurfaces[key], child.placement == .aboveWindow else { continue }
            do { try child.subsurface.placeAbove(sibling: below) } catch { throw PlatformError(error) }
            below = child.surface
            order.append(key)
        }
        stackedAbove = order
        newestSurface = order.isEmpty ? nil : below
        stackChangeCount += 1
        return true
    }

    private static func area(_ r: Rect) -> Double { r.isEmpty ? 0 : r.width * r.height }

    /// Empties `views`, keeping the storage: the one or two views of a frame popped, rather than the
    /// general `replaceSubrange` that `removeAll(keepingCapacity:)` goes through.
    private static func empty(_ views: inout [View]) {
        while !views.isEmpty { views.removeLast() }
    }

    /// Whether one of `views` is the view `key` names.
    private static func contains(_ views: [View], _ key: ObjectIdentifier) -> Bool {
        for view in views where ObjectIdentifier(view) == key { return true }
        return false
    }

    /// Whether `ownDamage` has an entry for the view `key` names.
    private static func hasDamage(_ ownDamage: [OwnSurfaceDamage], of key: ObjectIdentifier) -> Bool {
        for entry in ownDamage where entry.view == key { return true }
        return false
    }

    /// `r` grown to whole points.
    private static func wholePoints(_ r: Rect) -> Rect {
        let x0 = r.minX.rounded(.down), y0 = r.minY.rounded(.down)
        return Rect(x: x0, y: y0, width: r.maxX.rounded(.up) - x0, height: r.maxY.rounded(.up) - y0)
    }

    /// Where `target` (one of the subsurfaces) sits in window coordinates, or nil.
    func offset(of target: WlSurface) -> Point? {
        for child in viewSurfaces.values where child.surface === target {
            return child.presentedVisibleRect?.origin ?? child.presentedRect?.origin ?? .zero
        }
        return nil
    }
}
