import TactileCore
/// Where a text field's typing comes from (`RunOptions.textEntry`).
public enum TextEntryMode: Sendable, Equatable {
    /// The keyboard drawn in the app (`OnScreenKeyboard`); the compositor's input method is not used.
    /// The default: kiosk compositors (cage, weston's kiosk-shell) offer no input method, and where
    /// one exists its keyboard may hide behind a fullscreen app.
    case inAppKeyboard
    /// The compositor's input method (`zwp_text_input_v3`: a system on-screen keyboard, or composition
    /// for a hardware keyboard) instead of the in-app keyboard, whenever it serves the window (the
    /// text input has focus); otherwise the in-app keyboard. A compositor without text-input-v3 gets
    /// one log line.
    case inputMethod
    /// Both: the in-app keyboard shows, and the compositor's input method (when offered) composes and
    /// commits text too.
    case both
}
