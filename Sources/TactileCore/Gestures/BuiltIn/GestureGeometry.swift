import Glibc

/// Small, allocation-free geometry used by the built-in recognizers.
///
/// Free-standing (rather than operators on `Point`) so it never clashes with the geometry layer's own API.
enum GestureGeometry {
    /// The distance between two points.
    static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The length of the vector `v`.
    static func length(_ v: Point) -> Double {
        (v.x * v.x + v.y * v.y).squareRoot()
    }

    /// `a - b`, componentwise.
    static func difference(_ a: Point, _ b: Point) -> Point {
        Point(x: a.x - b.x, y: a.y - b.y)
    }

    /// `a + b`, componentwise.
    static func sum(_ a: Point, _ b: Point) -> Point {
        Point(x: a.x + b.x, y: a.y + b.y)
    }

    /// The centroid (mean) of `points`; `.zero` when there are none.
    static func centroid<C: Collection>(of points: C) -> Point where C.Element == Point {
        var sx = 0.0, sy = 0.0, n = 0.0
        for p in points {
            sx += p.x
            sy += p.y
            n += 1
        }
        return n == 0 ? .zero : Point(x: sx / n, y: sy / n)
    }

    /// The angle of the vector from `a` to `b`, in radians in (-π, π], measured as `atan2(dy, dx)`
    /// (with y growing downwards, a positive angle turns clockwise on screen, as UIKit's rotation).
    static func angle(from a: Point, to b: Point) -> Double {
        atan2(b.y - a.y, b.x - a.x)
    }

    /// `to - from` wrapped into (-π, π]: the smallest signed turn from one angle to the other.
    static func angleDelta(from: Double, to: Double) -> Double {
        var d = (to - from).truncatingRemainder(dividingBy: 2 * .pi)
        if d > .pi { d -= 2 * .pi }
        if d <= -.pi { d += 2 * .pi }
        return d
    }

    /// A duration in seconds, as a `Double`.
    static func seconds(_ d: Duration) -> Double {
        let c = d.components
        return Double(c.seconds) + Double(c.attoseconds) * 1e-18
    }
}
