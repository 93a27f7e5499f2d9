import TactileCore

/// The pinned header of a list section: its title in a label on a light background, starting at
/// the leading edge.
@MainActor final class SectionHeaderView: View {
    /// The label showing the title.
    let label = Label()

    /// A header with an empty title.
    override init(frame: Rect) {
        super.init(frame: frame)
        backgroundColor = Color(red: 0.94, green: 0.94, blue: 0.95)
        label.fontSize = 15
        addSubview(label)
    }

    /// The section's title.
    var title: String {
        get { label.text }
        set { if label.text != newValue { label.text = newValue } }
    }

    override func layoutSubviews() {
        let inset = 16.0
        label.textAlignment = isRightToLeft ? .right : .left
        let f = Rect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: bounds.height)
        if label.frame != f { label.frame = f }
    }

    /// A header: its title, with the header trait.
    override var accessibilityDefaults: AccessibilityDescription {
        AccessibilityDescription(isElement: true, label: title, traits: .header)
    }
}
