import Testing
@testable import TactileCore
import TactileTesting

/// A view whose subviews are touchable outside its bounds (hit-testing overridden to reach past the bounds).
@MainActor final class OverhangView: RecordingView {
    override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
        if let hit = super.hitTest(point, with: event) { return hit }
        for sub in subviews.reversed() {
            if let hit = sub.hitTest(convert(point, to: sub), with: event) { return hit }
        }
        return nil
    }
}

/// A view that takes its subviews' touches for itself.
@MainActor final class SwallowingView: RecordingView {
    override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
        super.hitTest(point, with: event) != nil ? self : nil
    }
}

/// A non-interactive view that nevertheless returns itself.
@MainActor final class StubbornView: RecordingView {
    override func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
        self.point(inside: point, with: event) ? self : nil
    }
}

@MainActor @Suite("Hit-Testing") struct HitTestingTests {
    @Test func frontmostSubviewWinsAndRestrictionsFallThrough() {
        let s = Scene()
        let back = s.view("back", R(0, 0, 200, 200))
        let front = s.view("front", R(50, 50, 100, 100))
        #expect(s.window.hitTest(P(60, 60), with: nil) === front)
        front.isHidden = true
        #expect(s.window.hitTest(P(60, 60), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(s.window.hitTest(P(60, 60), with: nil) === back)
        front.alpha = 0.5
        front.isUserInteractionEnabled = false
        #expect(s.window.hitTest(P(60, 60), with: nil) === back)
        s.window.bringSubviewToFront(back)
        front.isUserInteractionEnabled = true
        #expect(s.window.hitTest(P(60, 60), with: nil) === back)
    }

    @Test func restrictedViewHidesItsSubviews() {
        let s = Scene()
        let parent = s.view("parent", R(0, 0, 200, 200))
        let child = s.view("child", R(10, 10, 50, 50), in: parent)
        #expect(s.window.hitTest(P(20, 20), with: nil) === child)
        parent.isUserInteractionEnabled = false
        #expect(s.window.hitTest(P(20, 20), with: nil) === s.window)
    }

    @Test func subviewOutsideSuperviewBoundsIsUntouchableByDefault() {
        let s = Scene()
        let parent = s.view("parent", R(0, 0, 100, 100))
        let child = s.view("child", R(90, 90, 50, 50), in: parent)
        #expect(s.window.hitTest(P(95, 95), with: nil) === child)
        #expect(s.window.hitTest(P(120, 120), with: nil) === s.window)
    }

    @Test func overrideMakesOverhangingSubviewTouchable() {
        let s = Scene()
        let parent = OverhangView("parent", frame: R(0, 0, 100, 100), log: s.log, checker: s.checker)
        s.window.addSubview(parent)
        let child = s.view("child", R(90, 90, 50, 50), in: parent)
        #expect(s.window.hitTest(P(120, 120), with: nil) === child)
        s.tap(120, 120)
        #expect(child.phases == [.began, .ended])
        s.checker.verify()
    }

    @Test func overrideSwallowsSubviewTouches() {
        let s = Scene()
        let parent = SwallowingView("parent", frame: R(0, 0, 100, 100), log: s.log, checker: s.checker)
        s.window.addSubview(parent)
        let child = s.view("child", R(10, 10, 50, 50), in: parent)
        s.tap(20, 20)
        #expect(parent.phases == [.began, .ended])
        #expect(child.phases.isEmpty)
        s.checker.verify()
    }

    @Test func nonInteractiveViewCanReturnItself() {
        let s = Scene()
        let v = StubbornView("stubborn", frame: R(0, 0, 100, 100), log: s.log, checker: s.checker)
        v.isUserInteractionEnabled = false
        s.window.addSubview(v)
        s.tap(20, 20)
        #expect(v.phases == [.began, .ended])
        s.checker.verify()
    }

    @Test func rotatedViewIsHitWhereItAppears() {
        let s = Scene()
        let bar = s.view("bar", R(100, 190, 200, 20))      // horizontal bar centred at (200,200)
        bar.transform = AffineTransform(rotationAngle: .pi / 2)   // now vertical
        #expect(s.window.hitTest(P(200, 120), with: nil) === bar)
        #expect(s.window.hitTest(P(120, 200), with: nil) === s.window)
    }
}
