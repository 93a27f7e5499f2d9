import TactileCore

/// What a platform's input recorder must leave out while a secure field is being edited: where the
/// in-app keyboard types into it, and which field's keys are secret.
extension OnScreenKeyboard {
    /// Whether a finger coming down at `point` (window coordinates) lands on the in-app keyboard
    /// while it types into a secure field (`TextField.isSecureTextEntry`): anything from the top of
    /// the keyboard, where it is or is sliding to, to the bottom of the window.
    package static func isSecureEntry(at point: Point, in window: Window) -> Bool {
        guard let keyboard = keyboard(in: window), let field = keyboard.target as? TextField,
              field.isSecureTextEntry else { return false }
        return point.y >= min(keyboard.frame.minY, keyboard.presentationFrame.minY)
    }

    /// Whether keys typed now go to a secure field (the first responder of `window` is one).
    package static func isTypingSecretly(in window: Window) -> Bool {
        guard let field = Application.shared.firstResponder as? TextField, field.window === window else { return false }
        return field.isSecureTextEntry
    }
}
