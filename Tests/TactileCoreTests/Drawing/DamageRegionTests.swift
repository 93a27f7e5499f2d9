import Testing
@testable import TactileCore

@Suite struct DamageRegionTests {
    @Test func emptyRegion() {
        let r = DamageRegion()
        #expect(r.isEmpty)
        #expect(r.rects.isEmpty)
        #expect(r.boundingBox.isEmpty)
        #expect(DamageRegion(PixelRect(x: 3, y: 3, width: 0, height: 5)).isEmpty)
    }

    @Test func unionOfDisjointRectsKeepsBothAndBoundsThem() {
        var r = DamageRegion(PixelRect(x: 0, y: 0, width: 10, height: 10))
        r.formUnion(PixelRect(x: 20, y: 0, width: 5, height: 10))
        #expect(r.rects == [PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 20, y: 0, width: 5, height: 10)])
        #expect(r.boundingBox == PixelRect(x: 0, y: 0, width: 25, height: 10))
        #expect(r.area == 150)
        #expect(r.contains(x: 9, y: 9))
        #expect(!r.contains(x: 10, y: 5))
        #expect(r.contains(x: 24, y: 0))
    }

    @Test func overlappingUnionCountsPixelsOnce() {
        var r = DamageRegion(PixelRect(x: 0, y: 0, width: 10, height: 10))
        r.formUnion(PixelRect(x: 5, y: 5, width: 10, height: 10))
        #expect(r.area == 100 + 100 - 25)
    }

    @Test func intersectionAndSubtraction() {
        let a = DamageRegion(PixelRect(x: 0, y: 0, width: 10, height: 10))
        let b = DamageRegion(PixelRect(x: 5, y: 5, width: 10, height: 10))
        #expect(a.intersection(b).rects == [PixelRect(x: 5, y: 5, width: 5, height: 5)])
        #expect(a.intersection(PixelRect(x: 50, y: 50, width: 1, height: 1)).isEmpty)
        var c = a
        c.subtract(b)
        #expect(c.area == 75)
        #expect(!c.contains(x: 7, y: 7))
    }

    @Test func coveringRoundsOutward() {
        let r = DamageRegion(covering: Rect(x: 0.5, y: 1.2, width: 2, height: 1))
        #expect(r.rects == [PixelRect(x: 0, y: 1, width: 3, height: 2)])
        #expect(DamageRegion(covering: Rect(x: .nan, y: 0, width: 1, height: 1)).isEmpty)
        #expect(DamageRegion(covering: Rect(x: 0, y: 0, width: .infinity, height: 1)).isEmpty)
    }

    @Test func translateAndScaleToBufferPixels() {
        var r = DamageRegion(PixelRect(x: 1, y: 2, width: 3, height: 4))
        r.formUnion(PixelRect(x: 10, y: 10, width: 1, height: 1))
        #expect(r.translatedBy(x: 5, y: -2).rects == [PixelRect(x: 6, y: 0, width: 3, height: 4), PixelRect(x: 15, y: 8, width: 1, height: 1)])
        let doubled = r.scaled(by: 2)
        #expect(doubled.rects == [PixelRect(x: 2, y: 4, width: 6, height: 8), PixelRect(x: 20, y: 20, width: 2, height: 2)])
        #expect(doubled.area == r.area * 4)
        #expect(r.scaled(by: 0) == r)
    }

    @Test func clearEmptiesAndCopiesAreIndependent() {
        var a = DamageRegion(PixelRect(x: 0, y: 0, width: 4, height: 4))
        let b = a
        a.removeAll()
        #expect(a.isEmpty)
        #expect(b.area == 16)
        var c = b
        c.formUnion(PixelRect(x: 10, y: 10, width: 1, height: 1))
        #expect(b.area == 16)
        #expect(c.area == 17)
        #expect(b != c)
        #expect(b == DamageRegion(PixelRect(x: 0, y: 0, width: 4, height: 4)))
    }

    @Test func hugeCoordinatesAreClampedNotCrashing() {
        var r = DamageRegion(PixelRect(x: Int.max / 2, y: 0, width: Int.max / 2, height: 10))
        r.formUnion(PixelRect(x: Int.min / 2, y: 0, width: 5, height: 5))
        #expect(!r.isEmpty)
        #expect(r.translatedBy(x: Int.max, y: 0).boundingBox.width >= 0)
    }
}

@Suite struct BufferDamageTrackerTests {
    @Test func reusedBufferGetsTheDamageItMissed() {
        var tracker = BufferDamageTracker<Int>()
        let a = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let b = PixelRect(x: 50, y: 50, width: 5, height: 5)
        #expect(tracker.damage(for: 1) == nil)          // never painted: repaint everything

        tracker.add(DamageRegion(a))                      // frame 1 into buffer 1
        #expect(tracker.damage(for: 1) == nil)
        tracker.markPainted(1)

        tracker.add(DamageRegion(b))                      // frame 2 into buffer 2 (new)
        #expect(tracker.damage(for: 2) == nil)
        tracker.markPainted(2)

        tracker.add(DamageRegion(a))                      // frame 3 back into buffer 1: missed b, needs a
        #expect(tracker.damage(for: 1) == DamageRegion([a, b]))
        tracker.markPainted(1)
        #expect(tracker.damage(for: 2) == DamageRegion(a))
        #expect(tracker.damage(for: 1) == DamageRegion())

        tracker.forget(2)
        #expect(tracker.damage(for: 2) == nil)
        tracker.removeAll()
        #expect(tracker.damage(for: 1) == nil)
    }
}
