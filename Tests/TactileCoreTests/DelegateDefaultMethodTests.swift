import Testing
@testable import TactileCore
import TactileTesting

/// A delegate that answers `shouldReceive` or a failure-requirement question with the protocol's
/// default is not asked that again (as UIKit does not call methods a delegate does not implement);
/// one that implements it is asked every time, and a new delegate is asked afresh.
@MainActor @Suite("Delegate default methods") struct DelegateDefaultMethodTests {
    /// Implements only the simultaneity question; `shouldReceive` is the default.
    @MainActor final class SimultaneityOnly: GestureRecognizerDelegate {
        func gestureRecognizer(_ g: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
    }

    /// Implements `shouldReceive`, and asks a default-only delegate from inside it.
    @MainActor final class CountingDelegate: GestureRecognizerDelegate {
        let inner = SimultaneityOnly()
        var asked = 0
        var answer = true
        func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
            asked += 1
            _ = inner.gestureRecognizer(g, shouldReceive: touch)
            return answer
        }
    }

    @Test func aDefaultAnswerIsRememberedUntilTheDelegateChanges() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let g = s.recognizer("g", .failOnEnd, on: v)
        let keep = SimultaneityOnly()
        g.delegate = keep
        s.tap(10, 10)
        #expect(g.received == [.began, .ended])
        #expect(g.record.delegateReceivesEveryTouch)
        let counting = CountingDelegate()
        counting.answer = false
        g.delegate = counting
        #expect(!g.record.delegateReceivesEveryTouch)
        s.tap(10, 10)
        #expect(counting.asked == 1)
        #expect(g.received == [.began, .ended])     // the second touch was refused
        s.checker.verify()
    }

    @Test func aDelegateThatImplementsShouldReceiveIsAskedForEveryTouch() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let g = s.recognizer("g", .failOnEnd, on: v)
        let counting = CountingDelegate()
        g.delegate = counting
        for _ in 0..<3 { s.tap(10, 10) }
        #expect(counting.asked == 3)
        #expect(!g.record.delegateReceivesEveryTouch)
        s.checker.verify()
    }

    /// Makes its recognizer wait for `other` to fail, and counts the questions.
    @MainActor final class RequiringDelegate: GestureRecognizerDelegate {
        let other: GestureRecognizer
        var asked = 0
        init(other: GestureRecognizer) { self.other = other }
        func gestureRecognizer(_ g: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
            asked += 1
            return other === self.other
        }
    }

    @Test func defaultRequirementAnswersAreRememberedUntilTheDelegateChanges() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let double = s.recognizer("doubleTap", .manual, on: v)
        let single = s.recognizer("singleTap", .discreteOnEnd, on: v)
        let keep = SimultaneityOnly()
        single.delegate = keep
        double.delegate = keep
        s.tap(10, 10)
        #expect(single.actionStates == [.ended])        // no requirement: recognized at once
        #expect(single.record.delegateRequiresNoFailure && double.record.delegateMakesNoneWait)
        double.state = .failed
        let requiring = RequiringDelegate(other: double)
        single.delegate = requiring
        #expect(!single.record.delegateRequiresNoFailure && !single.record.delegateMakesNoneWait)
        s.tap(10, 10)
        #expect(requiring.asked > 0)
        #expect(single.actionStates == [.ended])        // waiting for the double tap this time
        let asked = requiring.asked
        double.state = .failed
        #expect(single.actionStates == [.ended, .ended])
        s.tap(10, 10)
        #expect(requiring.asked > asked)                // an implemented method is asked again
        double.state = .failed
        s.checker.verify()
    }

    @Test func withoutADelegateNoneIsAskedAndASetterStartsAsking() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let double = s.recognizer("doubleTap", .manual, on: v)
        let single = s.recognizer("singleTap", .discreteOnEnd, on: v)
        s.tap(10, 10)
        #expect(single.actionStates == [.ended])
        #expect(single.record.delegateRequiresNoFailure)
        double.state = .failed
        let requiring = RequiringDelegate(other: double)
        single.delegate = requiring
        s.tap(10, 10)
        #expect(single.actionStates == [.ended])        // waits for the double tap now
        double.state = .failed
        #expect(single.actionStates == [.ended, .ended])
        #expect(requiring.asked > 0)
        s.checker.verify()
    }

    @Test func aRecognizerWithoutADelegateIsNotAskedAboutTouchesUntilItGetsOne() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let g = s.recognizer("g", .failOnEnd, on: v)
        s.tap(10, 10)
        #expect(g.record.delegateReceivesEveryTouch)
        let counting = CountingDelegate()
        counting.answer = false
        g.delegate = counting
        s.tap(10, 10)
        #expect(counting.asked == 1)
        #expect(g.received == [.began, .ended])     // the second touch was refused
        s.checker.verify()
    }
}
