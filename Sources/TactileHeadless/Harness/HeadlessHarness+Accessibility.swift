import TactileCore

/// The evdev codes of the keys keypad navigation answers to, for `HeadlessHarness.press(key:)`.
public enum KeypadKey {
    /// Tab: the next element (with Shift, the previous).
    public static let tab: UInt32 = 15
    /// Enter: activates the focused element.
    public static let enter: UInt32 = 28
    /// Escape: goes back (dismisses or pops).
    public static let escape: UInt32 = 1
    /// The arrows: next and previous element; up and right increment an adjustable element.
    public static let up: UInt32 = 103, down: UInt32 = 108, left: UInt32 = 105, right: UInt32 = 106
    /// A tactile kiosk keypad's Back and Help keys (`KEY_BACK`, `KEY_HELP`).
    public static let back: UInt32 = 158, help: UInt32 = 138
}

/// Steps that do not touch the app's controls: a kiosk keypad through the compositor's keyboard,
/// and speech mode's gestures (swipes and double taps anywhere), as a visitor who cannot see the
/// screen would use them. They drive `window.accessibility`, so give the window an `Accessibility`
/// of its own (with a `RecordingSpeechOutput`) to keep sessions apart.
extension HeadlessHarness {
    /// Turns keypad navigation on and gives the window the compositor's keyboard.
    public func useKeypad() throws {
        window.accessibility.isKeypadNavigationEnabled = true
        guard let toplevel else { throw HeadlessHarnessError.notMapped }
        try compositor.keyboardEnter(toplevel.surface)
        try settle()
    }

    /// Presses and releases evdev `key` through the compositor (`KeypadKey`).
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

    /// Tabs to `view` and presses Enter, then lets what it starts finish (`settleAnimations`).
    ///
    /// - Throws: `HeadlessHarnessError.focusNotReached` when Tab never reaches `view`.
    public func keypadActivate(_ view: View) throws {
        guard try tabTo(view) else { throw HeadlessHarnessError.focusNotReached(Self.name(of: view)) }
        try press(key: KeypadKey.enter)
        try settleAnimations()
    }

    /// One finger swipes from `a` to `b` in eight motions 16 ms apart and lifts, then what it
    /// starts runs to its end: in speech mode, a move of the focus or an adjustment.
    public func speechSwipe(from a: Point, to b: Point, id: Int32 = 30) throws {
        try drag(id, from: a, to: b, steps: 8)
        try settleAnimations()
    }

    /// Swipes right with one finger in speech mode (the next element) until `view` has the focus
    /// (at most `limit` swipes); false when it never got there. The swipes run along the window's
    /// top margin, where a finger usually lands on no element (one on an element would focus it).
    @discardableResult
    public func swipeTo(_ view: View, limit: Int = 40) throws -> Bool {
        let y = 4.0
        let x = window.bounds.width / 2
        let forward = window.effectiveUserInterfaceLayoutDirection == .leftToRight ? 100.0 : -100.0
        for _ in 0..<limit {
            if window.accessibility.focusedElement === view { return true }
            try speechSwipe(from: Point(x: x - forward, y: y), to: Point(x: x + forward, y: y))
        }
        return window.accessibility.focusedElement === view
    }

    /// Double-taps in the window's top margin: speech mode activates the focused element; then
    /// what it starts runs to its end.
    public func doubleTap() throws {
        let p = Point(x: window.bounds.width / 2, y: 4)
        try tap(31, at: p)
        try advance(by: .milliseconds(80))
        try tap(32, at: p)
        try settleAnimations()
    }

    /// Swipes in speech mode to `view` and double-taps.
    ///
    /// - Throws: `HeadlessHarnessError.focusNotReached` when the swipes never reach `view`.
    public func speechActivate(_ view: View) throws {
        guard try swipeTo(view) else { throw HeadlessHarnessError.focusNotReached(Self.name(of: view)) }
        try doubleTap()
    }

    /// Two fingers scrub a Z in speech mode (left, right, left, 60 points each, a motion every
    /// 16 ms): back, which dismisses the presented screen or pops the navigation controller.
    public func scrubBack() throws {
        var x = window.bounds.width / 2
        let y = window.bounds.height / 2
        try down([(41, Point(x: x, y: y)), (42, Point(x: x, y: y + 60))])
        for leg in [-60.0, 60, -60] {
            for _ in 1...4 {
                x += leg / 4
                try move([(41, Point(x: x, y: y)), (42, Point(x: x, y: y + 60))])
            }
        }
        try up([41, 42])
        try settleAnimations()
    }

    private static func name(of view: View) -> String {
        view.accessibilityLabel ?? String(describing: Swift.type(of: view))
    }
}
