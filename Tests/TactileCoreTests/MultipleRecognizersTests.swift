import Testing
@testable import TactileCore
import TactileTesting

@MainActor @Suite("Multiple Gesture Recognizers") struct MultipleRecognizersTests {
    /// Single tap waits for the double tap; the double tap fails by its timer.
    @Test func requiredFailureMakesTheRecognizerWaitThenRecognize() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let double = s.recognizer("doubleTap", .manual, on: v)
        let single = s.recognizer("singleTap", .discreteOnEnd, on: v)
        single.require(toFail: double)
        s.tap(10, 10)
        #expect(single.state == .possible)          // waiting, reads possible
        #expect(single.actionStates.isEmpty)
        double.state = .failed                      // its interval ran out
        #expect(single.actionStates == [.ended])
        #expect(double.failureReason == "doubleTap declared failure")
        #expect(double.state == .possible && single.state == .possible)
        #expect(double.resetCount == 1 && single.resetCount == 1)
        #expect(v.phases == [.began, .cancelled])    // single recognized: the withheld end becomes a cancel
        s.checker.verify()
    }

    @Test func requiredRecognizerRecognizingFailsTheWaiter() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let double = s.recognizer("doubleTap", .manual, on: v)
        let single = s.recognizer("singleTap", .discreteOnEnd, on: v)
        single.require(toFail: double)
        s.tap(10, 10)
        double.state = .ended
        #expect(single.actionStates.isEmpty)
        #expect(single.failureReason == "required doubleTap to fail; doubleTap recognized")
        #expect(double.actionStates == [.ended])
        s.checker.verify()
    }

    @Test func theOneThatFailedFirstIsNotResetUntilTheOtherFinishes() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let double = s.recognizer("doubleTap", .manual, on: v)
        let single = s.recognizer("singleTap", .manual, on: v)
        single.require(toFail: double)
        s.tap(10, 10)
        double.state = .failed
        #expect(double.state == .failed && double.resetCount == 0)   // held back: singleTap still undecided
        s.tap(10, 10)
        #expect(double.received == [.began, .ended])                 // and receives no touches meanwhile
        single.state = .ended
        #expect(double.state == .possible && double.resetCount == 1)
        #expect(single.state == .possible && single.resetCount == 1)
        s.checker.verify()
    }

    /// The realistic double tap: the second tap's end recognizes it, which fails the waiting single tap.
    @Test func doubleTapOnTheSecondTapFailsTheWaitingSingleTap() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let double = s.recognizer("doubleTap", .manual, on: v)
        double.onEnded = { g, touches, _ in if touches.first!.tapCount == 2 { g.state = .ended } }
        let single = s.recognizer("singleTap", .discreteOnEnd, on: v)
        single.require(toFail: double)
        s.tap(10, 10)
        s.clock.advance(by: .milliseconds(100))
        s.tap(12, 10)
        #expect(double.actionStates == [.ended])
        #expect(single.actionStates.isEmpty)
        #expect(single.failureReason == "required doubleTap to fail; doubleTap recognized")
        #expect(v.phases == [.began, .began, .cancelled, .cancelled])
        s.checker.verify()
    }

    @Test func requirementCyclesAreRejected() {
        let a = TestRecognizer("a"), b = TestRecognizer("b"), c = TestRecognizer("c")
        a.require(toFail: b)
        b.require(toFail: c)
        c.require(toFail: a)        // would close a cycle: logged, ignored
        a.require(toFail: a)
        #expect(!c.explicitlyRequires(a))
        #expect(a.explicitlyRequires(b) && b.explicitlyRequires(c))
    }

    @Test func panAndTapOnOneViewExcludeEachOther() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let tap = s.recognizer("tap", .discreteOnEnd, on: v)
        let pan = s.recognizer("pan", .continuousOnMove, on: v)
        s.tap(10, 10)
        #expect(tap.actionStates == [.ended] && pan.actionStates.isEmpty)
        s.driver.drag(1, from: P(10, 10), to: P(100, 10), steps: 3, over: .milliseconds(100))
        #expect(pan.actionStates == [.began, .changed, .changed, .ended])
        #expect(tap.actionStates == [.ended])
        #expect(tap.failureReason == "pan on V recognized")
        s.checker.verify()
    }
}

extension MultipleRecognizersTests {
    /// Found by the random sequences: requirements that form a cycle only through delegates must
    /// not keep failed recognizers from ever being reset.
    @Test func delegateRequirementCycleDoesNotBlockResets() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let a = s.recognizer("a", .failOnEnd, on: v)
        let b = s.recognizer("b", .failOnEnd, on: v)
        a.require(toFail: b)
        let d = TestDelegate()
        d.requireFailure = { g, other in g === b && other === a }     // b waits for a: a cycle
        b.delegate = d
        s.tap(10, 10)
        #expect(a.state == .possible && b.state == .possible)
        s.checker.verify()
    }

    /// Found by the random sequences: a recognizer that decides from a timer while it has no touches
    /// still completes its cycle and returns to .possible.
    @Test func recognitionWithoutTouchesStillResets() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let g = s.recognizer("g", .manual, on: v)
        _ = g.clock?.schedule(after: .milliseconds(10)) { g.state = .ended }
        s.clock.advance(by: .milliseconds(10))
        #expect(g.actionStates == [.ended] && g.state == .possible && g.resetCount == 1)
        s.checker.verify()
    }
}
