import TactileCore
import WaylandClient

/// Puts rendered pixels on one `wl_surface`: picks a free buffer, repaints what it is missing,
/// attaches it and reports the damage box by box (`damage_buffer`). The caller commits.
///
/// With a buffer transform other than `normal` (a fullscreen window on a rotated output), frames are
/// drawn into an image in the window's own orientation that persists between frames, and what each
/// buffer is missing is copied from it, rotated, into the buffer; the surface's
/// `set_buffer_transform` tells the compositor, which can then show the buffer without rotating it.
@MainActor final class SurfacePresenter {
    let surface: WlSurface
    let swapchain: BufferSwapchain
    /// Set when the compositor offers viewporter and fractional scaling: the buffer is rendered at
    /// the next integer scale and the viewport maps it back to the logical size.
    var viewport: WpViewport?

    private var presentedScale = 0
    private var presentedSize = (width: 0, height: 0)
    private var usedViewport = false
    private var presentedTransform = OutputTransform.normal
    /// The window's pixels in its own orientation, while frames are presented transformed.
    private var orientedImage: PixelImage?
    /// What the frame being drawn repaints (kept between frames: its memory is reused).
    var repaint = DamageRegion()
    /// Whether a scroll of the whole frame slides in `rowPool` instead of being copied
    /// (`TACTILE_NO_SCROLL_SLIDE=1` turns it off for the window).
    var slidesScrolledFrames = false
    /// The rows whole-frame scrolls slide in, made by the first frame that can use them.
    var rowPool: ShmRowPool?
    var loggedNoRowPool = false

    /// Whether the last frame was scaled by the viewport (its surface coordinates are then buffer pixels).
    var scalesThroughViewport: Bool { usedViewport }
    /// The buffer scale of the last frame (pixels per point).
    var lastScale: Int { presentedScale }
    /// The buffer transform of the last frame.
    var lastTransform: OutputTransform { presentedTransform }

    /// How many frames were drawn (tests, measurements).
    var frameCount = 0
    /// The damage reported with the last frame, in buffer pixels.
    var lastDamage = DamageRegion()

    init(surface: WlSurface, swapchain: BufferSwapchain) {
        self.surface = surface
        self.swapchain = swapchain
    }

    /// Draws a `width`×`height`-point frame at `scale` and attaches it, transformed by `transform`.
    ///
    /// - Parameters:
    ///   - damage: what changed, in points; nil means everything.
    ///   - move: the frame's scroll move (buffer pixels): its rect's pixels are copied, shifted, from
    ///     the buffer presented last, and the compositor is told the whole rect changed. When it cannot
    ///     be applied (a new geometry or transform, no previous buffer) its rect is repainted instead.
    ///   - draw: paints the given pixels (already cleared) of the frame whose top is the given row
    ///     of the image, at the scale, in the window's orientation. The row is 0 but for a frame in
    ///     the scroll pool (`SlidingFrames`).
    /// - Returns: the buffer attached and the pixels repainted into it, or `.noFreeBuffer` when every
    ///   buffer is held (nothing was attached; try again after a release).
    func present(width: Int, height: Int, scale: Int, fractional: Bool, transform: OutputTransform = .normal,
                 damage: DamageRegion?, move: ScrollMove? = nil,
                 draw: (PixelImage, _ row: Int, _ scale: Int, DamageRegion) -> Void) throws(PlatformError) -> PresentOutcome {
        let (width, height, scale) = fitted(width: width, height: height, scale: scale, fractional: fractional)
        let transform = effectiveTransform(transform)
        let pixelWidth = width * scale, pixelHeight = height * scale
        let bufferSize = transform.transformedSize(width: pixelWidth, height: pixelHeight)
        // Damage is tracked in the window's orientation; it is transformed when reported.
        let extentRect = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let extent = DamageRegion(extentRect)
        let useViewport = fractional && viewport != nil
        let geometryChanged = scale != presentedScale || presentedSize != (width, height) || useViewport != usedViewport
            || transform != presentedTransform
        var changed = extent
        if let damage, !geometryChanged {
            changed = damage.scaled(by: scale).intersection(extent)
        }
        // The frame shown last, when it lies in the pool of a frame this size.
        let pool = rowPool.flatMap { $0.width == pixelWidth && $0.frameHeight == pixelHeight && !geometryChanged ? $0 : nil }
        let poolFront = pool.flatMap { pool in pool.sliding.frontRow.map { (pool, $0) } }
        if damage != nil, !geometryChanged, transform == .normal, !useViewport, let move,
           let outcome = try presentInPool(move: move, changed: changed, width: pixelWidth, height: pixelHeight,
                                           scale: scale, draw: draw) {
            return outcome
        }
        guard let buffer = try swapchain.acquire(width: bufferSize.width, height: bufferSize.height) else { return .noFreeBuffer }
        // The move needs the whole previous frame, unrotated, in a buffer of this size.
        var applied: ScrollMove?
        if let (pool, row) = poolFront, transform == .normal, buffer.width == pixelWidth, buffer.height == pixelHeight {
            // The frame shown last is in the pool: this buffer takes it whole, then the move.
            buffer.image.apply(ScrollMove(rect: extentRect, dx: 0, dy: 0), from: pool.image, sourceRow: row, row: 0,
                               frameHeight: pixelHeight)
            applied = ScrollMove(rect: extentRect, dx: 0, dy: 0)
            // The move's uncovered strip is in `changed` (the window damaged it).
            if let move, !move.isNone, move.rect.x >= 0, move.rect.y >= 0, move.rect.maxX <= pixelWidth,
               move.rect.maxY <= pixelHeight {
                buffer.image.apply(move, from: buffer.image)
            }
        } else if let move, !move.isNone {
            if damage != nil, !geometryChanged, transform == .normal, let front = swapchain.front,
               front.width == buffer.width, front.height == buffer.height,
               move.rect.x >= 0, move.rect.y >= 0, move.rect.maxX <= pixelWidth, move.rect.maxY <= pixelHeight {
                applied = move
                buffer.image.apply(move, from: front.image)
            } else {
                changed.formUnion(move.rect)
                changed.formIntersection(extent)
            }
        }
        rowPool?.sliding.didPresent(row: nil)
        // In the window's orientation: a rotated buffer's own size has width and height swapped.
        swapchain.repaint(of: buffer, changed: changed, moved: applied?.rect, extent: extentRect, into: &repaint)
        if let applied { changed.formUnion(applied.rect) }
        let repaint = self.repaint
        if transform == .normal {
            orientedImage = nil
            if !repaint.isEmpty { draw(buffer.image, 0, scale, repaint) }
        } else {
            try drawTransformed(into: buffer.image, transform: transform, width: pixelWidth, height: pixelHeight,
                                scale: scale, changed: changed, repaint: repaint, draw: draw)
        }
        buffer.didDraw()
        swapchain.didPresent(buffer, damage: changed)
        do throws(WaylandError) {
            try surface.attach(buffer: buffer.wlBuffer, x: 0, y: 0)
            if transform != presentedTransform {
                try surface.setBufferTransform(transform: WlOutput.Transform(rawValue: UInt32(clamping: transform.rawValue)))
            }
            if useViewport, let viewport {
                if geometryChanged {
                    try surface.setBufferScale(scale: 1)
                    try viewport.setDestination(width: Int32(clamping: width), height: Int32(clamping: height))
                }
            } else if geometryChanged {
                if usedViewport, let viewport { try viewport.setDestination(width: -1, height: -1) }
                if surface.version >= 3 { try surface.setBufferScale(scale: Int32(clamping: scale)) }
            }
            var failure: WaylandError?
            changed.forEachRect { box in
                guard failure == nil else { return }
                do throws(WaylandError) {
                    if surface.version >= 4 {
                        let box = transform.apply(box, width: pixelWidth, height: pixelHeight)
                        try surface.damageBuffer(x: Int32(clamping: box.x), y: Int32(clamping: box.y),
                                                 width: Int32(clamping: box.width), height: Int32(clamping: box.height))
                    } else {
                        let s = useViewport ? 1 : scale
                        try surface.damage(x: Int32(clamping: box.x / s), y: Int32(clamping: box.y / s),
                                           width: Int32(clamping: (box.width + s - 1) / s + 1),
                                           height: Int32(clamping: (box.height + s - 1) / s + 1))
                    }
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        } catch {
            throw PlatformError(error)
        }
        buffer.didAttach()
        presentedScale = scale
        presentedSize = (width, height)
        usedViewport = useViewport
        presentedTransform = transform
        frameCount += 1
        lastDamage = transform == .normal ? changed : DamageRegion(changed.rects.map { transform.apply($0, width: pixelWidth, height: pixelHeight) })
        return .attached(paintedPixels: repaint.area)
    }

    /// Brings the oriented image up to date (`changed`, or all of a new one) and copies `repaint`
    /// from it into `target`, transformed.
    private func drawTransformed(into target: PixelImage, transform: OutputTransform, width: Int, height: Int, scale: Int,
                                 changed: DamageRegion, repaint: DamageRegion,
                                 draw: (PixelImage, Int, Int, DamageRegion) -> Void) throws(PlatformError) {
        var stale = changed
        if let image = orientedImage, image.width == width, image.height == height {
            // Up to date but for `changed`.
        } else {
            do { orientedImage = try PixelImage(width: width, height: height) } catch {
                throw .sharedMemory("cannot allocate a \(width)×\(height) image: \(error)")
            }
            stale = DamageRegion(PixelRect(x: 0, y: 0, width: width, height: height))
        }
        guard let oriented = orientedImage else { return }
        if !stale.isEmpty { draw(oriented, 0, scale, stale) }
        target.copy(from: oriented, transformedBy: transform, region: repaint.union(stale))
    }

    /// wl_surface before v2 has no buffer transform: draw unrotated.
    private func effectiveTransform(_ transform: OutputTransform) -> OutputTransform {
        surface.version >= 2 ? transform : .normal
    }

    /// The size in points and the scale a frame is drawn at: the size within `BufferLimits` (a
    /// larger surface shows its top-left part), and the scale lowered until the buffer fits (the
    /// compositor scales it up). wl_surface before v3 has no buffer scale: 1 unless a viewport does
    /// the scaling.
    private func fitted(width: Int, height: Int, scale: Int, fractional: Bool) -> (width: Int, height: Int, scale: Int) {
        let size = BufferLimits.clamped(width: width, height: height)
        if size != (max(1, width), max(1, height)) { noteClamped(width: width, height: height, to: size) }
        let wanted = surface.version >= 3 || (fractional && viewport != nil) ? scale : 1
        return (size.width, size.height, BufferLimits.fittingScale(wanted, width: size.width, height: size.height))
    }

    private var loggedClamp = false
    private func noteClamped(width: Int, height: Int, to size: (width: Int, height: Int)) {
        guard !loggedClamp else { return }
        loggedClamp = true
        PlatformLog.wayland.warning("a \(width)×\(height)-point surface exceeds the buffer limits; drawn at \(size.width)×\(size.height)")
    }

    /// `rect` (points) cut to the last frame's extent, so a crop never points outside the buffer
    /// (a view larger than `BufferLimits` was drawn clamped); at least one point.
    func withinBuffer(_ rect: Rect) -> Rect {
        let extent = Rect(x: 0, y: 0, width: Double(max(1, presentedSize.width)), height: Double(max(1, presentedSize.height)))
        let x = min(max(0, rect.origin.x), extent.width - 1), y = min(max(0, rect.origin.y), extent.height - 1)
        return Rect(x: x, y: y, width: max(1, min(rect.width, extent.width - x)), height: max(1, min(rect.height, extent.height - y)))
    }

    /// Whether the last frame had this size, scale and transform (otherwise the next one is drawn whole).
    func isCurrent(width: Int, height: Int, scale: SurfaceScale, transform: OutputTransform = .normal) -> Bool {
        let frame = fitted(width: width, height: height, scale: scale.renderScale, fractional: scale.isFractional)
        return presentedScale == frame.scale && presentedSize == (frame.width, frame.height)
            && usedViewport == (scale.isFractional && viewport != nil) && presentedTransform == effectiveTransform(transform)
    }

    /// Whether the next frame, of this geometry, can be drawn with a scroll move: the last frame had
    /// the same size and integer scale, unrotated, and its buffer is kept.
    func canMove(width: Int, height: Int, scale: SurfaceScale, transform: OutputTransform) -> Bool {
        !scale.isFractional && effectiveTransform(transform) == .normal && swapchain.front != nil
            && isCurrent(width: width, height: height, scale: scale, transform: transform)
    }

    /// Forgets what was presented, so the next frame is drawn and reported whole.
    func invalidate() { presentedScale = 0 }
}
