import Tactile

/// Types text on a window's on-screen keyboard by tapping its keys, shift and page keys included,
/// through whatever delivers the taps (`HeadlessHarness.type(_:)`, `TouchDriver.type(_:)`).
///
/// It lives here rather than in `TactileTesting` because the keyboard belongs to the widget set
/// (`TactileKit`), which `TactileTesting` does not depend on.
@MainActor enum KeyboardTyping {
    /// The most taps one character may take (shift, a page key, the key itself, with room to spare).
    static let maximumTapsPerCharacter = 4

    /// Types `text` into `window`'s keyboard, calling `tap` for each key and `settle` after it.
    static func type(_ text: String, in window: Window, tap: (Point) throws -> Void) throws {
        for character in text {
            var typed = false
            for _ in 0..<maximumTapsPerCharacter {
                window.layoutIfNeeded()
                guard let keyboard = OnScreenKeyboard.keyboard(in: window), keyboard.target != nil else {
                    throw KeyboardTypingError.noKeyboard
                }
                guard let next = keyboard.nextTap(toType: character) else {
                    throw KeyboardTypingError.cannotType(character)
                }
                try tap(next.location)
                if next.typesCharacter {
                    typed = true
                    break
                }
            }
            if !typed { throw KeyboardTypingError.cannotType(character) }
        }
    }
}

/// Why typing on the on-screen keyboard failed (`HeadlessHarness.type(_:)`, `TouchDriver.type(_:)`).
public enum KeyboardTypingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No keyboard is showing in the window (no text field is first responder).
    case noKeyboard
    /// No page of the keyboard has a key typing this character.
    case cannotType(Character)

    public var description: String {
        switch self {
        case .noKeyboard: "no on-screen keyboard is showing (make a text field first responder)"
        case .cannotType(let c): "the on-screen keyboard has no key typing \(String(reflecting: String(c)))"
        }
    }
}
