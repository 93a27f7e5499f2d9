import TactileCore
import WaylandClient

/// The `wl_subsurface` of a view that opted into `usesOwnSurface`: its own buffers, positioned at
/// the view's frame origin in window coordinates, with an empty input region (touches go through
/// to the window surface, which hit-tests as usual).
///
/// Stacked above the window surface, or below it for `OwnSurfacePlacement.belowWindow`. The part
/// of the view outside its visible rect (the window, ancestors that clip) is cropped with the
/// surface's viewport, so a moving view only changes its position and crop, never its pixels.
///
/// Synchronized mode: its commits take effect with the window surface's next commit, so a move
/// (`set_position`) or a redraw appears atomically with the rest of the window.
@MainActor final class ViewSurface {
    private(set) weak var view: View?
    let surface: WlSurface
    let subsurface: WlSubsurface
    let presenter: SurfacePresenter
    /// Paints every frame (one renderer for the surface's life, not one allocated per frame).
    private let renderer = ViewRenderer()
    let placement: OwnSurfacePlacement
    private let inputRegion: WlRegion

    /// The view's rect in window points when last presented (damage attribution, touch mapping).
    var presentedRect: Rect?
    /// The part of it shown when last presented (window points, whole points).
    var presentedVisibleRect: Rect?
    /// The position last sent with `set_position`.
    private(set) var position: (x: Int, y: Int)?
    /// Whether a buffer is attached.
    private(set) var isMapped = false
    /// The viewport crop last sent (surface coordinates → points), nil when none is set.
    private var sentCrop: (source: Rect, destination: Size)??
    /// Whether state was sent that the next `commit()` must apply.
    private var needsCommit = false

    /// A subsurface for `view`, drawing into `swapchain`'s buffers when given (those of a surface
    /// that went away, already paged in) or into new ones.
    init(view: View, placement: OwnSurfacePlacement = .aboveWindow, parent: WlSurface, globals: BoundGlobals,
         subcompositor: WlSubcompositor, swapchain: BufferSwapchain? = nil) throws(PlatformError) {
        self.view = view
        self.placement = placement
        do {
            surface = try globals.compositor.createSurface()
            subsurface = try subcompositor.getSubsurface(surface: surface, parent: parent)
            if placement == .belowWindow { try subsurface.placeBelow(sibling: parent) }
            inputRegion = try globals.compositor.createRegion()
            try surface.setInputRegion(region: inputRegion)
            presenter = SurfacePresenter(surface: surface, swapchain: swapchain ?? BufferSwapchain(shm: globals.shm))
            presenter.viewport = try globals.viewporter?.getViewport(surface: surface)
        } catch {
            throw PlatformError(error)
        }
    }

    /// Whether the surface can show only part of its buffer (a viewport exists).
    var canCrop: Bool { presenter.viewport != nil }

    /// Moves the subsurface; takes effect with the parent's commit. Returns whether it moved.
    func move(to origin: Point) throws(PlatformError) -> Bool {
        // View frames come from app code: saturate rather than trap on an absurd one.
        let x = Int(Int32(saturating: origin.x.rounded())), y = Int(Int32(saturating: origin.y.rounded()))
        if let position, position.x == x, position.y == y { return false }
        do { try subsurface.setPosition(x: Int32(x), y: Int32(y)) } catch { throw PlatformError(error) }
        position = (x, y)
        return true
    }

    /// Shows the part `visible` of the view at `rect` (both in window points, on whole points):
    /// positions the subsurface at its top-left corner and crops the rest with the viewport
    /// (applied by `commit()`). Returns whether anything was sent.
    func show(_ visible: Rect, of rect: Rect) throws(PlatformError) -> Bool {
        let moved = try move(to: visible.origin)
        let crop: (source: Rect, destination: Size)?
        if visible == rect {
            crop = nil
        } else {
            crop = (presenter.withinBuffer(Rect(x: visible.origin.x - rect.origin.x, y: visible.origin.y - rect.origin.y,
                                                width: visible.size.width, height: visible.size.height)), visible.size)
        }
        if let sentCrop, sentCrop?.source == crop?.source, sentCrop?.destination == crop?.destination { return moved }
        guard let viewport = presenter.viewport, isMapped else { return moved }
        // Surface coordinates are points, or buffer pixels when the viewport does the scaling.
        let toSurface = presenter.scalesThroughViewport ? Double(presenter.lastScale) : 1
        do {
            if let crop {
                try viewport.setSource(x: crop.source.origin.x * toSurface, y: crop.source.origin.y * toSurface,
                                       width: crop.source.size.width * toSurface, height: crop.source.size.height * toSurface)
                try viewport.setDestination(width: Int32(saturating: crop.destination.width),
                                            height: Int32(saturating: crop.destination.height))
            } else {
                try viewport.setSource(x: -1, y: -1, width: -1, height: -1)
                if presenter.scalesThroughViewport {
                    try viewport.setDestination(width: Int32(saturating: rect.width), height: Int32(saturating: rect.height))
                } else {
                    try viewport.setDestination(width: -1, height: -1)
                }
            }
        } catch {
            throw PlatformError(error)
        }
        sentCrop = .some(crop)
        needsCommit = true
        return true
    }

    /// Commits the surface if a redraw or a crop is waiting (cached until the parent commits).
    func commit() throws(PlatformError) {
        guard needsCommit else { return }
        do { try surface.commit() } catch { throw PlatformError(error) }
        needsCommit = false
    }

    /// Draws the view into its own buffer and attaches it (applied by `commit()`).
    /// `damage` is in the view's points; nil redraws everything.
    func present(size: Size, scale: SurfaceScale, damage: DamageRegion?) throws(PlatformError) -> PresentOutcome {
        guard let view else { return .nothingToPaint }
        let width = BufferLimits.wholePoints(size.width), height = BufferLimits.wholePoints(size.height)
        let renderer = self.renderer
        let presented = try presenter.present(width: width, height: height, scale: scale.renderScale,
                                              fractional: scale.isFractional,
                                              damage: isMapped ? damage : nil) { image, _, s, region in
            // No move: never in the scroll pool, so the frame is the whole image.
            renderer.render(view, into: image, scale: s, damage: region)
        }
        guard presented.attached else { return presented }
        isMapped = true
        needsCommit = true
        // The presenter may have reset the viewport's destination: send the crop again.
        sentCrop = nil
        return presented
    }

    /// Removes the content (the view is hidden or left the window).
    func unmap() throws(PlatformError) {
        guard isMapped else { return }
        do {
            try surface.attach(buffer: nil, x: 0, y: 0)
            try surface.commit()
        } catch {
            throw PlatformError(error)
        }
        presenter.invalidate()
        isMapped = false
        needsCommit = false
        presentedRect = nil
        presentedVisibleRect = nil
        sentCrop = nil
    }
}
