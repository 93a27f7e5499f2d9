import Tactile

/// A menu grid cell: the item's picture over its name and price on a rounded card. To a screen
/// reader it is one button saying "Cheeseburger, €8.50".
@MainActor public final class MenuItemCell: CollectionViewCell {
    /// The reuse identifier the menu registers it under.
    public static let reuseIdentifier = "menu-item"
    /// The picture.
    public let picture = ImageView(image: nil)
    /// The item's name.
    public let nameLabel = Label(frame: .zero)
    /// The item's price.
    public let priceLabel = Label(frame: .zero)

    /// An empty cell (the grid makes and reuses them).
    public required init(frame: Rect) {
        super.init(frame: frame)
        picture.contentMode = .scaleAspectFit
        picture.backgroundColor = OrderPalette.placeholder
        picture.clipsToBounds = true
        nameLabel.textAlignment = .center
        nameLabel.textColor = OrderPalette.title
        nameLabel.numberOfLines = 1
        priceLabel.textAlignment = .center
        priceLabel.textColor = OrderPalette.accent
        priceLabel.numberOfLines = 1
        for view in [picture, nameLabel, priceLabel] as [View] { contentView.addSubview(view) }
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    /// Shows `name` at `price` with `image` (a colour card when nil).
    func configure(name: String, price: String, image: Image?) {
        picture.image = image
        picture.backgroundColor = image == nil ? OrderPalette.placeholder : OrderPalette.card
        nameLabel.text = name
        priceLabel.text = price
        accessibilityLabel = "\(name), \(price)"
        setNeedsLayout()
    }

    public override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        let inset = 8.0
        let text = min(28.0, b.height * 0.18)
        nameLabel.fontSize = text * 0.7
        priceLabel.fontSize = text * 0.65
        let pictureHeight = max(0, b.height - 2 * text - 2 * inset)
        picture.frame = Rect(x: inset, y: inset, width: max(0, b.width - 2 * inset), height: pictureHeight)
        nameLabel.frame = Rect(x: inset, y: picture.frame.maxY, width: max(0, b.width - 2 * inset), height: text)
        priceLabel.frame = Rect(x: inset, y: nameLabel.frame.maxY, width: max(0, b.width - 2 * inset), height: text)
    }

    public override func draw(_ rect: Rect, in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: 12, with: isHighlighted ? OrderPalette.cardHighlighted : OrderPalette.card)
    }
}
