import Testing
import TactileCore
import TactileTesting

/// A first responder that leaves its window gives up the status, even one that refuses to resign.
@MainActor @Suite struct FirstResponderLeavingWindowTests {
    final class Stubborn: View {
        var resignCalls = 0
        override var canBecomeFirstResponder: Bool { true }
        override func resignFirstResponder() -> Bool {
            resignCalls += 1
            return false
        }
    }

    @Test func aResponderThatRefusesIsResignedWhenItLeavesTheWindow() throws {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), clock: ManualClock())
        let view = Stubborn(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        try #require(view.becomeFirstResponder())
        view.removeFromSuperview()
        #expect(view.resignCalls == 1)
        #expect(!view.isFirstResponder)
    }
}
