/// A rectangle with circular corners in target pixels, and how much of each pixel it covers.
struct RoundedBox {
    var x: Double, y: Double, width: Double, height: Double
    /// The corner radius, at most half the shorter side.
    var radius: Double

    /// A box with `radius` limited to what fits (and 0 for a non-finite or negative one).
    init(x: Double, y: Double, width: Double, height: Double, radius: Double) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
        self.radius = min(max(radius.isFinite ? radius : 0, 0), self.width / 2, self.height / 2)
    }

    /// The box shrunk by `inset` on every side, its radius by as much (at least 0).
    func inset(by inset: Double) -> RoundedBox {
        RoundedBox(x: x + inset, y: y + inset, width: width - 2 * inset, height: height - 2 * inset,
                   radius: max(0, radius - inset))
    }

    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The pixels a fill of the box (`Canvas.fillRounded`) paints with full coverage as plain
    /// rectangles: the box less its four corner squares, a cross of two bands. Nil unless the box
    /// lies on whole pixels and neither band is empty.
    var solidPixels: DamageRegion? {
        let x1 = x + width, y1 = y + height
        guard [x, y, x1, y1].allSatisfy({ $0.isFinite && abs($0) < Double(PixelRect.coordinateLimit) && $0 == $0.rounded() })
        else { return nil }
        // The corner squares' inner edges, worked out as `fillRounded` works them out.
        let cx1 = (x + radius).rounded(.up), cx2 = (x1 - radius).rounded(.down)
        let cy1 = (y + radius).rounded(.up), cy2 = (y1 - radius).rounded(.down)
        guard cx2 > cx1, cy2 > cy1 else { return nil }
        let left = Int(x), top = Int(y), right = Int(x1), bottom = Int(y1)
        return DamageRegion([
            PixelRect(x: Int(cx1), y: top, width: Int(cx2) - Int(cx1), height: bottom - top),
            PixelRect(x: left, y: Int(cy1), width: right - left, height: Int(cy2) - Int(cy1)),
        ])
    }

    /// The fraction of pixel (`px`, `py`) inside the box, from the signed distance of the pixel's
    /// centre to the outline: exact along straight edges, a close estimate along the arcs.
    func coverage(_ px: Int, _ py: Int) -> Double {
        guard !isEmpty else { return 0 }
        let halfWidth = width / 2, halfHeight = height / 2
        let qx = abs(Double(px) + 0.5 - (x + halfWidth)) - (halfWidth - radius)
        let qy = abs(Double(py) + 0.5 - (y + halfHeight)) - (halfHeight - radius)
        let ox = max(qx, 0), oy = max(qy, 0)
        let distance = (ox * ox + oy * oy).squareRoot() + min(max(qx, qy), 0) - radius
        return min(max(0.5 - distance, 0), 1)
    }
}
