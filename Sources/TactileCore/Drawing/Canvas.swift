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
    private(set) var target: PixelImage
    /// Maps the view's coordinates to target pixels; always a uniform scale plus a translation.
    private(set) var mapping: DeviceMapping
    /// The target pixels drawing may touch (the renderer also sets them as the target's clip).
    private(set) var clipBounds: PixelRect
    private(set) var isValid = true

    private static let logger = Logger(label: "tactile.drawing.canvas")

    /// A canvas drawing into `target` through `mapping` (scale `s`, translation), touching only `clipBounds`.
    init(target: PixelImage, mapping: DeviceMapping, clipBounds: PixelRect) {
        self.target = target
        self.mapping = mapping
        self.clipBounds = clipBounds
    }

    /// A canvas for drawing into `image` outside any view (for example to prepare a picture once
    /// and draw it often with `draw(_:in:)`): one point spans `scale` pixels (clamped to
    /// 0.01...64) and (0, 0) is the image's top-left corner. It stays usable while you keep it.
    public convenience init(image: PixelImage, scale: Double = 1) {
        let s = scale.isFinite ? min(max(scale, 0.01), 64) : 1
        self.init(target: image, mapping: .scale(s),
                  clipBounds: PixelRect(x: 0, y: 0, width: image.width, height: image.height))
        image.setClip(nil)
    }

    /// Ends the canvas's life: later calls draw nothing.
    func invalidate() { isValid = false }

    /// Gives an invalidated canvas that nothing else holds a new life (the renderer reuses one
    /// canvas from draw to draw instead of allocating one per view).
    func reset(target: PixelImage, mapping: DeviceMapping, clipBounds: PixelRect) {
        self.target = target
        self.mapping = mapping
        self.clipBounds = clipBounds
        isValid = true
    }

    /// How many target pixels one point spans (the buffer scale, times any uniform view scaling).
    public var scale: Double { mapping.a }

    /// Fills `rect` with `color` (blending over what is there). Edges that fall between pixels are anti-aliased.
    public func fill(_ rect: Rect, with color: Color) {
        guard usable(color) else { return }
        let box = deviceBox(rect)
        guard box.w > 0, box.h > 0 else { return }
        fillBox(box, color: color)
    }

    /// Fills the ellipse inscribed in `rect`, anti-aliased.
    public func fillEllipse(in rect: Rect, with color: Color) {
        guard usable(color) else { return }
        let box = deviceBox(rect)
        guard box.w > 0, box.h > 0 else { return }
        var traps: [pixman_trapezoid_t] = []
        let centre = Tessellation.Vertex(box.x + box.w / 2, box.y + box.h / 2)
        Tessellation.convexPolygon(Tessellation.ellipse(center: centre, rx: box.w / 2, ry: box.h / 2), into: &traps)
        composite(traps, color: color)
    }

    /// Fills a rectangle with circular corners of `radius` points (at most half the shorter side),
    /// anti-aliased.
    public func fillRoundedRect(_ rect: Rect, radius: Double, with color: Color) {
        guard usable(color) else { return }
        let box = deviceBox(rect)
        guard box.w > 0, box.h > 0 else { return }
        let r = min(max(radius.isFinite ? radius * scale : 0, 0), box.w / 2, box.h / 2)
        var traps: [pixman_trapezoid_t] = []
        Tessellation.convexPolygon(Tessellation.roundedRect(x: box.x, y: box.y, width: box.w, height: box.h, radius: r),
                                   into: &traps)
        // Between the corner arcs every row is a plain rectangle: fill those rows directly and
        // rasterize only the rows holding the corners.
        let bandTop = Canvas.snap(box.y + r).rounded(.up), bandBottom = Canvas.snap(box.y + box.h - r).rounded(.down)
        guard bandBottom - bandTop >= 2 else {
            composite(traps, color: color)
            return
        }
        let outer = PixelRect(covering: Rect(x: box.x, y: box.y, width: box.w, height: box.h))
        let top = PixelRect.clampCoordinate(bandTop), bottom = PixelRect.clampCoordinate(bandBottom)
        composite(traps, color: color, within: PixelRect(x: outer.x, y: outer.y, width: outer.width, height: top - outer.y))
        composite(traps, color: color, within: PixelRect(x: outer.x, y: bottom, width: outer.width, height: outer.maxY - bottom))
        fillBox((box.x, bandTop, box.w, bandBottom - bandTop), color: color)
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
    ///
    /// The bitmap is converted to premultiplied pixels on every call; to draw the same picture
    /// often, convert it once with `PixelImage(bitmap)` and draw that.
    public func draw(_ bitmap: Bitmap, in rect: Rect) {
        guard checkValid(), let source = bitmap.makePixelImage() else { return }
        draw(source, in: rect)
    }

    /// Draws premultiplied ARGB pixels scaled to fill `rect` (bilinear filtering when its size
    /// differs from the rect's size in pixels), blending over what is there. An image marked
    /// `isOpaque` that lands on whole pixels is copied instead, which gives the same pixels faster.
    /// Drawing the canvas's own target into itself is ignored.
    public func draw(_ image: PixelImage, in rect: Rect) {
        guard checkValid() else { return }
        guard image !== target else {
            Canvas.logger.warning("drawing a canvas's own pixels into itself is not supported; ignored")
            return
        }
        let box = deviceBox(rect)
        guard box.w > 0, box.h > 0 else { return }
        let sourceToDevice = DeviceMapping(a: box.w / Double(image.width), b: 0, c: 0,
                                           d: box.h / Double(image.height), tx: box.x, ty: box.y)
        let covered = PixelRect(covering: Rect(x: box.x, y: box.y, width: box.w, height: box.h))
        let area = Canvas.intersect(covered, clipBounds)
        // Pixel-aligned destinations repeat the edge pixels so the picture keeps crisp edges; there an
        // opaque picture covers every pixel with alpha 1, so copying equals blending.
        let aligned = Canvas.isPixelAligned(box)
        compositeTransformed(image, onto: target, sourceToDestination: sourceToDevice, opacity: 1, area: area,
                             edges: aligned ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE,
                             operation: aligned && image.isOpaque ? PIXMAN_OP_SRC : PIXMAN_OP_OVER)
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
    func deviceBox(_ rect: Rect) -> (x: Double, y: Double, w: Double, h: Double) {
        var x = rect.origin.x, y = rect.origin.y, w = rect.size.width, h = rect.size.height
        guard x.isFinite, y.isFinite, w.isFinite, h.isFinite else { return (0, 0, 0, 0) }
        if w < 0 { x += w; w = -w }
        if h < 0 { y += h; h = -h }
        let p = mapping.apply(x, y)
        return (p.x, p.y, w * scale, h * scale)
    }

    /// `v` rounded to the nearest whole pixel when it is within rounding noise of it.
    private static func snap(_ v: Double) -> Double {
        abs(v - v.rounded()) < 1e-6 ? v.rounded() : v
    }

    /// Whether all four edges of the box lie on pixel boundaries.
    private static func isPixelAligned(_ b: (x: Double, y: Double, w: Double, h: Double)) -> Bool {
        snap(b.x) == b.x.rounded() && snap(b.y) == b.y.rounded()
            && snap(b.x + b.w) == (b.x + b.w).rounded() && snap(b.y + b.h) == (b.y + b.h).rounded()
    }

    /// Fills an axis-aligned box of target pixels. A pixel the box covers only in part gets the colour
    /// with its alpha scaled by the covered area (exact for an axis-aligned box: the covered width
    /// times the covered height), so the box is at most nine plain fills: the whole pixels inside, the
    /// partly covered rows and columns of the rim, and the four corners. Nothing is allocated.
    func fillBox(_ box: (x: Double, y: Double, w: Double, h: Double), color: Color) {
        let columns = PixelSpans(from: Canvas.snap(box.x), to: Canvas.snap(box.x + box.w))
        let rows = PixelSpans(from: Canvas.snap(box.y), to: Canvas.snap(box.y + box.h))
        for r in 0..<rows.count {
            let row = rows[r]
            for c in 0..<columns.count {
                let column = columns[c]
                let coverage = row.coverage * column.coverage
                guard coverage > 0 else { continue }
                // Clipped here: pixman's solid-fill fast path writes unclipped when the image has no
                // clip region (a canvas made with `init(image:scale:)`), which would write past the pixels.
                let area = Canvas.intersect(
                    PixelRect(x: PixelRect.clampCoordinate(column.start), y: PixelRect.clampCoordinate(row.start),
                              width: PixelRect.clampCoordinate(column.end) - PixelRect.clampCoordinate(column.start),
                              height: PixelRect.clampCoordinate(row.end) - PixelRect.clampCoordinate(row.start)),
                    clipBounds)
                guard !area.isEmpty else { continue }
                var pixmanColor = coverage >= 1 ? color.pixmanColor
                    : Color(red: color.red, green: color.green, blue: color.blue, alpha: Color.unit(color.alpha) * coverage).pixmanColor
                var pixmanBox = pixman_box32_t(x1: Int32(area.x), y1: Int32(area.y), x2: Int32(area.maxX), y2: Int32(area.maxY))
                _ = pixman_image_fill_boxes(PIXMAN_OP_OVER, target.image, &pixmanColor, 1, &pixmanBox)
            }
        }
    }

    static func intersect(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// Rasterizes `traps` into an A8 coverage mask no larger than the visible part of `within`,
    /// then composites `color` through it.
    private func composite(_ traps: [pixman_trapezoid_t], color: Color, within: PixelRect? = nil) {
        if let within, within.isEmpty { return }
        guard let shape = Tessellation.bounds(of: traps) else { return }
        var area = Canvas.intersect(shape, clipBounds)
        if let within { area = Canvas.intersect(area, within) }
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
