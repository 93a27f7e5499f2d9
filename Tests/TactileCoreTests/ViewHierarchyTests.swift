import Testing
@testable import TactileCore
import TactileTesting

@MainActor @Suite("Views") struct ViewHierarchyTests {
    @Test func subviewOrderInsertFrontAndBack() {
        let root = View(frame: R(0, 0, 100, 100))
        let a = View(frame: .zero), b = View(frame: .zero), c = View(frame: .zero)
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        root.bringSubviewToFront(c)
        #expect(root.subviews.last === c)
        root.sendSubviewToBack(b)
        #expect(root.subviews.first === b)
        root.insertSubview(a, at: 99)
        #expect(root.subviews.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
        a.removeFromSuperview()
        #expect(a.superview == nil && root.subviews.count == 2)
        let other = View(frame: .zero)
        other.addSubview(b)                 // moves b
        #expect(b.superview === other && root.subviews.count == 1)
    }

    @Test func cyclesAndForeignViewsAreRejectedWithoutCrashing() {
        let a = View(frame: .zero), b = View(frame: .zero), stranger = View(frame: .zero)
        a.addSubview(b)
        b.addSubview(a)                     // would make a cycle
        #expect(a.superview == nil && b.superview === a)
        a.addSubview(a)
        #expect(a.subviews.count == 1)
        a.bringSubviewToFront(stranger)
        a.sendSubviewToBack(stranger)
        #expect(stranger.superview == nil)
    }

    @Test func windowOfAView() {
        let s = Scene()
        let v = s.view("v", R(0, 0, 10, 10))
        #expect(v.window === s.window)
        v.removeFromSuperview()
        #expect(v.window == nil)
    }

    @Test func recognizersMoveBetweenViews() {
        let a = View(frame: .zero), b = View(frame: .zero)
        let g = GestureRecognizer()
        a.addGestureRecognizer(g)
        b.addGestureRecognizer(g)
        #expect(a.gestureRecognizers.isEmpty && b.gestureRecognizers.count == 1 && g.view === b)
        var fired = 0
        let id = g.addAction { _ in fired += 1 }
        g.removeAction(id)
        #expect(g.displayName == "GestureRecognizer")
    }
}

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
}
