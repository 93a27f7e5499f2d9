extension AccessibilityTraits {
    /// The words a screen reader says for the traits, in the order spoken ("button", "dimmed").
    package var spokenWords: [String] {
        var words: [String] = []
        if contains(.selected) { words.append("selected") }
        if contains(.button) { words.append("button") }
        if contains(.link) { words.append("link") }
        if contains(.header) { words.append("heading") }
        if contains(.searchField) { words.append("search field") }
        if contains(.image) { words.append("image") }
        if contains(.adjustable) { words.append("adjustable") }
        if contains(.tabBar) { words.append("tab bar") }
        if contains(.notEnabled) { words.append("dimmed") }
        return words
    }
}

extension View {
    /// What the screen reader says when this element gets the focus: label, value and traits
    /// separated by commas, then the hint ("Pay, button"; "Volume, 40 %, adjustable").
    public var accessibilityUtterance: String {
        var parts: [String] = []
        if let label = accessibilityLabel, !label.isEmpty { parts.append(label) }
        if let value = accessibilityValue, !value.isEmpty { parts.append(value) }
        parts.append(contentsOf: accessibilityTraits.spokenWords)
        var text = parts.joined(separator: ", ")
        if let hint = accessibilityHint, !hint.isEmpty { text += text.isEmpty ? hint : ". " + hint }
        return text
    }
}
