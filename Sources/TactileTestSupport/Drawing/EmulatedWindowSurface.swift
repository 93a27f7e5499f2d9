import TactileCore

/// Draws a window the way `WindowSurface` and `SurfacePresenter` do, without a compositor: 2 or 3
/// page-aligned, shm-like buffers used in turn (the compositor releases one when another is
/// attached), the window's recorded damage turned into a buffer-pixel region, each buffer's missed
/// damage (buffer age) added, and `ViewRenderer` painting exactly that region.
///
/// A scroll is drawn as the Wayland client draws it (`Window.retainsScrolledPixels`): the frame's
/// `ScrollMove` copies the scroll view's pixels, shifted, from the buffer drawn last, and only the
/// damage is repainted inside them; the whole moved rect is reported as changed.
@MainActor public final class EmulatedWindowSurface {
    public let window: Window
    public let width: Int
    public let height: Int
    private var buffers: [MappedFrameBuffer] = []
    private var tracker = BufferDamageTracker<Int>()
    private var next = 0
    /// Paints every frame, as `WindowSurface` keeps one renderer for its life.
    private let renderer = ViewRenderer()
    /// Kept between frames, emptied in place: their memory is reused.
    private var changed = DamageRegion()
    private var reported = DamageRegion()
    private var repaint = DamageRegion()
    private var content: [Rect] = []
    private var own: [OwnSurfaceDamage] = []
    /// The pixels the last frame repainted (its repaint region's area).
    public private(set) var lastRepaintArea = 0
    /// The scroll move the last frame made, if any.
    public private(set) var lastMove: ScrollMove?
    /// How many frames moved pixels.
    public private(set) var moveCount = 0

    /// `bufferCount` (2 or 3) buffers for `window` at its current size (scale 1); `movesScrolledPixels`
    /// sets the window's `retainsScrolledPixels`.
    public init(window: Window, bufferCount: Int = 2, movesScrolledPixels: Bool = true) throws {
        self.window = window
        width = Int(window.bounds.width.rounded(.up))
        height = Int(window.bounds.height.rounded(.up))
        for _ in 0..<min(max(bufferCount, 2), 3) { buffers.append(try MappedFrameBuffer(width: width, height: height)) }
        window.retainsScrolledPixels = movesScrolledPixels
    }

    /// The buffer the next frame draws into.
    public var nextBuffer: PixelImage { buffers[next].image }
    /// The buffer the last frame drew into.
    public var lastBuffer: PixelImage { buffers[(next + buffers.count - 1) % buffers.count].image }
    /// The pixels the last frame repainted.
    public var lastRepaint: DamageRegion { repaint }
    /// The pixels the last frame reported changed (as `damage_buffer` would): its damage and the moved rect.
    public var lastReported: DamageRegion { reported }

    /// Draws one frame if anything is damaged (or `whole`); returns the repainted area.
    @discardableResult
    public func drawFrame(whole: Bool = false) -> Int {
        let extentRect = PixelRect(x: 0, y: 0, width: width, height: height)
        // As SurfacePresenter: the move needs the previous frame in a buffer (none before the first).
        let move = window.takeScrollMove(scale: 1, allowed: !whole && tracker.damage(for: previousIndex) != nil)
        // The arrays go back and forth between the window and this surface, as in `WindowSurface`.
        window.takeDamage(content: &content, own: &own)
        lastMove = move
        guard whole || !content.isEmpty || !own.isEmpty || move != nil else {
            lastRepaintArea = 0
            repaint.removeAll(keepingCapacity: true)
            reported.removeAll(keepingCapacity: true)
            return 0
        }
        changed.removeAll(keepingCapacity: true)
        if whole {
            changed.formUnion(extentRect)
        } else {
            for rect in content { changed.formUnion(covering: rect) }
            for entry in own { changed.formUnion(covering: entry.rect) }
            changed.formIntersection(extentRect)
        }
        tracker.repaint(for: next, changed: changed, moved: move?.rect, extent: extentRect, into: &repaint)
        let target = buffers[next].image
        if move != nil { moveCount += 1 }
        renderer.renderFrame(window, into: target, scale: 1, repaint: repaint, move: move,
                             previous: buffers[previousIndex].image)
        reported.removeAll(keepingCapacity: true)
        reported.formUnion(changed)
        if let move { reported.formUnion(move.rect) }
        tracker.add(reported)
        tracker.markPainted(next)
        next = (next + 1) % buffers.count
        lastRepaintArea = repaint.area
        return lastRepaintArea
    }

    private var previousIndex: Int { (next + buffers.count - 1) % buffers.count }
}
