import TactileCore
import WaylandClient

/// Puts rendered pixels on one `wl_surface`: picks a free buffer, repaints what it is missing,
/// attaches it and reports the damage box by box (`damage_buffer`). The caller commits.
@MainActor final class SurfacePresenter {
    let surface: WlSurface
    let swapchain: BufferSwapchain
    /// Set when the compositor offers viewporter and fractional scaling: the buffer is rendered at
    /// the next integer scale and the viewport maps it back to the logical size.
    var viewport: WpViewport?

    private var presentedScale = 0
    private var presentedSize = (width: 0, height: 0)
    private var usedViewport = false

    /// Whether the last frame was scaled by the viewport (its surface coordinates are then buffer pixels).
    var scalesThroughViewport: Bool { usedViewport }
    /// The buffer scale of the last frame (pixels per point).
    var lastScale: Int { presentedScale }

    /// How many frames were drawn (tests, measurements).
    private(set) var frameCount = 0
    /// How many buffers any presenter attached so far: a window compares it before and after a
    /// frame to know whether the frame painted (and must be paced by a frame callback) or only
    /// moved subsurfaces.
    private(set) static var attachedBufferCount = 0
    /// The damage reported with the last frame, in buffer pixels.
    private(set) var lastDamage = DamageRegion()

    init(surface: WlSurface, swapchain: BufferSwapchain) {
        self.surface = surface
        self.swapchain = swapchain
    }

    /// Draws a `width`×`height`-point frame at `scale` and attaches it.
    ///
    /// - Parameters:
    ///   - damage: what changed, in points; nil means everything.
    ///   - draw: paints the given buffer pixels (already cleared) into the image at the scale.
    /// - Returns: false when every buffer is held (nothing was attached; try again after a release).
    func present(width: Int, height: Int, scale: Int, fractional: Bool, damage: DamageRegion?,
                 draw: (PixelImage, Int, DamageRegion) -> Void) throws(PlatformError) -> Bool {
        let (width, height, scale) = fitted(width: width, height: height, scale: scale, fractional: fractional)
        let pixelWidth = width * scale, pixelHeight = height * scale
        guard let buffer = try swapchain.acquire(width: pixelWidth, height: pixelHeight) else { return false }
        let extent = DamageRegion(PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        let useViewport = fractional && viewport != nil
        let geometryChanged = scale != presentedScale || presentedSize != (width, height) || useViewport != usedViewport
        var changed = extent
        if let damage, !geometryChanged {
            changed = damage.scaled(by: scale).intersection(extent)
        }
        var repaint = extent
        if let missed = swapchain.missedDamage(of: buffer) {
            repaint = changed.union(missed).intersection(extent)
        }
        if !repaint.isEmpty { draw(buffer.image, scale, repaint) }
        buffer.didDraw()
        swapchain.didPresent(buffer, damage: changed)
        do {
            try surface.attach(buffer: buffer.wlBuffer, x: 0, y: 0)
            if useViewport, let viewport {
                if geometryChanged {
                    try surface.setBufferScale(scale: 1)
                    try viewport.setDestination(width: Int32(clamping: width), height: Int32(clamping: height))
                }
            } else if geometryChanged {
                if usedViewport, let viewport { try viewport.setDestination(width: -1, height: -1) }
                if surface.version >= 3 { try surface.setBufferScale(scale: Int32(clamping: scale)) }
            }
            for box in changed.rects {
                if surface.version >= 4 {
                    try surface.damageBuffer(x: Int32(clamping: box.x), y: Int32(clamping: box.y),
                                             width: Int32(clamping: box.width), height: Int32(clamping: box.height))
                } else {
                    let s = useViewport ? 1 : scale
                    try surface.damage(x: Int32(clamping: box.x / s), y: Int32(clamping: box.y / s),
                                       width: Int32(clamping: (box.width + s - 1) / s + 1),
                                       height: Int32(clamping: (box.height + s - 1) / s + 1))
                }
            }
        } catch {
            throw PlatformError(error)
        }
        buffer.didAttach()
        presentedScale = scale
        presentedSize = (width, height)
        usedViewport = useViewport
        frameCount += 1
        Self.attachedBufferCount &+= 1
        lastDamage = changed
        return true
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

    /// Whether the last frame had this size and scale (otherwise the next one is drawn whole).
    func isCurrent(width: Int, height: Int, scale: SurfaceScale) -> Bool {
        let frame = fitted(width: width, height: height, scale: scale.renderScale, fractional: scale.isFractional)
        return presentedScale == frame.scale && presentedSize == (frame.width, frame.height)
            && usedViewport == (scale.isFractional && viewport != nil)
    }

    /// Forgets what was presented, so the next frame is drawn and reported whole.
    func invalidate() { presentedScale = 0 }
}
