import Testing
@testable import TactileCore
import TactileTesting

@MainActor @Suite("Capture and touch priority") struct CaptureTests {
    @Test func implicitCaptureFollowsADragLeavingTheViewInOneEvent() {
        let s = Scene()
        let pin = s.view("pin", R(10, 10, 20, 20))
        s.down(1, 15, 15)
        s.move(1, 350, 380)
        s.up(1)
        #expect(pin.phases == [.began, .moved, .ended])
        s.checker.verify()
    }

    @Test func explicitCaptureMovesTheTouchAndFailsOutsideRecognizers() {
        let s = Scene()
        let map = s.view("map", R(0, 0, 400, 400))
        let pin = s.view("pin", R(100, 100, 20, 20), in: map)
        let other = s.view("other", R(300, 300, 50, 50))
        let mapPan = s.recognizer("mapPan", .manual, on: map)
        let pinTap = s.recognizer("pinTap", .manual, on: pin)
        s.down(1, 310, 310)
        #expect(other.phases == [.began])
        do {
            let t = s.window.activeTouches[0]
            #expect(t.gestureRecognizers.isEmpty)
            s.window.captureTouch(t, to: pin)
            #expect(t.view === pin)
        }
        #expect(other.phases == [.began, .cancelled])
        #expect(pin.phases == [.began])
        s.move(1, 320, 320)
        s.up(1)
        #expect(pin.phases == [.began, .moved, .ended])
        _ = mapPan; _ = pinTap
        s.checker.verify()
    }

    @Test func captureFailsRecognizersOutsideTheNewViewsSwarm() {
        let s = Scene()
        let left = s.view("left", R(0, 0, 100, 100))
        let right = s.view("right", R(200, 0, 100, 100))
        let leftG = s.recognizer("leftG", .manual, on: left)
        let windowG = s.recognizer("windowG", .manual, on: s.window)
        s.down(1, 10, 10)
        s.window.captureTouch(s.window.activeTouches[0], to: right)
        #expect(leftG.state == .failed)
        #expect(leftG.failureReason == "touch captured by right")
        #expect(windowG.state == .possible)
        s.up(1)
        windowG.state = .failed
        #expect(left.phases == [.began, .cancelled])
        #expect(right.phases == [.began, .ended])
        s.checker.verify()
    }

    @Test func captureFromInsideTouchesMoved() {
        let s = Scene()
        let handle = s.view("handle", R(0, 0, 50, 50))
        let track = s.view("track", R(100, 0, 200, 50))
        handle.onCall = { phase, touches, _ in
            if phase == .moved, let t = touches.first { s.window.captureTouch(t, to: track) }
        }
        s.down(1, 10, 10)
        s.move(1, 150, 10)
        s.move(1, 160, 10)
        s.up(1)
        #expect(handle.phases == [.began, .moved, .cancelled])
        #expect(track.phases == [.began, .moved, .ended])
        s.checker.verify()
    }

    @Test func releaseCaptureLeavesTheTouchToRecognizersOnly() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        let g = s.recognizer("g", .continuousOnMove, on: v)
        g.cancelsTouchesInView = false
        s.down(1, 10, 10)
        s.window.releaseCapture(of: s.window.activeTouches[0])
        s.move(1, 30, 10)
        s.up(1)
        #expect(v.phases == [.began, .cancelled])
        #expect(g.actionStates == [.began, .ended])
        s.checker.verify()
    }

    @Test func priorityViewGetsEveryPhaseWithoutRecognizers() {
        let s = Scene()
        let map = s.view("map", R(0, 0, 400, 400))
        let pin = s.view("pin", R(100, 100, 20, 20), in: map)
        let cover = s.view("cover", R(0, 0, 400, 400))       // would win hit-testing
        let pan = s.recognizer("pan", .continuousOnMove, on: map)
        s.window.addViewForTouchPriority(pin)
        s.down(1, 105, 105)
        #expect(s.window.activeTouches[0].view === pin && s.window.activeTouches[0].gestureRecognizers.isEmpty)
        s.move(1, 390, 5)
        s.up(1)
        #expect(pin.phases == [.began, .moved, .ended])
        #expect(cover.calls.isEmpty && pan.received.isEmpty)
        s.tap(300, 300)                     // outside: normal hit-testing
        #expect(cover.phases == [.began, .ended])
        s.window.removeViewForTouchPriority(pin)
        s.tap(105, 105)
        #expect(pin.phases.count == 3)
        s.checker.verify()
    }
}
