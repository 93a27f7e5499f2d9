import Testing
@testable import TactileCore
import TactileTesting

@MainActor @Suite("Damage") struct DamageTests {
    @Test func setNeedsDisplayRecordsWindowRectsAndNotifiesOnce() {
        let s = Scene()
        let v = s.view("v", R(100, 100, 50, 50))
        s.window.clearDamage()
        var notified = 0
        s.window.onNeedsDisplay = { notified += 1 }
        v.setNeedsDisplay(R(0, 0, 10, 10))
        v.setNeedsDisplay(R(20, 20, 10, 10))
        #expect(s.window.damagedRects == [R(100, 100, 10, 10), R(120, 120, 10, 10)])
        #expect(notified == 1)
        s.window.clearDamage()
        v.setNeedsDisplay()
        #expect(s.window.damagedRects == [R(100, 100, 50, 50)] && notified == 2)
    }

    @Test func damageGoesThroughTransforms() {
        let s = Scene()
        let v = s.view("v", R(100, 100, 100, 20))
        v.transform = AffineTransform(rotationAngle: .pi / 2)
        s.window.clearDamage()
        v.setNeedsDisplay()
        let r = s.window.damagedRects[0]
        #expect(abs(r.minX - 140) < 1e-9 && abs(r.minY - 60) < 1e-9 && abs(r.width - 20) < 1e-9 && abs(r.height - 100) < 1e-9)
    }

    @Test func geometryAndAppearanceChangesDamageOldAndNewAreas() {
        let s = Scene()
        let v = s.view("v", R(0, 0, 10, 10))
        s.window.clearDamage()
        v.center = P(105, 105)
        #expect(s.window.damagedRects == [R(0, 0, 10, 10), R(100, 100, 10, 10)])
        s.window.clearDamage()
        v.alpha = 0.5
        v.isHidden = true
        v.backgroundColor = Color(red: 1, green: 0, blue: 0)
        #expect(s.window.damagedRects == [R(100, 100, 10, 10)])
        s.window.clearDamage()
        let child = View(frame: R(0, 0, 5, 5))
        v.addSubview(child)
        #expect(s.window.damagedRects == [R(100, 100, 5, 5)])
        s.window.clearDamage()
        v.removeFromSuperview()
        #expect(s.window.damagedRects == [R(100, 100, 10, 10)])
    }

    @Test func manyRectsCollapseIntoTheirUnion() {
        let s = Scene()
        let v = s.view("v", R(0, 0, 400, 400))
        s.window.clearDamage()
        for i in 0..<40 { v.setNeedsDisplay(R(Double(i * 10), 0, 5, 5)) }
        #expect(s.window.damagedRects.count <= Window.maxDamageRects)
        #expect(s.window.damagedRects.reduce(Rect.zero) { $0.union($1) } == R(0, 0, 395, 5))
    }

    @Test func aResizedWindowIsWhollyDamagedAndViewsOnTheirOwnSurfacesStillReportTheirs() {
        let s = Scene()
        let v = s.view("v", R(0, 0, 10, 10))
        let lifted = s.view("lifted", R(50, 50, 20, 20))
        lifted.ownSurfacePlacement = .aboveWindow
        s.window.clearDamage()
        s.window.frame = R(0, 0, 300, 500)
        #expect(s.window.coversAllWindowDamage == false)    // a view has a surface of its own
        v.center = P(100, 100)
        lifted.center = P(200, 200)
        #expect(s.window.damagedRects.first == R(0, 0, 300, 500))
        #expect(s.window.ownSurfaceDamage.contains { $0.view == ObjectIdentifier(lifted) && $0.isGeometry })
    }

    @Test func wholeWindowDamageCoversEveryViewUntilItIsCleared() {
        let s = Scene()
        let v = s.view("v", R(0, 0, 10, 10))
        s.window.clearDamage()
        s.window.frame = R(0, 0, 300, 500)
        #expect(s.window.coversAllWindowDamage)
        v.center = P(100, 100)
        #expect(s.window.damagedRects == [R(0, 0, 300, 500)])
        s.window.clearDamage()
        #expect(!s.window.coversAllWindowDamage)
        v.center = P(20, 20)
        #expect(s.window.damagedRects == [R(95, 95, 10, 10), R(15, 15, 10, 10)])
        // A view that joins afterwards moves the hierarchy on: the covering is worked out again.
        s.window.frame = R(0, 0, 400, 400)
        let joining = View(frame: R(0, 0, 5, 5))
        joining.ownSurfacePlacement = .aboveWindow
        s.window.addSubview(joining)
        #expect(!s.window.coversAllWindowDamage)
    }
}
