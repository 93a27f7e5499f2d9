import CPixman
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns shapes (already in device pixels) into triangles for pixman's anti-aliased rasterizer.
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

    /// Triangles covering a convex polygon, fanned from its vertex average.
    static func fan(_ polygon: [Vertex], into triangles: inout [pixman_triangle_t]) {
        guard polygon.count >= 3 else { return }
        let centre = polygon.reduce(Vertex(0, 0), +) / Double(polygon.count)
        for i in polygon.indices {
            triangles.append(triangle(centre, polygon[i], polygon[(i + 1) % polygon.count]))
        }
    }

    /// Triangles covering a polyline of the given width with round joins and caps.
    static func stroke(_ points: [Vertex], width: Double, into triangles: inout [pixman_triangle_t]) {
        let half = width / 2
        guard half > 0, !points.isEmpty else { return }
        for (p, q) in zip(points, points.dropFirst()) {
            let dir = q - p
            let length = (dir * dir).sum().squareRoot()
            guard length > 1e-9 else { continue }
            let normal = Vertex(-dir.y, dir.x) * (half / length)
            triangles.append(triangle(p + normal, q + normal, q - normal))
            triangles.append(triangle(p + normal, q - normal, p - normal))
        }
        for p in points {
            fan(ellipse(center: p, rx: half, ry: half), into: &triangles)
        }
    }

    static func triangle(_ p: Vertex, _ q: Vertex, _ r: Vertex) -> pixman_triangle_t {
        pixman_triangle_t(p1: fixed(p), p2: fixed(q), p3: fixed(r))
    }

    static func fixed(_ v: Vertex) -> pixman_point_fixed_t {
        pixman_point_fixed_t(x: fixed(v.x), y: fixed(v.y))
    }

    static func fixed(_ v: Double) -> pixman_fixed_t {
        let clamped = v.isNaN ? 0 : min(max(v, -coordinateLimit), coordinateLimit)
        return pixman_fixed_t((clamped * 65536).rounded())
    }

    /// The pixel box touched by `triangles`, or nil if there are none.
    static func bounds(of triangles: [pixman_triangle_t]) -> PixelRect? {
        guard !triangles.isEmpty else { return nil }
        var minX = Int32.max, minY = Int32.max, maxX = Int32.min, maxY = Int32.min
        for t in triangles {
            for p in [t.p1, t.p2, t.p3] {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        let x0 = Int(minX >> 16), y0 = Int(minY >> 16)
        let x1 = Int((maxX + 0xFFFF) >> 16), y1 = Int((maxY + 0xFFFF) >> 16)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
