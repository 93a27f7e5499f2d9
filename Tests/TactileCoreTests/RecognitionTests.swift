import Testing
@testable import TactileCore
import TactileTesting

/// A recognizer that never prevents others (like a tap that must not block a double tap).
@MainActor final class GentleRecognizer: GestureRecognizer {
    override func canPrevent(_ other: GestureRecognizer) -> Bool { false }
}

/// A view that refuses recognizers other than its own.
@MainActor final class ButtonView: RecordingView {
    override func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool { g.view === self }
}

@MainActor @Suite("Recognition") struct RecognitionTests {
    @Test func nearerRecognizerWinsOnTheSameEvent() {
        let s = Scene()
        let outer = s.view("outer", R(0, 0, 300, 300))
        let inner = s.view("inner", R(0, 0, 100, 100), in: outer)
        let far = s.recognizer("far", .discreteOnEnd, on: outer)
        let near = s.recognizer("near", .discreteOnEnd, on: inner)
        s.tap(10, 10)
        #expect(near.actionStates == [.ended])
        #expect(far.actionStates.isEmpty)
        #expect(far.failureReason == "near on inner recognized")
        s.checker.verify()
    }

    @Test func moreRecentlyAddedWinsOnTheSameView() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let older = s.recognizer("older", .discreteOnEnd, on: v)
        let newer = s.recognizer("newer", .discreteOnEnd, on: v)
        s.tap(10, 10)
        #expect(newer.actionStates == [.ended])
        #expect(older.state == .possible && older.actionStates.isEmpty)
        #expect(older.failureReason == "newer on V recognized")
        s.checker.verify()
    }

    @Test func canPreventFalseAllowsBothToRecognize() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let other = s.recognizer("other", .discreteOnEnd, on: v)
        let gentle = GentleRecognizer()
        gentle.name = "gentle"
        s.checker.watch(gentle)
        var gentleFired = 0
        gentle.addAction { _ in gentleFired += 1 }
        v.addGestureRecognizer(gentle)
        s.down(1, 10, 10)
        gentle.state = .ended          // recognizes first but cannot prevent `other`
        #expect(other.state == .possible)
        s.up(1)
        #expect(gentleFired == 1 && other.actionStates == [.ended])
        s.checker.verify()
    }

    @Test func viewVetoesRecognitionThroughGestureRecognizerShouldBegin() {
        let s = Scene()
        let button = ButtonView("Button", frame: R(0, 0, 100, 100), log: s.log, checker: s.checker)
        s.window.addSubview(button)
        let background = s.recognizer("background", .discreteOnEnd, on: s.window)
        s.tap(10, 10)
        #expect(background.actionStates.isEmpty)
        #expect(background.failureReason == "Button.gestureRecognizerShouldBegin returned false")
        #expect(button.phases == [.began, .ended])
        s.checker.verify()
    }

    @Test func terminalRecognizerIsResetThenPossibleAndActionsFollowTheKind() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let pan = s.recognizer("pan", .continuousOnMove, on: v)
        s.down(1, 10, 10)
        s.move(1, 20, 10)
        s.move(1, 30, 10)
        s.driver.cancel()
        #expect(pan.actionStates == [.began, .changed, .cancelled])
        #expect(pan.failureReason == "pan cancelled itself")
        #expect(pan.state == .possible && pan.resetCount == 1)
        s.checker.verify()
    }

    @Test func failAndCancelRecordReasons() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let g = s.recognizer("g", .manual, on: v)
        s.down(1, 10, 10)
        g.fail(reason: "too slow")
        #expect(g.state == .failed && g.failureReason == "too slow")
        s.up(1)
        #expect(g.state == .possible && g.failureReason == "too slow")
        s.down(2, 10, 10)
        #expect(g.failureReason == nil)        // cleared by the next touch
        g.state = .began
        g.cancel(reason: "finger left")
        #expect(g.failureReason == "finger left")
        s.up(2)
        s.checker.verify()
    }

    /// Setting an illegal state is a precondition failure naming the recognizer and both states.
    @Test func illegalTransitionIsAPreconditionFailure() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let g = GestureRecognizer()
                g.name = "pan"
                g.state = .changed              // possible → changed: illegal
            }
        }
    }

    @Test func recognizerClockIsTheWindowClock() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let g = s.recognizer("g", .manual, on: v)
        #expect(g.clock === s.clock)
        var fired = false
        s.down(1, 10, 10)
        _ = g.clock?.schedule(after: .milliseconds(500)) { g.state = .began; fired = true }
        s.clock.advance(by: .milliseconds(500))
        #expect(fired && g.actionStates == [.began] && v.phases == [.began, .cancelled])
        s.up(1)
        g.state = .ended
        s.checker.verify()
    }

    @Test func disablingCancelsAGestureInProgress() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let g = s.recognizer("g", .continuousOnMove, on: v)
        s.down(1, 10, 10)
        s.move(1, 20, 10)
        g.isEnabled = false
        #expect(g.actionStates == [.began, .cancelled])
        #expect(g.state == .possible)
        s.up(1)
        s.checker.verify()
    }

    @Test func removingARecognizerLetsGoOfItsTouches() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let g = s.recognizer("g", .manual, on: v)
        s.down(1, 10, 10)
        v.removeGestureRecognizer(g)
        #expect(g.view == nil && g.state == .possible)
        s.up(1)
        #expect(v.phases == [.began, .ended])   // nothing withholds the end any more
        s.checker.verify()
    }
}

extension RecognitionTests {
    /// Two fingers: the first on the outer view, the second on the inner one. On the event where
    /// both recognizers would recognize, the inner (nearer the second touch's hit-test view) wins.
    @Test func nearerRecognizerWinsAcrossTouches() {
        let s = Scene()
        let outer = s.view("outer", R(0, 0, 300, 300))
        outer.isMultipleTouchEnabled = true
        let inner = s.view("inner", R(200, 200, 100, 100), in: outer)
        let far = s.recognizer("far", .continuousOnMove, on: outer)
        let near = s.recognizer("near", .continuousOnMove, on: inner)
        s.driver.down(1, at: P(10, 10))
        s.driver.down(2, at: P(250, 250))
        s.driver.frame()
        s.driver.move(1, to: P(20, 10))
        s.driver.move(2, to: P(260, 250))
        s.driver.frame()
        #expect(near.state == .began)
        #expect(far.failureReason == "near on inner recognized")
        s.driver.up(1)
        s.driver.up(2)
        s.driver.frame()
        s.checker.verify()
    }
}

extension RecognitionTests {
    @Test func locationsOfTrackedTouches() {
        let s = Scene()
        let v = s.view("V", R(100, 100, 200, 200))
        v.isMultipleTouchEnabled = true
        let g = s.recognizer("g", .manual, on: v)
        s.driver.down(1, at: P(110, 110))
        s.driver.down(2, at: P(130, 150))
        s.driver.frame()
        #expect(g.numberOfTouches == 2)
        #expect(g.location(in: nil) == P(120, 130))
        #expect(g.location(in: v) == P(20, 30))
        #expect(g.location(ofTouch: 1, in: v) == P(30, 50))
        #expect(g.location(ofTouch: 5, in: v) == P(20, 30))     // out of range: logged, centroid
        s.driver.up(1)
        s.driver.up(2)
        s.driver.frame()
        #expect(g.numberOfTouches == 0)
        #expect(g.location(in: nil) == P(120, 130))              // the last centroid
        g.state = .failed
        s.checker.verify()
    }

    @Test func windowDefaults() {
        let s = Scene()
        #expect(!s.window.touchOverlayEnabled)
        s.window.clearDamage()
        s.window.touchOverlayEnabled = true
        #expect(s.window.damagedRects == [R(0, 0, 400, 400)])
        #expect(s.window.clock === s.clock)
        #expect(s.window.isMultipleTouchEnabled == false && View(frame: .zero).isUserInteractionEnabled)
    }
}

extension RecognitionTests {
    /// A recognizer the toolkit failed (another one won) may still have a timer pending: its late
    /// state change is ignored instead of being an illegal transition.
    @Test func lateUpdateAfterAForcedFailureIsIgnored() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let press = s.recognizer("press", .manual, on: v)
        let pan = s.recognizer("pan", .continuousOnMove, on: v)
        s.down(1, 10, 10)
        _ = press.clock?.schedule(after: .milliseconds(500)) { press.state = .began }
        s.move(1, 40, 10)
        #expect(press.state == .failed && press.failureReason == "pan on V recognized")
        s.clock.advance(by: .milliseconds(600))
        #expect(press.state == .failed && press.actionStates.isEmpty)
        s.up(1)
        #expect(pan.actionStates == [.began, .ended])
        s.checker.verify()
    }
}

extension RecognitionTests {
    /// Found by the random sequences: a recognizer whose view left the window still finishes its
    /// cycle (a late timer) and returns to .possible, so it works again once back in a window.
    @Test func recognizerOutsideAWindowStillReturnsToPossible() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 100, 100))
        let g = s.recognizer("g", .manual, on: v)
        v.removeFromSuperview()
        g.state = .ended                    // e.g. a timer that outlived the removal
        #expect(g.state == .possible && g.actionStates == [.ended] && g.resetCount == 1)
        s.window.addSubview(v)
        s.tap(10, 10)
        g.state = .ended
        #expect(g.actionStates == [.ended, .ended])
        s.checker.verify()
    }

    /// Found by the random sequences: a view that already ended a touch never hears of it again,
    /// even if the touch is captured back to it.
    @Test func captureBackToAViewThatEndedTheTouchIsRefused() {
        let s = Scene()
        let a = s.view("a", R(0, 0, 100, 100))
        let b = s.view("b", R(200, 0, 100, 100))
        s.down(1, 10, 10)
        s.window.captureTouch(s.window.activeTouches[0], to: b)
        s.window.captureTouch(s.window.activeTouches[0], to: a)       // a got touchesCancelled: refused
        s.up(1)
        #expect(a.phases == [.began, .cancelled])
        #expect(b.phases == [.began, .ended])
        s.checker.verify()
    }
}
