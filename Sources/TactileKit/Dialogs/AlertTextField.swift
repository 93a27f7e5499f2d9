import TactileCore

/// A text field of an alert: Escape goes on up the responder chain to the alert (which cancels)
/// instead of being typed.
@MainActor final class AlertTextField: TextField {
    override func keyDown(_ event: KeyEvent) {
        if event.keysym == 0xff1b, isFirstResponder {
            next?.keyDown(event)
        } else {
            super.keyDown(event)
        }
    }
}
