/// What the screen reader's gestures and the keypad do with the focus.
extension Accessibility {
    /// The window the focus is in, else `fallback`, else the key window.
    func context(_ fallback: Window?) -> Window? {
        focusedElement?.window ?? fallback ?? Application.shared.keyWindow ?? servedWindows.first
    }

    /// Moves the focus to the next (or previous) element in reading order and speaks it. From no
    /// focus, forward starts at the first element and backward at the last. Returns false at either end.
    @discardableResult
    public func moveFocus(forward: Bool, in window: Window? = nil) -> Bool {
        guard let window = context(window) else { return false }
        let elements = AccessibilityTree.elements(in: window)
        guard !elements.isEmpty else { return false }
        let target: View?
        if let current = focusedElement, let i = elements.firstIndex(where: { $0 === current }) {
            let j = forward ? i + 1 : i - 1
            target = elements.indices.contains(j) ? elements[j] : nil
        } else {
            target = forward ? elements.first : elements.last
        }
        guard let target else { return false }
        focus(target)
        return true
    }

    /// Activates the focused element (`accessibilityActivate()`), or performs the custom action
    /// swipes picked on it; false without one or when it did nothing.
    @discardableResult
    public func activateFocusedElement() -> Bool {
        guard let element = focusedElement, element.window != nil else { return false }
        if let picked = pickedAction, let actions = element.accessibilityCustomActions, actions.indices.contains(picked) {
            return actions[picked].handler()
        }
        return element.accessibilityActivate()
    }

    /// Increments (or decrements) the focused element when it is adjustable, and speaks its new
    /// value. On an element with custom actions it picks the next (down) or previous (up) one
    /// instead, plain activation among them, and speaks its name. False when neither applies.
    @discardableResult
    public func adjustFocusedElement(up: Bool) -> Bool {
        guard let element = focusedElement else { return false }
        if element.accessibilityTraits.contains(.adjustable) {
            if up { element.accessibilityIncrement() } else { element.accessibilityDecrement() }
            say(element.accessibilityValue ?? "", language: element.accessibilityLanguage, interrupt: true)
            return true
        }
        guard let actions = element.accessibilityCustomActions, !actions.isEmpty else { return false }
        // Choices: plain activation (index -1), then each custom action; wrapping around.
        let count = actions.count + 1
        let current = (pickedAction ?? -1) + 1
        let next = (current + (up ? count - 1 : 1)) % count - 1
        pickedAction = next < 0 ? nil : next
        let name = next < 0 ? (element.window?.localization ?? Application.shared.localization).text(.activate) : actions[next].name
        say(name, interrupt: true)
        return true
    }

    /// Scrolls the scroll view around the focus (else the first in the window) by a page forward
    /// or back and announces where it is ("page 3 of 12").
    @discardableResult
    public func scrollPage(forward: Bool, in window: Window? = nil) -> Bool {
        guard let window = context(window) else { return false }
        var scroller = focusedElement?.enclosingAccessibilityScroller
        if scroller == nil { scroller = Self.firstScroller(in: window) }
        while let s = scroller {
            if let position = s.accessibilityScrollPage(forward: forward) {
                if let element = focusedElement, !element.accessibilityFrame.intersects(s.accessibilityFrame) {
                    focus(AccessibilityTree.elements(in: window).first {
                        $0.isDescendant(of: s) && $0.accessibilityFrame.intersects(s.accessibilityFrame)
                    }, speak: false)
                }
                say(position, interrupt: true)
                return true
            }
            scroller = s.enclosingAccessibilityScroller
        }
        return false
    }

    private static func firstScroller(in view: View) -> (any AccessibilityScrolling)? {
        for sub in view.subviews where !sub.isHidden {
            if let s = sub as? any AccessibilityScrolling { return s }
            if let s = firstScroller(in: sub) { return s }
        }
        return nil
    }

    /// Goes back: dismisses the frontmost presented controller, else pops the navigation controller
    /// of the screen shown. False when there is nowhere to go back to.
    @discardableResult
    public func goBack(in window: Window? = nil) -> Bool {
        guard let window = context(window), let root = window.rootViewController else { return false }
        var top = root
        while let presented = top.presentedViewController { top = presented }
        if top !== root, top.presentingViewController != nil {
            top.dismiss(animated: true)
            return leftScreen()
        }
        var candidate: ViewController? = top
        while let vc = candidate {
            if let nav = (vc as? NavigationController) ?? vc.navigationController, nav.viewControllers.count > 1 {
                nav.popViewController(animated: true)
                return leftScreen()
            }
            candidate = vc.parent
        }
        return false
    }

    /// The screen with the focus went away: the ring goes with it, and the next move starts at the
    /// first element of the screen shown.
    private func leftScreen() -> Bool {
        focus(nil, speak: false)
        return true
    }

    /// Stops speaking.
    public func stopSpeaking() { speechOutput.stop() }

    /// Handles a posted notification (`AccessibilityNotification.post()`).
    func handle(_ notification: AccessibilityNotification, in window: Window?) {
        observer?.accessibilityNotificationPosted(notification, in: window)
        switch notification {
        case .announcement(let text):
            say(text, interrupt: false)
        case .screenChanged(let view):
            guard isActive else { return }
            if let view { return focus(view) }
            guard let window = context(window) else { return }
            focus(AccessibilityTree.elements(in: window).first)
        case .layoutChanged(let view):
            guard isActive else { return }
            if let view { return focus(view) }
            guard let window = context(window) else { return }
            if let current = focusedElement, AccessibilityTree.elements(in: window).contains(where: { $0 === current }) {
                updateRing()
            } else {
                focus(AccessibilityTree.elements(in: window).first, speak: false)
            }
        }
    }
}
