extension AccessibilityTraits {
    /// The traits a screen reader speaks, in the order spoken, with their words.
    private static let spoken: [(AccessibilityTraits, ToolkitString)] = [
        (.selected, .selected), (.button, .button), (.link, .link), (.header, .heading),
        (.searchField, .searchField), (.image, .image), (.adjustable, .adjustable), (.tabBar, .tabBar),
        (.notEnabled, .dimmed),
    ]

    /// The words a screen reader says for the traits in `localization`'s language, in the order
    /// spoken ("button", "dimmed"; "زر" in Arabic).
    @MainActor package func spokenWords(in localization: Localization) -> [String] {
        Self.spoken.compactMap { trait, word in contains(trait) ? localization.text(word) : nil }
    }
}

extension View {
    /// What the screen reader says when this element gets the focus: label, value and traits
    /// separated by commas, then the hint ("Pay, button"; "Volume, 40 %, adjustable"), the traits'
    /// words in the window's language.
    public var accessibilityUtterance: String {
        var parts: [String] = []
        if let label = accessibilityLabel, !label.isEmpty { parts.append(label) }
        if let value = accessibilityValue, !value.isEmpty { parts.append(value) }
        parts.append(contentsOf: accessibilityTraits.spokenWords(in: currentLocalization))
        var text = parts.joined(separator: ", ")
        if let hint = accessibilityHint, !hint.isEmpty { text += text.isEmpty ? hint : ". " + hint }
        return text
    }
}
