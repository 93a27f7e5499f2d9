import Tactile

/// A label at the top of its box, as tall as its wrapped lines and no taller than the box (a
/// `Label` centres its lines vertically in its own frame).
@MainActor final class TopAlignedText: View {
    /// The label shown.
    let label: Label

    /// A box showing `label` from its top edge.
    init(_ label: Label) {
        self.label = label
        super.init(frame: .zero)
        addSubview(label)
    }

    override func layoutSubviews() {
        let needed = label.sizeThatFits(Size(width: bounds.width, height: .infinity)).height
        label.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(needed, bounds.height))
    }
}
