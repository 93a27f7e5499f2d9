import TactileCore
import WaylandClient

/// The `wl_subsurface` of a view that opted into `usesOwnSurface`: its own buffers, positioned at
/// the view's frame origin in window coordinates, with an empty input region (touches go through
/// to the window surface, which hit-tests as usual).
///
/// Synchronized mode: its commits take effect with the window surface's next commit, so a move
/// (`set_position`) or a redraw appears atomically with the rest of the window.
@MainActor final class ViewSurface {
    private(set) weak var view: View?
    let surface: WlSurface
    let subsurface: WlSubsurface
    let presenter: SurfacePresenter
    private let inputRegion: WlRegion

    /// The view's rect in window points when last presented (damage attribution, touch mapping).
    var presentedRect: Rect?
    /// The position last sent with `set_position`.
    private(set) var position: (x: Int, y: Int)?
    /// Whether a buffer is attached.
    private(set) var isMapped = false

    init(view: View, parent: WlSurface, globals: BoundGlobals, subcompositor: WlSubcompositor) throws(PlatformError) {
        self.view = view
        do {
            surface = try globals.compositor.createSurface()
            subsurface = try subcompositor.getSubsurface(surface: surface, parent: parent)
            inputRegion = try globals.compositor.createRegion()
            try surface.setInputRegion(region: inputRegion)
            presenter = SurfacePresenter(surface: surface, swapchain: BufferSwapchain(shm: globals.shm))
            presenter.viewport = try globals.viewporter?.getViewport(surface: surface)
        } catch {
            throw PlatformError(error)
        }
    }

    /// Moves the subsurface; takes effect with the parent's commit. Returns whether it moved.
    func move(to origin: Point) throws(PlatformError) -> Bool {
        let x = Int(origin.x.rounded()), y = Int(origin.y.rounded())
        if let position, position.x == x, position.y == y { return false }
        do { try subsurface.setPosition(x: Int32(x), y: Int32(y)) } catch { throw PlatformError(error) }
        position = (x, y)
        return true
    }

    /// Draws the view into its own buffer and commits (cached until the parent commits).
    /// `damage` is in the view's points; nil redraws everything. Returns false when all buffers are held.
    func present(size: Size, scale: SurfaceScale, damage: DamageRegion?) throws(PlatformError) -> Bool {
        guard let view else { return false }
        let width = Int(size.width.rounded(.up)), height = Int(size.height.rounded(.up))
        let renderer = ViewRenderer()
        let presented = try presenter.present(width: width, height: height, scale: scale.renderScale,
                                              fractional: scale.isFractional,
                                              damage: isMapped ? damage : nil) { image, s, region in
            renderer.render(view, into: image, scale: s, damage: region)
        }
        guard presented else { return false }
        do { try surface.commit() } catch { throw PlatformError(error) }
        isMapped = true
        return true
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
        presentedRect = nil
    }
}
