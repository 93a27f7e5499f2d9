import Testing
@testable import TactileCore
import TactileTesting

@MainActor @Suite("Gesture Recognizer and View") struct GestureRecognizerAndViewTests {
    @Test func viewGetsTheTouchAlongsideItsRecognizersUntilRecognition() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        let g = s.recognizer("g", .continuousOnMove, on: v)
        g.onBegan = { g, _, _ in #expect(g.view === v) }
        s.down(1, 10, 10)
        #expect(v.phases == [.began])
        s.move(1, 20, 10)
        #expect(v.phases == [.began, .cancelled])
        s.up(1)
        s.checker.verify()
    }

    @Test func cancelsTouchesInViewFalseLetsTheViewContinue() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        let g = s.recognizer("g", .continuousOnMove, on: v)
        g.cancelsTouchesInView = false
        s.down(1, 10, 10)
        s.move(1, 20, 10)
        s.move(1, 30, 10)
        s.up(1)
        #expect(g.actionStates == [.began, .changed, .ended])
        #expect(v.phases == [.began, .moved, .moved, .ended])
        s.checker.verify()
    }

    @Test func delaysTouchesEndedWithholdsTheEndUntilTheRecognizerDecides() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        let g = s.recognizer("doubleTap", .manual, on: v)
        s.tap(10, 10)
        #expect(v.phases == [.began])            // end withheld: g is still possible
        g.state = .failed                        // e.g. its timer ran out
        #expect(v.phases == [.began, .ended])
        s.checker.verify()
    }

    @Test func delaysTouchesEndedThenRecognitionCancelsInstead() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        let g = s.recognizer("doubleTap", .manual, on: v)
        s.tap(10, 10)
        s.tap(10, 10)
        #expect(v.phases == [.began, .began])
        g.state = .ended
        #expect(v.phases == [.began, .began, .cancelled, .cancelled])
        #expect(g.actionStates == [.ended])
        s.checker.verify()
    }

    @Test func delaysTouchesEndedFalseDeliversTheEndAtOnce() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        let g = s.recognizer("g", .manual, on: v)
        g.delaysTouchesEnded = false
        s.tap(10, 10)
        #expect(v.phases == [.began, .ended])
        g.state = .ended                         // too late to cancel anything
        #expect(v.phases == [.began, .ended])
        s.checker.verify()
    }

    @Test func delaysTouchesBeganReplaysBeganAndOnlyTheLastMoveOnFailure() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        let g = s.recognizer("g", .manual, on: v)
        g.delaysTouchesBegan = true
        var lastMoveLocation: Point?
        var phasesSeen: [TouchPhase] = []
        v.onCall = { phase, touches, _ in
            phasesSeen.append(touches.first!.phase)
            if phase == .moved { lastMoveLocation = touches.first!.location(in: nil) }
        }
        s.down(1, 10, 10)
        s.move(1, 20, 10)
        s.move(1, 30, 10)
        s.move(1, 40, 10)
        #expect(v.calls.isEmpty)
        g.state = .failed
        #expect(v.phases == [.began, .moved])
        #expect(lastMoveLocation == P(40, 10))
        #expect(phasesSeen == [.began, .moved])             // the touch reads as the replayed phase
        s.move(1, 50, 10)
        s.up(1)
        #expect(v.phases == [.began, .moved, .moved, .ended])
        s.checker.verify()
    }

    @Test func delaysTouchesBeganThenRecognitionMeansTheViewSeesNothing() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        let g = s.recognizer("g", .continuousOnMove, on: v)
        g.delaysTouchesBegan = true
        s.down(1, 10, 10)
        s.move(1, 40, 10)
        s.up(1)
        #expect(g.actionStates == [.began, .ended])
        #expect(v.calls.isEmpty)
        s.checker.verify()
    }

    @Test func delaysTouchesBeganWithTouchEndingBeforeTheDecision() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        let g = s.recognizer("g", .manual, on: v)
        g.delaysTouchesBegan = true
        s.down(1, 10, 10)
        s.move(1, 20, 10)
        s.up(1)
        #expect(v.calls.isEmpty)
        g.state = .failed
        #expect(v.phases == [.began, .moved, .ended])
        s.checker.verify()
    }

    @Test func ignoredTouchIsNotCancelledInTheViewOnRecognition() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        v.isMultipleTouchEnabled = true
        let g = s.recognizer("g", .manual, on: v)
        g.onBegan = { g, touches, event in
            for t in touches where t.identifier == 2 { g.ignore(t, for: event) }
        }
        s.down(1, 10, 10)
        s.down(2, 50, 50)
        #expect(g.numberOfTouches == 1)
        g.state = .began
        #expect(v.calls.last == .init(phase: .cancelled, ids: [1]))
        s.move(2, 60, 60)
        s.up(1)
        s.up(2)
        g.state = .ended
        #expect(v.calls.last == .init(phase: .ended, ids: [2]))
        #expect(g.received == [.began, .began, .ended])    // never a move for the ignored touch
        s.checker.verify()
    }
}

extension GestureRecognizerAndViewTests {
    /// One recognizer delays the began, another the end: when the first fails after the finger
    /// lifted, the view gets began and move, but its end still waits for the second.
    @Test func delayedBeganReleaseStillHonoursAnotherRecognizersDelayedEnd() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        let early = s.recognizer("early", .manual, on: v)
        early.delaysTouchesBegan = true
        let late = s.recognizer("late", .manual, on: v)
        s.down(1, 10, 10)
        s.move(1, 20, 10)
        s.up(1)
        early.state = .failed
        #expect(v.phases == [.began, .moved])
        late.state = .failed
        #expect(v.phases == [.began, .moved, .ended])
        s.checker.verify()
    }
}

extension GestureRecognizerAndViewTests {
    /// A finger joining a gesture that has already been recognized goes to the recognizer, not the view
    /// (unless the recognizer ignores it or does not cancel touches in views).
    @Test func touchJoiningARecognizedGestureSkipsTheView() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        v.isMultipleTouchEnabled = true
        let pan = s.recognizer("pan", .continuousOnMove, on: v)
        s.down(1, 10, 10)
        s.move(1, 30, 10)
        s.down(2, 100, 100)
        #expect(pan.numberOfTouches == 2)
        s.move(2, 110, 100)
        s.up(2)
        s.up(1)
        #expect(v.calls == [.init(phase: .began, ids: [1]), .init(phase: .cancelled, ids: [1])])
        pan.cancelsTouchesInView = false
        s.down(3, 10, 10)
        s.move(3, 30, 10)
        s.down(4, 100, 100)
        s.up(4)
        s.up(3)
        #expect(v.calls.suffix(5).map(\.phase) == [.began, .moved, .began, .ended, .ended])
        #expect(v.calls.suffix(5).map(\.ids) == [[3], [3], [4], [4], [3]])
        s.checker.verify()
    }
}

extension GestureRecognizerAndViewTests {
    /// Delayed began + a recognizer that does not cancel: recognition releases the withheld began.
    @Test func delaysTouchesBeganReleasedByRecognitionWhenNotCancelling() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 200, 200))
        let g = s.recognizer("g", .continuousOnMove, on: v)
        g.delaysTouchesBegan = true
        g.cancelsTouchesInView = false
        s.down(1, 10, 10)
        #expect(v.calls.isEmpty)
        s.move(1, 20, 10)                   // g begins: the view now gets began (+ the move)
        #expect(v.phases == [.began, .moved])
        s.move(1, 30, 10)
        s.up(1)
        #expect(v.phases == [.began, .moved, .moved, .ended])
        #expect(g.actionStates == [.began, .changed, .ended])
        s.checker.verify()
    }
}
