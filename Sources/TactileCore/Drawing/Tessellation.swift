import CPixman
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns shapes (already in device pixels) into trapezoids for pixman's anti-aliased rasterizer.
enum Tessellation {
    typealias Vertex = SIMD2<Double>

    /// Device coordinates are clamped to this range so they fit pixman's 16.16 fixed point.
    static let coordinateLimit = 30000.0

    /// Segments needed to approximate an arc of `radius` pixels spanning `angle` radians so that
    /// no chord strays more than a tenth of a pixel from the true curve.
    static func segments(radius: Double, angle: Double) -> Int {
        guard radius > 0.05 else { return 1 }
        let tolerance = min(0.1, radius)
        let step = 2 * acos(1 - tolerance / radius)
        return min(256, max(2, Int((angle / step).rounded(.up))))
    }

    /// The polygon of an ellipse centred at `center` with radii `rx`, `ry`.
    static func ellipse(center: Vertex, rx: Double, ry: Double) -> [Vertex] {
        let n = max(8, segments(radius: max(rx, ry), angle: 2 * .pi))
        return (0..<n).map { i in
            let t = 2 * Double.pi * Double(i) / Double(n)
            return Vertex(center.x + rx * cos(t), center.y + ry * sin(t))
        }
    }

    /// The polygon of a rectangle with circular corners of radius `r` (clamped to half the shorter side).
    static func roundedRect(x: Double, y: Double, width w: Double, height h: Double, radius: Double) -> [Vertex] {
        let r = min(max(radius, 0), w / 2, h / 2)
        guard r > 0.01 else { return [Vertex(x, y), Vertex(x + w, y), Vertex(x + w, y + h), Vertex(x, y + h)] }
        let n = segments(radius: r, angle: .pi / 2)
        // Corner centres in drawing order, each with the angle its quarter arc starts at.
        let corners: [(Vertex, Double)] = [
            (Vertex(x + w - r, y + r), -.pi / 2),
            (Vertex(x + w - r, y + h - r), 0),
            (Vertex(x + r, y + h - r), .pi / 2),
            (Vertex(x + r, y + r), .pi),
        ]
        var polygon: [Vertex] = []
        polygon.reserveCapacity(4 * (n + 1))
        for (c, start) in corners {
            for i in 0...n {
                let t = start + (.pi / 2) * Double(i) / Double(n)
                polygon.append(Vertex(c.x + r * cos(t), c.y + r * sin(t)))
            }
        }
        return polygon
    }

    /// Horizontal trapezoids exactly covering a convex polygon (vertices in order, either winding).
    ///
    /// The polygon is split at every vertex height into bands; each band is bounded by one edge of
    /// the polygon's left chain and one of its right chain, so the rasterizer visits every row once.
    static func convexPolygon(_ polygon: [Vertex], into traps: inout [pixman_trapezoid_t]) {
        let n = polygon.count
        guard n >= 3 else { return }
        let pts = polygon.map(fixed)
        var top = 0, bottom = 0
        for i in 1..<n {
            if pts[i].y < pts[top].y { top = i }
            if pts[i].y > pts[bottom].y { bottom = i }
        }
        guard pts[top].y < pts[bottom].y else { return }
        func step(_ i: Int, _ direction: Int) -> Int { (i + direction + n) % n }
        var a = top, b = top   // current vertex on the forward and backward chains
        var y = pts[top].y
        while true {
            while a != bottom, pts[step(a, 1)].y <= y { a = step(a, 1) }
            while b != bottom, pts[step(b, -1)].y <= y { b = step(b, -1) }
            guard a != bottom, b != bottom else { return }
            let edgeA = pixman_line_fixed_t(p1: pts[a], p2: pts[step(a, 1)])
            let edgeB = pixman_line_fixed_t(p1: pts[b], p2: pts[step(b, -1)])
            let yNext = min(edgeA.p2.y, edgeB.p2.y)
            let middle = (Double(y) + Double(yNext)) / 2
            let aIsLeft = xAt(edgeA, middle) <= xAt(edgeB, middle)
            traps.append(pixman_trapezoid_t(top: y, bottom: yNext,
                                            left: aIsLeft ? edgeA : edgeB, right: aIsLeft ? edgeB : edgeA))
            y = yNext
        }
    }

    /// Where `line` crosses height `y` (both in 16.16 fixed-point units).
    private static func xAt(_ line: pixman_line_fixed_t, _ y: Double) -> Double {
        let x1 = Double(line.p1.x), y1 = Double(line.p1.y), x2 = Double(line.p2.x), y2 = Double(line.p2.y)
        return x1 + (x2 - x1) * (y - y1) / (y2 - y1)
    }

    /// Trapezoids covering a polyline of the given width with round joins and caps.
    static func stroke(_ points: [Vertex], width: Double, into traps: inout [pixman_trapezoid_t]) {
        let half = width / 2
        guard half > 0, !points.isEmpty else { return }
        for (p, q) in zip(points, points.dropFirst()) {
            let dir = q - p
            let length = (dir * dir).sum().squareRoot()
            guard length > 1e-9 else { continue }
            let normal = Vertex(-dir.y, dir.x) * (half / length)
            convexPolygon([p + normal, q + normal, q - normal, p - normal], into: &traps)
        }
        for p in points {
            convexPolygon(ellipse(center: p, rx: half, ry: half), into: &traps)
        }
    }

    static func fixed(_ v: Vertex) -> pixman_point_fixed_t {
        pixman_point_fixed_t(x: fixed(v.x), y: fixed(v.y))
    }

    static func fixed(_ v: Double) -> pixman_fixed_t {
        let clamped = v.isNaN ? 0 : min(max(v, -coordinateLimit), coordinateLimit)
        return pixman_fixed_t((clamped * 65536).rounded())
    }

    /// The pixel box touched by `traps`, or nil if there are none.
    static func bounds(of traps: [pixman_trapezoid_t]) -> PixelRect? {
        guard !traps.isEmpty else { return nil }
        var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
        for t in traps {
            minY = min(minY, t.top); maxY = max(maxY, t.bottom)
            for x in [t.left.p1.x, t.left.p2.x, t.right.p1.x, t.right.p2.x] {
                minX = min(minX, x); maxX = max(maxX, x)
            }
        }
        // Edge lines may extend past the band; the band's own corners are inside these extremes
        // because every edge belongs to the (convex) polygon whose vertices bound it.
        let x0 = Int(minX >> 16), y0 = Int(minY >> 16)
        let x1 = Int((maxX + 0xFFFF) >> 16), y1 = Int((maxY + 0xFFFF) >> 16)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
