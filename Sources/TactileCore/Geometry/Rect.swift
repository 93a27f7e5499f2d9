/// An axis-aligned rectangle: an origin and a size.
///
/// A negative width or height is allowed; the `min`/`max` accessors and the set operations
/// work on the standardized rectangle, as Core Graphics does.
public struct Rect: Hashable, Sendable {
    /// The corner the size is measured from.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// A rectangle at `origin` with `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    /// A rectangle from its components.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// Smallest x.
    public var minX: Double { min(origin.x, origin.x + size.width) }
    /// Centre x.
    public var midX: Double { origin.x + size.width / 2 }
    /// Largest x.
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    /// Smallest y.
    public var minY: Double { min(origin.y, origin.y + size.height) }
    /// Centre y.
    public var midY: Double { origin.y + size.height / 2 }
    /// Largest y.
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    /// Absolute width.
    public var width: Double { abs(size.width) }
    /// Absolute height.
    public var height: Double { abs(size.height) }
    /// True when the rectangle encloses no area.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether `p` lies inside: the min edges are included, the max edges excluded.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values grow it).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The smallest rectangle containing both. An empty rectangle contributes nothing.
    public func union(_ r: Rect) -> Rect {
        if isEmpty { return r }
        if r.isEmpty { return self }
        let x0 = min(minX, r.minX), y0 = min(minY, r.minY)
        return Rect(x: x0, y: y0, width: max(maxX, r.maxX) - x0, height: max(maxY, r.maxY) - y0)
    }

    /// The overlap of both, or `.zero` when they do not overlap.
    public func intersection(_ r: Rect) -> Rect {
        let x0 = max(minX, r.minX), y0 = max(minY, r.minY)
        let x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        if x1 <= x0 || y1 <= y0 { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the two rectangles overlap with a non-empty area.
    public func intersects(_ r: Rect) -> Bool { !intersection(r).isEmpty }

    /// The bounding box of this rectangle's four corners mapped through `t`.
    public func applying(_ t: AffineTransform) -> Rect {
        let p0 = t.apply(to: Point(x: minX, y: minY))
        let p1 = t.apply(to: Point(x: maxX, y: minY))
        let p2 = t.apply(to: Point(x: minX, y: maxY))
        let p3 = t.apply(to: Point(x: maxX, y: maxY))
        // Pairwise min/max: the variadic forms allocate an array for their extra arguments.
        let x0 = min(min(p0.x, p1.x), min(p2.x, p3.x)), x1 = max(max(p0.x, p1.x), max(p2.x, p3.x))
        let y0 = min(min(p0.y, p1.y), min(p2.y, p3.y)), y1 = max(max(p0.y, p1.y), max(p2.y, p3.y))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Rect {
    /// Whether every coordinate is finite (no NaN or infinity).
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
