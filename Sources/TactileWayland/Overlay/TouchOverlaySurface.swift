import TactileCore
import WaylandClient

/// Shows a window's `TouchOverlay` on a `wl_subsurface` of its own, stacked above the window and
/// every view subsurface, with an empty input region (it never takes input). Only the circles'
/// old and new squares are repainted in the overlay's buffer; the window's buffer is untouched.
///
/// `WindowSurface` creates one when `touchOverlayEnabled` is on and `wl_subcompositor` exists
/// (otherwise the overlay is drawn into the window's frames, as in snapshots).
@MainActor final class TouchOverlaySurface {
    private let overlay: TouchOverlay
    private let layer: TouchOverlayLayerView
    private let surface: ViewSurface
    private var raisedAtGeneration = 0
    private var needsFullRedraw = true
    private let onChange: @MainActor () -> Void

    init(window: Window, parent: WlSurface, globals: BoundGlobals, subcompositor: WlSubcompositor,
         onChange: @escaping @MainActor () -> Void) throws(PlatformError) {
        overlay = window.touchOverlay
        self.onChange = onChange
        layer = TouchOverlayLayerView(overlay: overlay, size: window.bounds.size)
        surface = try ViewSurface(view: layer, parent: parent, globals: globals, subcompositor: subcompositor)
        overlay.isHostedByPlatform = true
        overlay.onHostDamage = onChange
        _ = overlay.takeHostDamage()
    }

    /// Hands the overlay back to the window's frames (the overlay was switched off).
    func detach() throws(PlatformError) {
        overlay.isHostedByPlatform = false
        overlay.onHostDamage = nil
        try surface.unmap()
    }

    /// Keeps the overlay above `topSibling`, the topmost view subsurface; `generation` counts
    /// creations and reorderings of those, so the overlay is raised once after each.
    func stay(above topSibling: WlSurface?, generation: Int) throws(PlatformError) {
        guard let topSibling, generation != raisedAtGeneration else { return }
        do { try surface.subsurface.placeAbove(sibling: topSibling) } catch { throw PlatformError(error) }
        raisedAtGeneration = generation
    }

    /// Repaints what changed at the window's `size` and `scale`; says what needs committing.
    func update(size: Size, scale: SurfaceScale) throws(PlatformError) -> FrameOutcome {
        let damage = overlay.takeHostDamage()
        var outcome = FrameOutcome.unchanged
        if layer.bounds.size != size {
            layer.frame = Rect(origin: .zero, size: size)
            needsFullRedraw = true
        }
        if try surface.move(to: .zero) { outcome.changedSurfaces = true }
        let width = BufferLimits.wholePoints(size.width), height = BufferLimits.wholePoints(size.height)
        let current = surface.presenter.isCurrent(width: width, height: height, scale: scale)
        guard needsFullRedraw || !current || !damage.isEmpty else { return outcome }
        var region = DamageRegion()
        for rect in damage { region.formUnion(covering: rect) }
        let presented = try surface.present(size: size, scale: scale, damage: needsFullRedraw || !current ? nil : region)
        if presented.attached {
            try surface.commit()
            needsFullRedraw = false
            outcome.add(presented)
        } else {
            // Every buffer is held: redraw it whole once one is released.
            needsFullRedraw = true
            surface.presenter.swapchain.onBufferReleased = onChange
        }
        return outcome
    }
}

/// A window-sized view that draws a touch overlay's circles; never part of a view hierarchy.
@MainActor final class TouchOverlayLayerView: View {
    private let overlay: TouchOverlay

    init(overlay: TouchOverlay, size: Size) {
        self.overlay = overlay
        super.init(frame: Rect(origin: .zero, size: size))
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        overlay.draw(in: canvas)
    }
}
