import Testing
@testable import TactileCore
import TactileTesting

/// A delegate that answers `shouldReceive` with the protocol's default is not asked again (as UIKit
/// does not call methods a delegate does not implement); one that implements it is asked for every
/// touch, and a new delegate is asked afresh.
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
}
