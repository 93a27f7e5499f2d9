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
