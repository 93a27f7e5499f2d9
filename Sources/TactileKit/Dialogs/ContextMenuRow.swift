import TactileCore

/// One item of an open context menu: its title at the leading edge (red when destructive, grey when
/// disabled), its image at the trailing edge, a grey fill while a finger is on it. Touches go on to
/// the panel, which lets a finger slide between items.
@MainActor final class ContextMenuRow: View {
    static let height: Double = 44
    static let inset: Double = 16
    static let imageSide: Double = 22
    static let textColor = Color(white: 0.08)

    let action: MenuAction
    let titleLabel = Label()
    let imageView = ImageView(image: nil)
    private let rightToLeft: Bool

    /// A finger is on the item.
    var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    init(action: MenuAction, rightToLeft: Bool) {
        self.action = action
        self.rightToLeft = rightToLeft
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.numberOfLines = 1
        titleLabel.textAlignment = rightToLeft ? .right : .left
        titleLabel.textColor = titleColor
        titleLabel.isAccessibilityElement = false
        addSubview(titleLabel)
        imageView.image = action.image
        imageView.isHidden = action.image == nil
        imageView.contentMode = .scaleAspectFit
        addSubview(imageView)
    }

    /// Red for destructive items, grey for disabled ones, near-black otherwise.
    var titleColor: Color {
        if !action.isEnabled { return AlertActionRow.disabledColor }
        return action.attributes.contains(.destructive) ? AlertActionRow.destructiveColor : Self.textColor
    }

    /// The width the title and image need.
    var fittingWidth: Double {
        titleLabel.intrinsicContentSize.width + 2 * Self.inset + (action.image == nil ? 0 : Self.imageSide + Self.inset)
    }

    override func layoutSubviews() {
        let b = bounds
        let imageSpace = action.image == nil ? 0 : Self.imageSide + Self.inset
        let titleWidth = max(0, b.width - 2 * Self.inset - imageSpace)
        titleLabel.frame = Rect(x: leadingX(Self.inset, width: titleWidth, in: b.width, rightToLeft), y: 0, width: titleWidth, height: b.height)
        imageView.frame = Rect(x: leadingX(b.width - Self.inset - Self.imageSide, width: Self.imageSide, in: b.width, rightToLeft),
                               y: (b.height - Self.imageSide) / 2, width: Self.imageSide, height: Self.imageSide)
    }

    private func leadingX(_ inset: Double, width: Double, in container: Double, _ rtl: Bool) -> Double {
        rtl ? container - inset - width : inset
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        if isHighlighted { canvas.fill(bounds, with: AlertActionRow.highlightColor) }
    }

    /// A button named by its title; not enabled when the item is disabled.
    override var accessibilityDefaults: AccessibilityDescription {
        AccessibilityDescription(isElement: true, label: action.title,
                                 traits: action.isEnabled ? .button : [.button, .notEnabled])
    }
}
