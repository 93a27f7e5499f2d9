import TactileCore

/// Draws a window the way `WindowSurface` and `SurfacePresenter` do, without a compositor: 2 or 3
/// page-aligned, shm-like buffers used in turn (the compositor releases one when another is
/// attached), the window's recorded damage turned into a buffer-pixel region, each buffer's missed
/// damage (buffer age) added, and `ViewRenderer` painting exactly that region.
///
/// A scroll is drawn as the Wayland client draws it (`Window.retainsScrolledPixels`): the frame's
/// `ScrollMove` copies the scroll view's pixels, shifted, from the buffer drawn last, and only the
/// damage is repainted inside them; the whole moved rect is reported as changed. A scroll of the
/// whole window slides instead (`SlidingFrames`): the frame is drawn in a pool of rows where the
/// previous frame's pixels already stand moved, and only the uncovered strip is painted.
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
    /// Whether whole-window scrolls slide in the pool (`slidesScrolledFrames` of `init`).
    private let slides: Bool
    private var sliding: SlidingFrames
    /// The rows of the pool the compositor holds (kept for its capacity).
    private var heldRows: [Range<Int>] = []
    /// The pool of rows, made by the first frame that slides.
    private var pool: MappedFrameBuffer?
    /// The pixels the last frame repainted (its repaint region's area).
    public private(set) var lastRepaintArea = 0
    /// The scroll move the last frame made, if any.
    public private(set) var lastMove: ScrollMove?
    /// How many frames moved pixels.
    public private(set) var moveCount = 0
    /// How many frames slid in the pool without copying pixels.
    public private(set) var slideCount = 0

    /// `bufferCount` (2 or 3) buffers for `window` at its current size (scale 1); `movesScrolledPixels`
    /// sets the window's `retainsScrolledPixels`; `slidesScrolledFrames` false draws every frame in
    /// the buffers.
    public init(window: Window, bufferCount: Int = 2, movesScrolledPixels: Bool = true,
                slidesScrolledFrames: Bool = true) throws {
        self.window = window
        width = Int(window.bounds.width.rounded(.up))
        height = Int(window.bounds.height.rounded(.up))
        slides = slidesScrolledFrames
        sliding = SlidingFrames(frameHeight: height)
        for _ in 0..<min(max(bufferCount, 2), 3) { buffers.append(try MappedFrameBuffer(width: width, height: height)) }
        window.retainsScrolledPixels = movesScrolledPixels
    }

    /// The buffer the next frame draws into.
    public var nextBuffer: PixelImage { buffers[next].image }
    /// The frame presented last: its buffer, or a copy of its rows of the pool (the buffer drawn
    /// last should the copy's memory not be available).
    public var lastBuffer: PixelImage {
        guard sliding.frontRow != nil else { return buffers[previousIndex].image }
        return (try? lastFrame()) ?? buffers[previousIndex].image
    }
    /// The pixels of the frame presented last (a buffer, or its rows of the pool), as a copy.
    public func lastFrame() throws -> PixelImage {
        let frame = try PixelImage(width: width, height: height)
        if let row = sliding.frontRow, let pool {
            frame.apply(ScrollMove(rect: extentRect, dx: 0, dy: 0), from: pool.image, sourceRow: row, row: 0, frameHeight: height)
        } else {
            frame.apply(ScrollMove(rect: extentRect, dx: 0, dy: 0), from: buffers[previousIndex].image)
        }
        return frame
    }
    /// The pixels the last frame repainted.
    public var lastRepaint: DamageRegion { repaint }
    /// The pixels the last frame reported changed (as `damage_buffer` would): its damage and the moved rect.
    public var lastReported: DamageRegion { reported }

    /// Draws one frame if anything is damaged (or `whole`); returns the repainted area.
    @discardableResult
    public func drawFrame(whole: Bool = false) -> Int {
        // As SurfacePresenter: the move needs the previous frame (none before the first).
        let hasFront = sliding.frontRow != nil || tracker.damage(for: previousIndex) != nil
        let move = window.takeScrollMove(scale: 1, allowed: !whole && hasFront)
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
        if move != nil { moveCount += 1 }
        reported.removeAll(keepingCapacity: true)
        reported.formUnion(changed)
        if let move { reported.formUnion(move.rect) }
        if !drawInPool(move: move) { drawInBuffer(move: move) }
        tracker.add(reported)
        lastRepaintArea = repaint.area
        return lastRepaintArea
    }

    /// Draws the frame in the pool when `SlidingFrames` places it there (the compositor holds only
    /// the frame shown last); returns false otherwise.
    private func drawInPool(move: ScrollMove?) -> Bool {
        heldRows.removeAll(keepingCapacity: true)
        if let row = sliding.frontRow { heldRows.append(row..<(row + height)) }
        guard slides, let move, let placement = sliding.placement(for: move, width: width, changed: changed, held: heldRows) else {
            return false
        }
        if pool == nil { pool = try? MappedFrameBuffer(width: width, height: sliding.rows) }
        guard let pool else { return false }
        sliding.repaint(after: move, changed: changed, width: width, into: &repaint)
        switch placement {
        case .slid(let row):
            slideCount += 1
            renderer.renderFrame(window, into: pool.image, row: row, frameHeight: height, scale: 1, repaint: repaint,
                                 move: nil, previous: nil, previousRow: 0)
        case .copied(let row):
            let (source, sourceRow) = sliding.frontRow.map { (pool.image, $0) } ?? (buffers[previousIndex].image, 0)
            renderer.renderFrame(window, into: pool.image, row: row, frameHeight: height, scale: 1, repaint: repaint,
                                 move: move, previous: source, previousRow: sourceRow)
        }
        sliding.didPresent(row: placement.row)
        return true
    }

    /// Draws the frame in the next buffer: what it missed and the changes, after the move. After a
    /// frame in the pool the buffer first takes that whole frame.
    private func drawInBuffer(move: ScrollMove?) {
        let target = buffers[next].image
        if let row = sliding.frontRow, let pool {
            target.apply(ScrollMove(rect: extentRect, dx: 0, dy: 0), from: pool.image, sourceRow: row, row: 0, frameHeight: height)
            if let move { target.apply(move, from: target) }
            tracker.repaint(for: next, changed: changed, moved: extentRect, extent: extentRect, into: &repaint)
            renderer.renderFrame(window, into: target, scale: 1, repaint: repaint, move: nil, previous: nil)
        } else {
            tracker.repaint(for: next, changed: changed, moved: move?.rect, extent: extentRect, into: &repaint)
            renderer.renderFrame(window, into: target, scale: 1, repaint: repaint, move: move,
                                 previous: buffers[previousIndex].image)
        }
        tracker.markPainted(next)
        sliding.didPresent(row: nil)
        next = (next + 1) % buffers.count
    }

    private var extentRect: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
    private var previousIndex: Int { (next + buffers.count - 1) % buffers.count }
}
