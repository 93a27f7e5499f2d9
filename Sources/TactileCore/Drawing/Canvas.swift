import CPixman
import Logging

/// A pixman-backed drawing surface handed to `View.draw(_:in:)`.
///
/// Coordinates are the drawing view's own (its `bounds` space); the renderer maps them to buffer
/// pixels (origin and buffer scale) and clips drawing to the view's bounds and the damaged area.
/// A canvas is only valid during the `draw` call it was passed to; drawing on it later does nothing
/// and logs a warning.
@MainActor public final class Canvas {
    /// The pixels drawn into.
    let target: PixelImage
    /// Maps the view's coordinates to target pixels; always a uniform scale plus a translation.
    let mapping: DeviceMapping
    /// The target pixels drawing may touch (the renderer also sets them as the target's clip).
    let clipBounds: PixelRect
    private(set) var isValid = true

    private static let logger = Logger(label: "tactile.drawing.canvas")

    /// A canvas drawing into `target` through `mapping` (scale `s`, translation), touching only `clipBounds`.
    init(target: PixelImage, mapping: DeviceMapping, clipBounds: PixelRect) {
        self.target = target
        self.mapping = mapping
        self.clipBounds = clipBounds
    }

    /// Ends the canvas's life: later calls draw nothing.
    func invalidate() { isValid = false }

    /// How many target pixels one point spans.
    var scale: Double { mapping.a }

    /// Fills `rect` with `color` (blending over what is there). Edges that fall between pixels are anti-aliased.
    public func fill(_ rect: Rect, with color: Color) {
        guard usable(color) else { return }
        let box = deviceBox(rect)
        guard box.w > 0, box.h > 0 else { return }
        if let pixels = Canvas.integralBox(box) {
            var pixmanColor = color.pixmanColor
            var pixmanBox = pixman_box32_t(x1: Int32(pixels.x), y1: Int32(pixels.y),
                                           x2: Int32(pixels.maxX), y2: Int32(pixels.maxY))
            _ = pixman_image_fill_boxes(PIXMAN_OP_OVER, target.image, &pixmanColor, 1, &pixmanBox)
            return
        }
        var traps: [pixman_trapezoid_t] = []
        Tessellation.convexPolygon([.init(box.x, box.y), .init(box.x + box.w, box.y),
                          .init(box.x + box.w, box.y + box.h), .init(box.x, box.y + box.h)], into: &traps)
        composite(traps, color: color)
    }

    /// Fills the ellipse inscribed in `rect`, anti-aliased.
    public func fillEllipse(in rect: Rect, with color: Color) {
        guard usable(color) else { return }
        let box = deviceBox(rect)
        guard box.w > 0, box.h > 0 else { return }
        var traps: [pixman_trapezoid_t] = []
        Tessellation.convexPolygon(Tessellation.ellipse(center: .init(box.x + box.w / 2, box.y + box.h / 2),
                                              rx: box.w / 2, ry: box.h / 2), into: &traps)
        composite(traps, color: color)
    }

    /// Fills a rectangle with circular corners of `radius` points (at most half the shorter side),
    /// anti-aliased.
    public func fillRoundedRect(_ rect: Rect, radius: Double, with color: Color) {
        guard usable(color) else { return }
        let box = deviceBox(rect)
        guard box.w > 0, box.h > 0 else { return }
        let r = radius.isFinite ? radius * scale : 0
        var traps: [pixman_trapezoid_t] = []
        Tessellation.convexPolygon(Tessellation.roundedRect(x: box.x, y: box.y, width: box.w, height: box.h, radius: r),
                         into: &traps)
        composite(traps, color: color)
    }

    /// Strokes an anti-aliased polyline through `points`, `width` points wide, with round joins and caps.
    /// A single point draws a dot.
    public func stroke(_ points: [Point], width: Double, color: Color) {
        guard usable(color), width.isFinite, width > 0 else { return }
        let vertices = points.compactMap { p -> Tessellation.Vertex? in
            guard p.x.isFinite, p.y.isFinite else { return nil }
            let d = mapping.apply(p.x, p.y)
            return .init(d.x, d.y)
        }
        var traps: [pixman_trapezoid_t] = []
        Tessellation.stroke(vertices, width: width * scale, into: &traps)
        composite(traps, color: color)
    }

    /// Draws `bitmap` scaled to fill `rect` (bilinear filtering when its size differs from the
    /// rect's size in pixels), blending over what is there.
    public func draw(_ bitmap: Bitmap, in rect: Rect) {
        guard checkValid() else { return }
        let box = deviceBox(rect)
        guard box.w > 0, box.h > 0, let source = bitmap.makePixelImage() else { return }
        let sourceToDevice = DeviceMapping(a: box.w / Double(bitmap.width), b: 0, c: 0,
                                           d: box.h / Double(bitmap.height), tx: box.x, ty: box.y)
        let covered = PixelRect(covering: Rect(x: box.x, y: box.y, width: box.w, height: box.h))
        let area = Canvas.intersect(covered, clipBounds)
        // Pixel-aligned destinations repeat the edge pixels so the picture keeps crisp edges.
        let aligned = Canvas.integralBox(box) != nil
        compositeTransformed(source, onto: target, sourceToDestination: sourceToDevice, opacity: 1,
                             area: area, edges: aligned ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE)
    }

    // MARK: - Internals

    private func checkValid() -> Bool {
        if !isValid {
            Canvas.logger.warning("drawing on a Canvas outside the draw(_:in:) call it was passed to; ignored")
        }
        return isValid
    }

    private func usable(_ color: Color) -> Bool {
        checkValid() && !color.isInvisible
    }

    /// `rect` in target pixels, standardized; empty for non-finite input.
    private func deviceBox(_ rect: Rect) -> (x: Double, y: Double, w: Double, h: Double) {
        var x = rect.origin.x, y = rect.origin.y, w = rect.size.width, h = rect.size.height
        guard x.isFinite, y.isFinite, w.isFinite, h.isFinite else { return (0, 0, 0, 0) }
        if w < 0 { x += w; w = -w }
        if h < 0 { y += h; h = -h }
        let p = mapping.apply(x, y)
        return (p.x, p.y, w * scale, h * scale)
    }

    /// The box as whole pixels, if all its edges lie on pixel boundaries.
    private static func integralBox(_ b: (x: Double, y: Double, w: Double, h: Double)) -> PixelRect? {
        func isWhole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-6 }
        guard isWhole(b.x), isWhole(b.y), isWhole(b.x + b.w), isWhole(b.y + b.h) else { return nil }
        let x0 = PixelRect.clampCoordinate(b.x.rounded()), y0 = PixelRect.clampCoordinate(b.y.rounded())
        let x1 = PixelRect.clampCoordinate((b.x + b.w).rounded()), y1 = PixelRect.clampCoordinate((b.y + b.h).rounded())
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    static func intersect(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Rasterizes `traps` into an A8 coverage mask no larger than the visible area, then
    /// composites `color` through it.
    private func composite(_ traps: [pixman_trapezoid_t], color: Color) {
        guard let shape = Tessellation.bounds(of: traps) else { return }
        let area = Canvas.intersect(shape, clipBounds)
        guard !area.isEmpty,
              let mask = pixman_image_create_bits(PIXMAN_a8, Int32(area.width), Int32(area.height), nil, 0) else { return }
        defer { pixman_image_unref(mask) }
        traps.withUnsafeBufferPointer {
            pixman_add_trapezoids(mask, Int16(-area.x), Int32(-area.y), Int32($0.count), $0.baseAddress)
        }
        var pixmanColor = color.pixmanColor
        guard let source = pixman_image_create_solid_fill(&pixmanColor) else { return }
        defer { pixman_image_unref(source) }
        pixman_image_composite32(PIXMAN_OP_OVER, source, mask, target.image, 0, 0, 0, 0,
                                 Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
    }
}
