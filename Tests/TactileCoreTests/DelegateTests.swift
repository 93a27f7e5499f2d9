import Testing
@testable import TactileCore
import TactileTesting

@MainActor @Suite("Gesture Recognizer Delegate") struct DelegateTests {
    @Test func delegateShouldBeginVetoFails() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let g = s.recognizer("g", .discreteOnEnd, on: v)
        let d = TestDelegate()
        d.shouldBegin = { _ in false }
        g.delegate = d
        s.tap(10, 10)
        #expect(g.actionStates.isEmpty)
        #expect(g.failureReason == "delegate's gestureRecognizerShouldBegin returned false")
        #expect(v.phases == [.began, .ended])
        s.checker.verify()
    }

    @Test func delegateShouldReceiveKeepsATouchAwayForItsWholeLife() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let g = s.recognizer("g", .manual, on: v)
        let d = TestDelegate()
        var asked = 0
        d.shouldReceive = { _, t in asked += 1; return t.identifier != 2 }
        g.delegate = d
        s.down(2, 10, 10)
        s.move(2, 20, 20)
        s.up(2)
        #expect(asked == 1 && g.received.isEmpty)
        #expect(v.phases == [.began, .moved, .ended])
        s.tap(10, 10)
        #expect(g.received == [.began, .ended])
        g.state = .failed
        s.checker.verify()
    }

    @Test func simultaneousRecognitionThroughTheDelegate() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        v.isMultipleTouchEnabled = true
        let pinch = s.recognizer("pinch", .continuousOnMove, on: v)
        let rotate = s.recognizer("rotate", .continuousOnMove, on: v)
        let d = TestDelegate()
        d.simultaneous = { _, _ in true }
        pinch.delegate = d
        s.down(1, 10, 10)
        s.move(1, 20, 20)
        s.up(1)
        #expect(pinch.actionStates == [.began, .ended])
        #expect(rotate.actionStates == [.began, .ended])
        s.checker.verify()
    }

    @Test func withoutSimultaneityTheSecondIsExcluded() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let pinch = s.recognizer("pinch", .continuousOnMove, on: v)
        let rotate = s.recognizer("rotate", .continuousOnMove, on: v)
        s.down(1, 10, 10)
        s.move(1, 20, 20)
        s.up(1)
        #expect(rotate.actionStates == [.began, .ended])     // newer: delivered first
        #expect(pinch.actionStates.isEmpty)
        #expect(pinch.failureReason == "rotate on V recognized")
        s.checker.verify()
    }

    @Test func delegateRequiresFailure() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let double = s.recognizer("doubleTap", .manual, on: v)
        let single = s.recognizer("singleTap", .discreteOnEnd, on: v)
        let d = TestDelegate()
        d.requireFailure = { g, other in g === single && other === double }
        single.delegate = d
        s.tap(10, 10)
        #expect(single.actionStates.isEmpty)
        double.state = .failed
        #expect(single.actionStates == [.ended])
        s.checker.verify()
    }

    @Test func delegateBeRequiredToFail() {
        let s = Scene()
        let v = s.view("V", R(0, 0, 300, 300))
        let double = s.recognizer("doubleTap", .manual, on: v)
        let single = s.recognizer("singleTap", .discreteOnEnd, on: v)
        let d = TestDelegate()
        d.beRequiredToFail = { g, other in g === double && other === single }
        double.delegate = d
        s.tap(10, 10)
        #expect(single.actionStates.isEmpty)
        double.state = .ended
        #expect(single.failureReason == "required doubleTap to fail; doubleTap recognized")
        s.checker.verify()
    }
}
