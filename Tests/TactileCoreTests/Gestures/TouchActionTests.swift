import Testing
@testable import TactileCore
import TactileTesting

/// `View.touchAction`: recognizers whose gesture the touch's views forbid fail at touch-down.
@MainActor @Suite struct TouchActionTests {
    /// A window with an outer view carrying a pan, pinch and double tap, and an inner view.
    @MainActor final class Fixture {
        let g = GestureScene()
        let inner: RecordingView
        let pan = PanGestureRecognizer()
        let pinch = PinchGestureRecognizer()
        let doubleTap = TapGestureRecognizer()
        let singleTap = TapGestureRecognizer()

        init() {
            inner = g.scene.view("pad", R(100, 100, 200, 200), in: g.content)
            doubleTap.numberOfTapsRequired = 2
            g.add(pan, named: "pan")
            g.add(pinch, named: "pinch")
            g.add(doubleTap, named: "double")
            g.add(singleTap, named: "single")
        }
    }

    @Test func defaultsAreAuto() {
        #expect(View(frame: .zero).touchAction == .auto)
        #expect(TouchAction.auto.description == "auto")
        #expect(TouchAction.none.description == "none")
        #expect(TouchAction.manipulation.description == "manipulation")
        #expect(TouchAction([.panX, .pinchZoom]).description == "pan-x pinch-zoom")
    }

    @Test func noneFailsPanAndPinchAtTouchDownNamingTheView() {
        let f = Fixture()
        f.inner.touchAction = .none
        f.g.scene.down(1, 150, 150)
        #expect(f.pan.state == .failed)
        #expect(f.pan.failureReason == "pan needs pan-x pan-y; pad's touch action is none")
        #expect(f.pinch.state == .failed)
        #expect(f.pinch.failureReason?.contains("pad") == true)
        #expect(f.singleTap.state == .possible)     // taps need nothing
        // The drag reaches the view uncancelled and nothing pans.
        f.g.scene.move(1, 150, 250)
        f.g.scene.up(1)
        #expect(f.inner.phases == [.began, .moved, .ended])
        #expect(f.g.log.states("pan").isEmpty)
    }

    @Test func theSameDragPansWithoutTheDeclaration() {
        let f = Fixture()
        f.g.scene.down(1, 150, 150)
        f.g.scene.move(1, 150, 250)
        f.g.scene.up(1)
        #expect(f.g.log.states("pan") == [.began, .ended])
        #expect(f.inner.phases == [.began, .cancelled])
    }

    @Test func touchesOutsideTheRestrictedViewAreUnaffected() {
        let f = Fixture()
        f.inner.touchAction = .none
        f.g.scene.down(1, 20, 20)
        f.g.scene.move(1, 20, 120)
        f.g.scene.up(1)
        #expect(f.g.log.states("pan") == [.began, .ended])
    }

    @Test func panXLetsAHorizontalPanBeginAndFailsAVerticalOne() {
        let f = Fixture()
        f.inner.touchAction = .panX
        f.g.scene.down(1, 150, 150)
        #expect(f.pan.state == .possible)
        f.g.scene.move(1, 150, 180)
        #expect(f.pan.state == .failed)
        #expect(f.pan.failureReason == "moved vertically; pad (pan-x) allows pan-x")
        f.g.scene.up(1)
        f.g.scene.down(2, 150, 150)
        f.g.scene.move(2, 180, 155)
        #expect(f.pan.state == .began)
        f.g.scene.up(2)
    }

    @Test func ancestorsIntersect() {
        let f = Fixture()
        f.g.content.touchAction = .panY
        f.inner.touchAction = .panX
        f.g.scene.down(1, 150, 150)
        #expect(f.pan.state == .failed)
        #expect(f.pan.failureReason == "pan needs pan-x pan-y; content's touch action is pan-y")
        f.g.scene.up(1)
    }

    @Test func manipulationFailsADoubleTapSoTheSingleTapNeedNotWait() {
        let f = Fixture()
        f.singleTap.require(toFail: f.doubleTap)
        f.inner.touchAction = .manipulation
        f.g.scene.down(1, 150, 150)
        #expect(f.doubleTap.state == .failed)
        #expect(f.doubleTap.failureReason?.contains("double-tap-zoom") == true)
        f.g.clock.advance(by: .milliseconds(50))
        f.g.scene.up(1)
        #expect(f.g.log.states("single") == [.ended])       // at the lift, not 350 ms later
    }

    @Test func settableBeforeTheTouchPassesItsSlop() {
        let f = Fixture()
        f.g.scene.down(1, 150, 150)
        f.g.scene.move(1, 150, 155)           // 5 pt: within the slop
        #expect(f.pan.state == .possible)
        f.inner.touchAction = .none
        f.g.scene.move(1, 150, 200)
        #expect(f.pan.state == .failed)
        #expect(f.pan.failureReason?.contains("pad's touch action is none") == true)
        f.g.scene.up(1)
        #expect(f.inner.phases == [.began, .moved, .moved, .ended])
    }

    @Test func fixedOnceTheTouchHasPassedItsSlop() {
        let f = Fixture()
        f.g.scene.down(1, 150, 150)
        f.g.scene.move(1, 150, 175)           // 25 pt: past the slop, the pan begins
        #expect(f.pan.state == .began)
        f.inner.touchAction = .none
        f.g.scene.move(1, 150, 200)
        #expect(f.pan.state == .changed)
        f.g.scene.up(1)
        #expect(f.g.log.states("pan") == [.began, .changed, .ended])
    }

    @Test func customRecognizersDeclareWhatTheyNeed() {
        final class TwoFingerScroll: GestureRecognizer {
            override var requiredTouchAction: TouchAction { .panY }
        }
        let f = Fixture()
        let custom = f.g.add(TwoFingerScroll(), named: "custom")
        let plain = f.g.add(GestureRecognizer(), named: "plain")
        f.inner.touchAction = .panX
        f.g.scene.down(1, 150, 150)
        #expect(custom.state == .failed)
        #expect(custom.failureReason == "custom needs pan-y; pad's touch action is pan-x")
        #expect(plain.state == .possible)
        #expect(plain.allowedTouchAction == .panX)
        f.g.scene.up(1)
    }

    @Test func swipesAndEdgePansNeedTheirAxis() {
        let swipe = SwipeGestureRecognizer()
        swipe.direction = [.up]
        #expect(swipe.requiredTouchAction == .panY)
        swipe.direction = [.left, .down]
        #expect(swipe.requiredTouchAction == [.panX, .panY])
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = .left
        #expect(edge.requiredTouchAction == .panX)
        #expect(RotationGestureRecognizer().requiredTouchAction == .pinchZoom)
        #expect(LongPressGestureRecognizer().requiredTouchAction.isEmpty)
    }
}
