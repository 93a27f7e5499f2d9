/// A 2-D affine map used by the renderer: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`
/// (the same convention as `AffineTransform`).
struct DeviceMapping: Equatable {
    var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    static let identity = DeviceMapping(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    static func translation(_ x: Double, _ y: Double) -> DeviceMapping {
        DeviceMapping(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    static func scale(_ s: Double) -> DeviceMapping {
        DeviceMapping(a: s, b: 0, c: 0, d: s, tx: 0, ty: 0)
    }

    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }

    /// `self` first, then `next`.
    func then(_ next: DeviceMapping) -> DeviceMapping {
        DeviceMapping(a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                      c: c * next.a + d * next.c, d: c * next.b + d * next.d,
                      tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    /// The inverse map, or nil when the map collapses the plane (or is not finite).
    var inverse: DeviceMapping? {
        let det = a * d - b * c
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return DeviceMapping(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// Whether the map is `scale` times the identity plus a translation (within rounding noise).
    func isTranslation(atScale scale: Double) -> Bool {
        let eps = 1e-9 * max(1, scale)
        return abs(b) < eps && abs(c) < eps && abs(a - scale) < eps && abs(d - scale) < eps
    }

    /// The largest factor by which the map stretches a length.
    var maximumStretch: Double {
        max((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot())
    }

    /// The axis-aligned bounding box of `rect`'s image under the map.
    /// Called for every view of every frame: no arrays.
    func boundingBox(of x: Double, _ y: Double, _ w: Double, _ h: Double) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let p0 = apply(x, y), p1 = apply(x + w, y), p2 = apply(x, y + h), p3 = apply(x + w, y + h)
        let xs = Self.extremes(p0.x, p1.x, p2.x, p3.x), ys = Self.extremes(p0.y, p1.y, p2.y, p3.y)
        return (xs.least, ys.least, xs.greatest, ys.greatest)
    }

    /// The smallest and largest of four values, chosen as `Sequence.min()` and `max()` choose them
    /// (the first of equals; a NaN is kept only when it comes first).
    private static func extremes(_ v0: Double, _ v1: Double, _ v2: Double,
                                 _ v3: Double) -> (least: Double, greatest: Double) {
        // Unrolled: a local function capturing the two would box them in a debug build.
        var least = v0, greatest = v0
        if v1 < least { least = v1 } else if greatest < v1 { greatest = v1 }
        if v2 < least { least = v2 } else if greatest < v2 { greatest = v2 }
        if v3 < least { least = v3 } else if greatest < v3 { greatest = v3 }
        return (least, greatest)
    }
}
