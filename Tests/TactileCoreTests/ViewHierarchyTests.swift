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
