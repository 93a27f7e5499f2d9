import TactileCore

/// The strip of action buttons behind a swiped list row: it fills the part of the row the content
/// slid away from, its buttons sharing that width (the first action at the row's trailing edge).
@MainActor final class SwipeActionsView: View {
    /// One action's button: a coloured box with its title.
    final class ActionButton: View {
        let label = Label()
        /// The action's position in the row's actions.
        let index: Int

        init(index: Int) {
            self.index = index
            super.init(frame: .zero)
            label.textColor = .white
            label.textAlignment = .center
            addSubview(label)
        }

        /// A button named by its action's title.
        override var accessibilityDefaults: AccessibilityDescription {
            AccessibilityDescription(isElement: true, label: label.text, traits: .button)
        }
    }

    private(set) var buttons: [ActionButton] = []
    /// The width the buttons want side by side (the width of an open row's strip).
    private(set) var preferredWidth = 0.0
    private var mirrored = false

    init() {
        super.init(frame: .zero)
        clipsToBounds = true
    }

    /// Makes the buttons of `actions` (reusing those there are).
    func show(_ actions: [SwipeAction], rightToLeft: Bool) {
        mirrored = rightToLeft
        while buttons.count > actions.count { buttons.removeLast().removeFromSuperview() }
        while buttons.count < actions.count {
            let button = ActionButton(index: buttons.count)
            buttons.append(button)
            addSubview(button)
        }
        preferredWidth = 0
        for (button, action) in zip(buttons, actions) {
            button.backgroundColor = action.backgroundColor
            button.label.text = action.title
            button.label.sizeToFit()
            preferredWidth += max(74, button.label.frame.width + 30)
        }
    }

    /// Places the buttons across the strip's width, the first at the row's trailing edge.
    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        guard !buttons.isEmpty else { return }
        let width = b.width / Double(buttons.count)
        for (i, button) in buttons.enumerated() {
            let fromTrailing = Double(i + 1) * width
            let x = mirrored ? fromTrailing - width : b.width - fromTrailing
            let frame = Rect(x: x, y: 0, width: width, height: b.height)
            if button.frame != frame { button.frame = frame }
            let labelFrame = Rect(x: 4, y: 0, width: max(width - 8, 0), height: b.height)
            if button.label.frame != labelFrame { button.label.frame = labelFrame }
        }
    }

    /// The button that is `view` or holds it.
    func button(containing view: View?) -> ActionButton? {
        var v = view
        while let current = v, current !== self {
            if let button = current as? ActionButton { return button }
            v = current.superview
        }
        return nil
    }
}
