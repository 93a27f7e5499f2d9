import OrderKit
import Tactile
import TactileHeadless

/// Steps without touching the screen's controls: a kiosk keypad (Tab, arrows, Enter through the
/// compositor's keyboard) and speech-mode gestures (swipes and double taps anywhere).
extension OrderSession {
    /// Evdev codes of the keypad keys used here.
    public enum KeypadKey {
        /// Tab: the next element.
        public static let tab: UInt32 = 15
        /// Enter: activates the focused element.
        public static let enter: UInt32 = 28
        /// Right arrow: increments an adjustable element.
        public static let right: UInt32 = 106
    }

    /// Turns keypad navigation on and gives the window the keyboard.
    public func useKeypad() throws {
        window.accessibility.isKeypadNavigationEnabled = true
        guard let toplevel else { throw HeadlessHarnessError.notMapped }
        try compositor.keyboardEnter(toplevel.surface)
        try settle()
    }

    /// Presses and releases evdev `key` through the compositor.
    public func press(key: UInt32) throws {
        try compositor.keyPress(key)
        try compositor.keyRelease(key)
        try settle()
    }

    /// Presses Tab until `view` has the focus (at most `limit` times), as someone watching the
    /// focus ring would; false when it never got there.
    @discardableResult
    public func tabTo(_ view: View, limit: Int = 40) throws -> Bool {
        for _ in 0..<limit {
            if window.accessibility.focusedElement === view { return true }
            try press(key: KeypadKey.tab)
        }
        return window.accessibility.focusedElement === view
    }

    /// Tabs to `view` and presses Enter; lets what it starts finish.
    public func keypadActivate(_ view: View) throws {
        guard try tabTo(view) else { throw OrderSessionError.noSuchItem("keypad focus on \(view.accessibilityLabel ?? "\(Swift.type(of: view))")") }
        try press(key: KeypadKey.enter)
        try finishTransition()
    }

    /// Swipes right with one finger in speech mode (the next element) until `view` has the focus
    /// (at most `limit` swipes); false when it never got there. The swipes run along the top
    /// margin, where no element is (a finger on one would focus it).
    @discardableResult
    public func swipeTo(_ view: View, limit: Int = 40) throws -> Bool {
        let y = 4.0
        let x = window.bounds.width / 2
        for _ in 0..<limit {
            if window.accessibility.focusedElement === view { return true }
            try swipe(30, from: Point(x: x - 100, y: y), to: Point(x: x + 100, y: y))
        }
        return window.accessibility.focusedElement === view
    }

    /// Double-taps in the top margin (anywhere would do, but a finger on an element focuses it):
    /// speech mode activates the focused element.
    public func doubleTap() throws {
        let p = Point(x: window.bounds.width / 2, y: 4)
        try tap(31, at: p)
        try advance(by: .milliseconds(80))
        try tap(32, at: p)
        try finishTransition()
    }

    /// Swipes in speech mode to `view` and double-taps it.
    public func speechActivate(_ view: View) throws {
        guard try swipeTo(view) else { throw OrderSessionError.noSuchItem("speech focus on \(view.accessibilityLabel ?? "\(Swift.type(of: view))")") }
        try doubleTap()
    }
}
