import TactileCore

/// The keyboard's keys as accessibility elements: the keys are drawn, not views, so each gets an
/// invisible view of its own over it that the screen reader focuses, speaks and activates. The
/// keys inherit the keyboard's `accessibilityLanguage`: the language of its layout.
extension KeyboardView {
    /// Gives every key of the current layout an element over it (reusing those there are).
    func syncKeyElements() {
        while keyElements.count > keyFrames.count { keyElements.removeLast().removeFromSuperview() }
        while keyElements.count < keyFrames.count {
            let element = KeyboardKeyElement(keyboard: self, index: keyElements.count)
            keyElements.append(element)
            insertSubview(element, at: 0)
        }
        for (element, entry) in zip(keyElements, keyFrames) { element.frame = entry.frame }
    }

    /// What a screen reader says for `key`, in the layout's language.
    func spokenName(of key: KeyboardKey) -> String {
        let word: ToolkitString
        switch key.action {
        case .text(" "): return key.label
        case .text, .enter: return title(of: key)
        case .shift: word = shift == .locked ? .capsLock : .shift
        case .backspace: word = .delete
        case .nextKeyboard: word = .nextKeyboard
        case .page(.letters): word = .letters
        case .page(.symbols): word = .symbols
        case .page(.numberPad): word = .numbers
        }
        return currentLocalization.text(word, language: language)
    }
}

/// An invisible view over one key of a `KeyboardView`: touches pass through it to the keyboard;
/// activating it types the key.
@MainActor final class KeyboardKeyElement: View {
    private weak var keyboard: KeyboardView?
    let index: Int

    init(keyboard: KeyboardView, index: Int) {
        self.keyboard = keyboard
        self.index = index
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    private var key: KeyboardKey? {
        guard let keyboard, index < keyboard.keyFrames.count else { return nil }
        return keyboard.keyFrames[index].key
    }

    override var accessibilityDefaults: AccessibilityDescription {
        guard let keyboard, let key else { return AccessibilityDescription() }
        return AccessibilityDescription(isElement: true, label: keyboard.spokenName(of: key), traits: .keyboardKey)
    }

    override func accessibilityActivate() -> Bool {
        guard let keyboard, let key else { return false }
        keyboard.type(key)
        return true
    }
}
