import Testing
import TactileCore
@testable import TactileKit
import TactileTestSupport

/// What the in-app keyboard covers is outside the safe area while it is shown.
@MainActor @Suite struct KeyboardSafeAreaTests {
    @Test func theShownKeyboardIsOutsideTheSafeArea() {
        let (window, clock, _, field) = makeTextFieldScene()
        let content = View(frame: window.bounds)
        window.insertSubview(content, at: 0)
        #expect(content.safeAreaInsets == .zero)
        field.becomeFirstResponder()
        clock.advance(by: .milliseconds(500))
        window.prepareForFrame()
        let keyboard = KeyboardView.height(for: window.bounds.size)
        #expect(keyboard > 0)
        #expect(content.safeAreaInsets.bottom == keyboard)
        field.resignFirstResponder()
        clock.advance(by: .milliseconds(500))
        window.prepareForFrame()
        #expect(content.safeAreaInsets == .zero)
    }
}
