import Tactile

/// A home-screen tile: an exhibit's picture over its title on a rounded card. A control: tapping
/// it sends `.primaryActionTriggered` (on `.touchUpInside`), and it lights up while pressed.
@MainActor public final class TileView: Control {
    /// The exhibit's place in `Exhibit.all`.
    public let index: Int
    /// The picture (aspect-filled, clipped to the card's picture area).
    public let imageView: ImageView
    /// The exhibit's title.
    public let titleLabel: Label
    /// Height of the title strip, in points.
    static let titleHeight: Double = 36
    private let placeholder: Color

    /// A tile for exhibit `index` showing `image` (its colour card when nil) and `title`.
    public init(index: Int, image: Image?, title: String) {
        self.index = index
        imageView = ImageView(image: image)
        titleLabel = Label(frame: .zero, text: title)
        placeholder = KioskPalette.placeholder(index)
        super.init(frame: Rect(x: 0, y: 0, width: 160, height: 120))
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        titleLabel.textColor = KioskPalette.title
        titleLabel.fontSize = 18
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 1
        addSubview(imageView)
        addSubview(titleLabel)
        addAction({ tile in tile.sendActions(for: .primaryActionTriggered) }, for: .touchUpInside)
    }

    /// A button named by the exhibit's title (a screen reader, built-in or Orca, says "Aurora, button").
    public override var accessibilityDefaults: AccessibilityDescription {
        AccessibilityDescription(isElement: true, label: titleLabel.text, traits: .button)
    }

    /// Room for a picture and a title.
    public override var intrinsicContentSize: Size { Size(width: 160, height: 120) }

    public override func layoutSubviews() {
        let inset = 6.0
        let titleHeight = min(Self.titleHeight, bounds.height / 2)
        imageView.frame = Rect(x: inset, y: inset, width: max(0, bounds.width - 2 * inset),
                               height: max(0, bounds.height - titleHeight - inset))
        titleLabel.frame = Rect(x: inset, y: bounds.height - titleHeight, width: max(0, bounds.width - 2 * inset),
                                height: titleHeight)
    }

    public override func controlStateDidChange() {
        super.controlStateDidChange()
        setNeedsDisplay()
    }

    public override func draw(_ rect: Rect, in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: 10, with: isHighlighted ? KioskPalette.cardHighlighted : KioskPalette.card)
        if imageView.image == nil { canvas.fill(imageView.frame, with: placeholder) }
    }
}
