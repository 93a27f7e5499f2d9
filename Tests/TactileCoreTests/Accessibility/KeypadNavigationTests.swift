import Testing
import TactileCore
import TactileTesting

/// A responder that takes typed text (as a text field does) and records the keys it gets.
@MainActor private final class TypingView: View, KeyInput {
    var keys: [UInt32] = []
    var hasText: Bool { false }
    func insertText(_ text: String) {}
    func deleteBackward() {}
    override var canBecomeFirstResponder: Bool { true }
    override func keyDown(_ event: KeyEvent) { keys.append(event.keysym) }
}

@Suite @MainActor struct KeypadNavigationTests {
    private func press(_ s: AccessibilityScene, keysym: UInt32, evdev: UInt32 = 0, _ modifiers: KeyModifiers = []) {
        let event = KeyEvent(keysym: keysym, keyCode: evdev == 0 ? 0 : evdev + 8, modifiers: modifiers)
        s.window.sendKeyEvent(event, isPress: true)
        s.window.sendKeyEvent(event, isPress: false)
    }

    private func scene() -> (AccessibilityScene, View, View, View) {
        let s = AccessibilityScene()
        let a = s.element("One", 10, 10), b = s.element("Two", 10, 100), c = s.element("Three", 10, 200)
        s.accessibility.isKeypadNavigationEnabled = true
        return (s, a, b, c)
    }

    @Test func tabAndArrowsMoveInReadingOrder() {
        let (s, a, b, c) = scene()
        press(s, keysym: 0xff09)                       // Tab
        #expect(s.accessibility.focusedElement === a)
        press(s, keysym: 0xff54)                       // Down
        #expect(s.accessibility.focusedElement === b)
        press(s, keysym: 0xff09)
        #expect(s.accessibility.focusedElement === c)
        press(s, keysym: 0xff09, .shift)               // Shift-Tab
        #expect(s.accessibility.focusedElement === b)
        press(s, keysym: 0xff52)                       // Up
        #expect(s.accessibility.focusedElement === a)
        #expect(s.speech.transcript.isEmpty)           // speech mode is off
    }

    @Test func tabWrapsAroundAndTheArrowsStopAtTheEnds() {
        let (s, a, _, c) = scene()
        press(s, keysym: 0xff09, .shift)               // Shift-Tab from nothing: the last
        #expect(s.accessibility.focusedElement === c)
        press(s, keysym: 0xff54)                       // Down at the last: stays
        #expect(s.accessibility.focusedElement === c)
        press(s, keysym: 0xff09)                       // Tab at the last: the first
        #expect(s.accessibility.focusedElement === a)
        press(s, keysym: 0xff52)                       // Up at the first: stays
        #expect(s.accessibility.focusedElement === a)
        press(s, keysym: 0xff09, .shift)               // Shift-Tab at the first: the last
        #expect(s.accessibility.focusedElement === c)
    }

    @Test func kioskKeypadCodesWork() {
        let (s, a, b, _) = scene()
        press(s, keysym: 0, evdev: 108)                // KEY_DOWN
        press(s, keysym: 0, evdev: 108)
        #expect(s.accessibility.focusedElement === b)
        press(s, keysym: 0, evdev: 103)                // KEY_UP
        #expect(s.accessibility.focusedElement === a)
    }

    @Test func enterActivatesThroughTheAppsOwnRecognizers() {
        let (s, a, _, _) = scene()
        var taps = 0
        a.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        press(s, keysym: 0xff09)
        press(s, keysym: 0xff0d)                       // Return
        #expect(taps == 1)
        press(s, keysym: 0, evdev: 353)                // KEY_SELECT
        #expect(taps == 2)
    }

    @Test func speaksWhenSpeechModeIsOn() {
        let (s, _, _, _) = scene()
        s.accessibility.isSpeechModeEnabled = true
        press(s, keysym: 0xff09)
        #expect(s.speech.transcript == ["One"])
    }

    @Test func aTextFieldKeepsItsKeys() {
        let (s, _, _, _) = scene()
        let field = TypingView(frame: Rect(x: 200, y: 10, width: 100, height: 40))
        s.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        press(s, keysym: 0xff54)                       // Down: the field's
        press(s, keysym: 0xff0d)                       // Return: the field's
        #expect(field.keys == [0xff54, 0xff0d])
        #expect(s.accessibility.focusedElement == nil)
        press(s, keysym: 0xff09)                       // Tab leaves the field
        #expect(!field.isFirstResponder)
        #expect(s.accessibility.focusedElement != nil)
    }

    @Test func keysPassThroughWhenNavigationIsOff() {
        let (s, _, _, _) = scene()
        s.accessibility.isKeypadNavigationEnabled = false
        press(s, keysym: 0xff09)
        #expect(s.accessibility.focusedElement == nil)
    }

    @Test func escapeGoesBack() {
        let s = AccessibilityScene()
        let nav = NavigationController(rootViewController: ViewController())
        s.window.rootViewController = nav
        nav.pushViewController(ViewController(), animated: false)
        s.accessibility.isKeypadNavigationEnabled = true
        press(s, keysym: 0xff1b)
        for _ in 0..<40 {
            s.clock.advance(by: .milliseconds(16))
            s.window.prepareForFrame()
        }
        #expect(nav.viewControllers.count == 1)
    }
}
