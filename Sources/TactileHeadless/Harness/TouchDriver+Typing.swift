import Tactile
import TactileTesting

extension TouchDriver {
    /// Types `text` on the window's on-screen keyboard, one tap per key (shift for capitals, the
    /// page keys for digits and symbols), each a `tap(at:)`. A text field must be first responder.
    ///
    /// Defined in `TactileHeadless`, which knows the keyboard, while `TouchDriver` itself depends on
    /// the engine only.
    ///
    /// - Throws: `KeyboardTypingError.noKeyboard` when no keyboard shows,
    ///   `.cannotType(_:)` for a character no key types.
    public func type(_ text: String) throws {
        try KeyboardTyping.type(text, in: window) { point in tap(at: point) }
    }
}
