extension Window {
    /// Delivers a key event to the first responder when it belongs to this window (a view in it, or
    /// a responder that is not a view), otherwise to the window itself; unhandled events travel up
    /// the responder chain from there. It counts as input for `idleTimeout`. Used by the Wayland keyboard and by tests.
    public func sendKeyEvent(_ event: KeyEvent, isPress: Bool) {
        idleWatch.noteActivity(at: clock.now)
        var target: Responder = self
        if let first = Application.shared.firstResponder {
            if let view = first as? View {
                if view.window === self { target = view }
            } else {
                target = first
            }
        }
        // Keypad navigation (Accessibility+Keypad.swift) sees the key before the responders, but
        // leaves a text field its typing.
        if accessibility.isKeypadNavigationEnabled,
           accessibility.handleKey(event, isPress: isPress, in: self, textInput: target is any KeyInput) { return }
        if isPress { target.keyDown(event) } else { target.keyUp(event) }
    }
}
