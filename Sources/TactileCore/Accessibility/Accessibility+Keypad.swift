/// Keypad navigation: a hardware keyboard or a kiosk's keypad moves and activates the focus.
///
/// Down, Tab and Right (Left in a right-to-left window) go to the next element; Up, Shift-Tab and
/// the other arrow to the previous one. Tab and Shift-Tab wrap around at either end; the arrows
/// stop there. Left and Right adjust an adjustable element instead; Enter, space, Select and OK
/// activate; Escape and Back go back; Help turns speech mode on (a visitor who cannot see the
/// screen can start it) and speaks the focus again with its hint. While a text field is the first
/// responder it keeps its keys: only Tab, Shift-Tab and the keypad's own Back, Help, Select and OK
/// move or act.
extension Accessibility {
    /// Evdev key codes of a kiosk keypad (the xkb key code is 8 more).
    package enum KeypadCode {
        static let up: UInt32 = 103, left: UInt32 = 105, right: UInt32 = 106, down: UInt32 = 108
        static let enter: UInt32 = 28, escape: UInt32 = 1, tab: UInt32 = 15, space: UInt32 = 57
        static let help: UInt32 = 138, back: UInt32 = 158, ok: UInt32 = 352, select: UInt32 = 353
    }

    private enum KeyCommand { case next, previous, tabNext, tabPrevious, left, right, activate, back, help }

    private func command(for event: KeyEvent, textInput: Bool) -> KeyCommand? {
        let evdev = event.keyCode >= 8 ? event.keyCode - 8 : UInt32.max
        switch (event.keysym, evdev) {
        case (0xff09, _), (_, KeypadCode.tab): return event.modifiers.contains(.shift) ? .tabPrevious : .tabNext
        case (0xfe20, _): return .tabPrevious                                   // ISO_Left_Tab
        case (0x1008ff26, _), (_, KeypadCode.back): return .back                // XF86Back
        case (0xff6a, _), (_, KeypadCode.help): return .help                    // Help
        case (0xff60, _), (_, KeypadCode.select), (_, KeypadCode.ok): return .activate   // Select
        default: break
        }
        if textInput { return nil }
        switch (event.keysym, evdev) {
        case (0xff54, _), (_, KeypadCode.down): return .next
        case (0xff52, _), (_, KeypadCode.up): return .previous
        case (0xff51, _), (_, KeypadCode.left): return .left
        case (0xff53, _), (_, KeypadCode.right): return .right
        case (0xff0d, _), (0xff8d, _), (0x20, _), (_, KeypadCode.enter), (_, KeypadCode.space): return .activate
        case (0xff1b, _), (_, KeypadCode.escape): return .back
        default: return nil
        }
    }

    /// Handles a key for keypad navigation; true when it was one of its keys (press and release
    /// are both taken). `textInput`: the first responder takes typed text.
    package func handleKey(_ event: KeyEvent, isPress: Bool, in window: Window, textInput: Bool) -> Bool {
        guard isKeypadNavigationEnabled, !event.modifiers.contains(.control), !event.modifiers.contains(.alt),
              let command = command(for: event, textInput: textInput) else { return false }
        guard isPress else { return true }
        let rtl = window.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch command {
        case .next: step(forward: true, in: window)
        case .previous: step(forward: false, in: window)
        case .tabNext: step(forward: true, in: window, wrapping: true)
        case .tabPrevious: step(forward: false, in: window, wrapping: true)
        case .left, .right:
            let towardEnd = (command == .right) != rtl
            if !adjustFocusedElement(up: towardEnd) { step(forward: towardEnd, in: window) }
        case .activate: activateFocusedElement()
        case .back: goBack(in: window)
        case .help:
            // Help starts speech mode without sight of the screen; then it repeats the focus.
            if !isSpeechModeEnabled {
                isSpeechModeEnabled = true
                say(window.localization.text(.speechOn), interrupt: true)
            }
            if focusedElement == nil { moveFocus(forward: true, in: window) } else if let element = focusedElement {
                say(element.accessibilityUtterance, language: element.accessibilityLanguage, interrupt: false)
            }
        }
        return true
    }

    /// Moves the focus; leaving a text field ends its editing. `wrapping`: past the last element
    /// comes the first (and before the first, the last).
    private func step(forward: Bool, in window: Window, wrapping: Bool = false) {
        if let first = Application.shared.firstResponder as? View, first.window === window { first.resignFirstResponder() }
        guard !moveFocus(forward: forward, in: window), wrapping else { return }
        let elements = AccessibilityTree.elements(in: window)
        if let target = forward ? elements.first : elements.last { focus(target) }
    }
}
