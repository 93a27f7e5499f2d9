import TactileCore

/// One tap on the way to typing a character on the on-screen keyboard (`KeyboardView.nextTap(toType:)`).
public struct KeyboardTap: Sendable, Equatable {
    /// Where to tap: the centre of the key, in window coordinates.
    public var location: Point
    /// Whether the tap types the character; false when it first changes shift or the page.
    public var typesCharacter: Bool

    /// A tap at `location`.
    public init(location: Point, typesCharacter: Bool) {
        self.location = location
        self.typesCharacter = typesCharacter
    }
}

extension KeyboardView {
    /// The key to tap next to type `character`, as a person would: the key typing it on the page
    /// shown; else shift, when the shifted (or unshifted) letter is it; else the key of the page
    /// that has it. A newline is the return key. Nil when no page of this keyboard types it (or the
    /// keyboard is in no window). The keys are placed by the window's layout pass: run it first
    /// (`layoutIfNeeded()`).
    public func nextTap(toType character: Character) -> KeyboardTap? {
        guard let window else { return nil }
        let wanted = String(character)
        func tap(_ frame: Rect, typing: Bool) -> KeyboardTap {
            KeyboardTap(location: convert(Point(x: frame.midX, y: frame.midY), to: window), typesCharacter: typing)
        }
        if wanted == "\n" {
            return keyFrames.first { $0.key.action == .enter }.map { tap($0.frame, typing: true) }
        }
        for (key, frame) in keyFrames {
            if case .text(let s) = key.action, typedText(s, shift: shift) == wanted { return tap(frame, typing: true) }
        }
        let toggled: ShiftState = shift == .off ? .once : .off
        let shiftKey = keyFrames.first { $0.key.action == .shift }
        for (key, _) in keyFrames {
            if case .text(let s) = key.action, typedText(s, shift: toggled) == wanted, let shiftKey {
                return tap(shiftKey.frame, typing: false)
            }
        }
        for (key, frame) in keyFrames {
            guard case .page(let page) = key.action else { continue }
            let keys = KeyboardLayout.layout(for: page, type: keyboardType, language: language,
                                             showsGlobe: storedLayouts.count > 1).rows.joined()
            let hasIt = keys.contains { key in
                guard case .text(let s) = key.action else { return false }
                return s == wanted || typedText(s, shift: .once) == wanted
            }
            if hasIt { return tap(frame, typing: false) }
        }
        return nil
    }

    /// What a key typing `s` types in `shift` (a single letter follows shift).
    private func typedText(_ s: String, shift: ShiftState) -> String {
        shift != .off ? KeyboardKey.shiftedText(s) : s
    }
}
