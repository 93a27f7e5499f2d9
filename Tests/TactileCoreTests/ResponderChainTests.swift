import Testing
@testable import TactileCore
import TactileTesting

@MainActor @Suite("Touches and the Responder Chain") struct ResponderChainTests {
    @Test func unhandledTouchesWalkUpToTheWindow() {
        let clock = ManualClock()
        let w = RecordingWindow(frame: R(0, 0, 200, 200), clock: clock)
        let s = Scene(window: w)
        let parent = s.view("parent", R(0, 0, 200, 200))
        parent.forwards = true
        let plain = View(frame: R(0, 0, 50, 50))      // implements nothing: forwards by default
        parent.addSubview(plain)
        s.tap(10, 10)
        #expect(parent.phases == [.began, .ended])
        #expect(w.reached == [.began, .ended])
        #expect(w.next === Application.shared)
        #expect(Application.shared.next == nil)
        #expect(plain.next === parent)
        s.checker.verify()
    }

    @Test func firstResponderIsExclusive() {
        final class Field: View { override var canBecomeFirstResponder: Bool { true } }
        let a = Field(frame: .zero), b = Field(frame: .zero)
        #expect(a.becomeFirstResponder() && a.isFirstResponder)
        #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder)
        #expect(!View(frame: .zero).becomeFirstResponder())
        b.resignFirstResponder()
        #expect(!b.isFirstResponder)
    }
}
