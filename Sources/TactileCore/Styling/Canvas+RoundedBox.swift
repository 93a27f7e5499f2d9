import CPixman

extension Canvas {
    /// Fills `outer` (target pixels), or with `border` > 0 only the ring between `outer` and
    /// `outer` inset by `border` — anti-aliased. The straight parts are plain rectangle fills;
    /// only the four corner squares get a per-pixel coverage mask.
    func fillRounded(_ outer: RoundedBox, border: Double = 0, with color: Color) {
        guard isValid, !color.isInvisible, !outer.isEmpty else { return }
        let inner: RoundedBox? = border > 0 ? outer.inset(by: border) : nil
        let ring = inner.map { !$0.isEmpty } ?? false
        // How far the corner squares reach in: past the arc and, for a ring, past the border.
        let reach = ring ? max(outer.radius, border) : outer.radius
        let x0 = outer.x, y0 = outer.y, x1 = outer.x + outer.width, y1 = outer.y + outer.height
        if reach <= 0 {
            fillBox((x0, y0, outer.width, outer.height), color: color)
            return
        }
        let cx1 = (x0 + reach).rounded(.up), cx2 = (x1 - reach).rounded(.down)
        let cy1 = (y0 + reach).rounded(.up), cy2 = (y1 - reach).rounded(.down)
        let coverage: (Int, Int) -> Double = { px, py in
            let c = outer.coverage(px, py)
            guard ring, let inner, c > 0 else { return c }
            return max(0, c - inner.coverage(px, py))
        }
        guard cx2 > cx1, cy2 > cy1 else {
            // Corners meet: one mask over the whole box.
            fillCoverage(PixelRect(covering: Rect(x: x0, y: y0, width: outer.width, height: outer.height)), color: color, coverage)
            return
        }
        let left = PixelRect.clampCoordinate(x0.rounded(.down)), top = PixelRect.clampCoordinate(y0.rounded(.down))
        let right = PixelRect.clampCoordinate(x1.rounded(.up)), bottom = PixelRect.clampCoordinate(y1.rounded(.up))
        let ix1 = PixelRect.clampCoordinate(cx1), ix2 = PixelRect.clampCoordinate(cx2)
        let iy1 = PixelRect.clampCoordinate(cy1), iy2 = PixelRect.clampCoordinate(cy2)
        let squares = [PixelRect(x: left, y: top, width: ix1 - left, height: iy1 - top),
                       PixelRect(x: ix2, y: top, width: right - ix2, height: iy1 - top),
                       PixelRect(x: left, y: iy2, width: ix1 - left, height: bottom - iy2),
                       PixelRect(x: ix2, y: iy2, width: right - ix2, height: bottom - iy2)]
        for square in squares {
            fillCorner(square, of: outer, border: ring ? border : 0, color: color, coverage)
        }
        if ring {
            fillBox((cx1, y0, cx2 - cx1, border), color: color)
            fillBox((cx1, y1 - border, cx2 - cx1, border), color: color)
            fillBox((x0, cy1, border, cy2 - cy1), color: color)
            fillBox((x1 - border, cy1, border, cy2 - cy1), color: color)
        } else {
            fillBox((cx1, y0, cx2 - cx1, cy1 - y0), color: color)
            fillBox((cx1, cy2, cx2 - cx1, y1 - cy2), color: color)
            fillBox((x0, cy1, outer.width, cy2 - cy1), color: color)
        }
    }

    /// `fillCoverage` of a corner square of `box`, through a mask kept between frames when the box
    /// lies on whole pixels (`RoundedCornerMasks`).
    private func fillCorner(_ square: PixelRect, of box: RoundedBox, border: Double, color: Color,
                            _ coverage: (Int, Int) -> Double) {
        guard let key = RoundedCornerMasks.Key(square: square, of: box, border: border) else {
            fillCoverage(square, color: color, coverage)
            return
        }
        let visible = Canvas.intersect(square, clipBounds)
        guard !visible.isEmpty,
              let mask = RoundedCornerMasks.mask(for: key, coverage: { coverage(square.x + $0, square.y + $1) }) else { return }
        var pixmanColor = color.pixmanColor
        guard let source = pixman_image_create_solid_fill(&pixmanColor) else { return }
        defer { pixman_image_unref(source) }
        pixman_image_composite32(PIXMAN_OP_OVER, source, mask.image, target.image, 0, 0,
                                 Int32(visible.x - square.x), Int32(visible.y - square.y),
                                 Int32(visible.x), Int32(visible.y), Int32(visible.width), Int32(visible.height))
    }

    /// Composites `color` over the pixels of `area` (within the canvas's clip), each weighted by
    /// `coverage(x, y)` (0...1).
    func fillCoverage(_ area: PixelRect, color: Color, _ coverage: (Int, Int) -> Double) {
        let visible = Canvas.intersect(area, clipBounds)
        guard !visible.isEmpty,
              let mask = pixman_image_create_bits(PIXMAN_a8, Int32(visible.width), Int32(visible.height), nil, 0),
              let bytes = pixman_image_get_data(mask) else { return }
        defer { pixman_image_unref(mask) }
        let stride = Int(pixman_image_get_stride(mask))
        let base = UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt8.self)
        for row in 0..<visible.height {
            let line = base + row * stride
            for column in 0..<visible.width {
                line[column] = UInt8((coverage(visible.x + column, visible.y + row) * 255).rounded())
            }
        }
        var pixmanColor = color.pixmanColor
        guard let source = pixman_image_create_solid_fill(&pixmanColor) else { return }
        defer { pixman_image_unref(source) }
        pixman_image_composite32(PIXMAN_OP_OVER, source, mask, target.image, 0, 0, 0, 0,
                                 Int32(visible.x), Int32(visible.y), Int32(visible.width), Int32(visible.height))
    }
}
