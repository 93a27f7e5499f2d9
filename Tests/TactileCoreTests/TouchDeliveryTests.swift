import Testing
@testable import TactileCore
import TactileTesting

@MainActor @Suite("Touch Delivery") struct TouchDeliveryTests {
    @Test func newTouchGoesToTheSwarmFirstThenTheView() {
        let s = Scene()
        let outer = s.view("outer", R(0, 0, 300, 300))
        let inner = s.view("inner", R(10, 10, 100, 100), in: outer)
        let gOuter = s.recognizer("gOuter", .failOnEnd, on: outer)
        let gInner = s.recognizer("gInner", .failOnEnd, on: inner)
        s.down(1, 20, 20)
        #expect(s.log.entries == ["gInner touchesBegan [1]", "gOuter touchesBegan [1]", "inner began [1]"])
        #expect(s.window.activeTouches[0].gestureRecognizers.map(\.displayName) == ["gInner", "gOuter"])
        s.up(1)
        #expect(inner.phases == [.began, .ended])
        #expect(outer.calls.isEmpty)
        #expect(gOuter.state == .possible && gInner.state == .possible)
        s.checker.verify()
    }

    @Test func recognitionCancelsTheViewAndFailsTheOthers() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let pan = s.recognizer("pan", .continuousOnMove, on: v)
        let tap = s.recognizer("tap", .discreteOnEnd, on: s.window)
        s.down(1, 20, 20)
        s.move(1, 40, 20)
        #expect(pan.state == .began)
        #expect(v.phases == [.began, .cancelled])
        #expect(tap.state == .failed)
        #expect(tap.failureReason == "pan on V recognized")
        s.move(1, 60, 20)
        s.up(1)
        #expect(pan.actionStates == [.began, .changed, .ended])
        #expect(tap.actionStates.isEmpty)
        #expect(v.phases == [.began, .cancelled])
        #expect(pan.state == .possible && pan.resetCount == 1 && tap.resetCount == 1)
        s.checker.verify()
    }

    @Test func failedRecognizerStopsReceivingButTheViewContinues() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let g = s.recognizer("g", .failOnMove, on: v)
        s.down(1, 20, 20)
        s.move(1, 30, 20)
        s.move(1, 40, 20)
        s.up(1)
        #expect(g.received == [.began, .moved])
        #expect(g.failureReason == "g declared failure")
        #expect(v.phases == [.began, .moved, .moved, .ended])
        s.checker.verify()
    }

    @Test func sendEventIsOverridableAndSuperWorks() {
        final class SpyWindow: Window {
            var seen: [Int] = []
            var views: [String] = []
            override func sendEvent(_ event: TouchEvent) {
                seen.append(event.allTouches.count)
                views.append(event.allTouches.first?.view?.displayName ?? "none")   // hit-tested already
                super.sendEvent(event)
            }
        }
        let clock = ManualClock()
        let w = SpyWindow(frame: R(0, 0, 200, 200), clock: clock)
        let s = Scene(window: w)
        let v = s.view("V", R(0, 0, 100, 100))
        s.tap(10, 10)
        #expect(w.seen == [1, 1])
        #expect(w.views == ["V", "V"])
        #expect(v.phases == [.began, .ended])
        s.checker.verify()
    }

    @Test func removingAViewCancelsItsTouches() {
        let s = Scene()
        let parent = s.view("parent", R(0, 0, 300, 300))
        let child = s.view("child", R(0, 0, 100, 100), in: parent)
        let g = s.recognizer("g", .continuousOnMove, on: child)
        s.down(1, 10, 10)
        s.move(1, 30, 10)
        #expect(g.state == .began)
        parent.removeFromSuperview()
        #expect(child.phases == [.began, .cancelled])
        #expect(g.actionStates == [.began, .cancelled])
        #expect(g.state == .possible)
        s.move(1, 50, 10)
        s.up(1)
        #expect(child.phases == [.began, .cancelled])
        s.checker.verify()
    }
}

extension TouchDeliveryTests {
    @Test func movingAViewWithinTheWindowKeepsItsTouches() {
        let s = Scene()
        let a = s.view("a", R(0, 0, 200, 200))
        let b = s.view("b", R(200, 0, 200, 200))
        let v = s.view("v", R(0, 0, 50, 50), in: a)
        s.down(1, 10, 10)
        b.addSubview(v)
        s.move(1, 20, 10)
        s.up(1)
        #expect(v.phases == [.began, .moved, .ended])
        s.checker.verify()
    }
}

extension TouchDeliveryTests {
    @Test func removingAViewWhoseEndIsWithheldCancelsIt() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 100, 100))
        let g = s.recognizer("doubleTap", .manual, on: s.window)
        s.tap(10, 10)
        #expect(v.phases == [.began])
        v.removeFromSuperview()
        #expect(v.phases == [.began, .cancelled])
        g.state = .failed
        #expect(v.phases == [.began, .cancelled])
        s.checker.verify()
    }
}

extension TouchDeliveryTests {
    @Test func viewRemovingItselfWhileReceivingATouch() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 100, 100))
        v.onCall = { phase, _, _ in if phase == .moved { v.removeFromSuperview() } }
        s.down(1, 10, 10)
        s.move(1, 20, 10)
        s.move(1, 30, 10)
        s.up(1)
        #expect(v.phases == [.began, .moved, .cancelled])
        s.checker.verify()
    }

    @Test func recognizerRemovingItselfFromItsAction() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 100, 100))
        let g = s.recognizer("g", .continuousOnMove, on: v)
        g.addAction { g in if g.state == .changed { v.removeGestureRecognizer(g) } }
        s.down(1, 10, 10)
        s.move(1, 20, 10)
        s.move(1, 30, 10)
        s.move(1, 40, 10)
        s.up(1)
        #expect(g.actionStates == [.began, .changed, .cancelled])
        #expect(g.view == nil && g.state == .possible)
        s.checker.verify()
    }
}
