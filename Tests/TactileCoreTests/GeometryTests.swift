import Testing
@testable import TactileCore

@Suite("Geometry") struct GeometryTests {
    @Test func rectAccessorsAndSetOperations() {
        let r = R(10, 20, 30, 40)
        #expect(r.minX == 10 && r.midX == 25 && r.maxX == 40)
        #expect(r.minY == 20 && r.midY == 40 && r.maxY == 60)
        #expect(r.contains(P(10, 20)) && !r.contains(P(40, 20)))
        #expect(r.insetBy(dx: 5, dy: 10) == R(15, 30, 20, 20))
        #expect(r.union(R(0, 0, 5, 5)) == R(0, 0, 40, 60))
        #expect(r.intersection(R(30, 50, 100, 100)) == R(30, 50, 10, 10))
        #expect(r.intersection(R(100, 100, 1, 1)) == .zero)
    }

    @Test func transformsComposeAndInvert() {
        let t = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 5, y: -1))
        #expect(t.apply(to: P(1, 1)) == P(7, 2))
        let inv = try! #require(t.inverted())
        let back = inv.apply(to: P(7, 2))
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
        let moved = AffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 0)   // translate, then scale
        #expect(moved.apply(to: P(0, 0)) == P(2, 0))
        #expect(AffineTransform.identity.scaledBy(x: 3, y: 1).apply(to: P(1, 1)) == P(3, 1))
        let r = AffineTransform(rotationAngle: .pi / 2).apply(to: P(1, 0))
        #expect(abs(r.x) < 1e-12 && abs(r.y - 1) < 1e-12)
    }

    @MainActor @Test func frameIsBoundingBoxOfTransformedBounds() {
        let v = View(frame: R(0, 0, 100, 50))
        v.transform = AffineTransform(rotationAngle: .pi / 2)
        let f = v.frame
        #expect(abs(f.minX - 25) < 1e-9 && abs(f.minY + 25) < 1e-9)
        #expect(abs(f.width - 50) < 1e-9 && abs(f.height - 100) < 1e-9)
        #expect(v.center == P(50, 25))
    }

    @MainActor @Test func convertGoesThroughEveryTransform() {
        let w = Window(frame: R(0, 0, 400, 400), clock: SystemClock())
        let a = View(frame: R(100, 100, 100, 100))
        a.transform = AffineTransform(scaleX: 2, y: 2)          // about its centre (150,150)
        let b = View(frame: R(10, 10, 20, 20))
        w.addSubview(a)
        a.addSubview(b)
        // b's origin is a's (10,10), which is 40 from a's centre in a's units → 80 in window units.
        let p = b.convert(P(0, 0), to: nil)
        #expect(abs(p.x - 70) < 1e-9 && abs(p.y - 70) < 1e-9)
        let q = b.convert(P(70, 70), from: nil)
        #expect(abs(q.x) < 1e-9 && abs(q.y) < 1e-9)
        let r = a.convert(P(10, 10), to: b)
        #expect(abs(r.x) < 1e-9 && abs(r.y) < 1e-9)
    }

    @MainActor @Test func boundsOriginShiftsSubviews() {
        let w = Window(frame: R(0, 0, 400, 400), clock: SystemClock())
        let a = View(frame: R(0, 0, 200, 200))
        a.bounds.origin = P(50, 0)
        let b = View(frame: R(50, 0, 10, 10))
        w.addSubview(a)
        a.addSubview(b)
        #expect(b.convert(P(0, 0), to: nil) == P(0, 0))
    }
}
