import Tactile

/// A row of the cart list: "2 × Cheeseburger" over its options at the leading side, the line's
/// price at the trailing side. To a screen reader it is one element saying all of it.
@MainActor public final class CartRowCell: CollectionViewCell {
    /// The reuse identifier the cart registers it under.
    public static let reuseIdentifier = "cart-row"
    /// Quantity and name.
    public let titleLabel = Label(frame: .zero)
    /// Size, extras and note.
    public let detailLabel = Label(frame: .zero)
    /// The line's price.
    public let priceLabel = Label(frame: .zero)
    /// The hairline under the row.
    private let separator = View(frame: .zero)

    /// An empty row (the list makes and reuses them).
    public required init(frame: Rect) {
        super.init(frame: frame)
        contentView.backgroundColor = OrderPalette.card
        titleLabel.textColor = OrderPalette.title
        titleLabel.numberOfLines = 1
        detailLabel.textColor = OrderPalette.text
        detailLabel.numberOfLines = 1
        priceLabel.textColor = OrderPalette.title
        priceLabel.numberOfLines = 1
        separator.backgroundColor = OrderPalette.quiet
        for view in [titleLabel, detailLabel, priceLabel, separator] as [View] { contentView.addSubview(view) }
        isAccessibilityElement = true
    }

    /// Shows `title`, `detail` and `price`.
    func configure(title: String, detail: String, price: String) {
        titleLabel.text = title
        detailLabel.text = detail
        priceLabel.text = price
        accessibilityLabel = detail.isEmpty ? "\(title), \(price)" : "\(title), \(detail), \(price)"
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        let inset = 12.0
        let priceWidth = min(160, b.width * 0.3)
        titleLabel.fontSize = min(22, b.height * 0.32)
        detailLabel.fontSize = min(16, b.height * 0.24)
        priceLabel.fontSize = min(22, b.height * 0.32)
        titleLabel.textAlignment = .natural
        detailLabel.textAlignment = .natural
        priceLabel.textAlignment = isRightToLeft ? .left : .right
        let textWidth = b.width - 3 * inset - priceWidth
        let leading = contentView.leadingX(inset, width: textWidth, in: b.width)
        titleLabel.frame = Rect(x: leading, y: 4, width: max(0, textWidth), height: b.height * 0.55 - 4)
        detailLabel.frame = Rect(x: leading, y: b.height * 0.55, width: max(0, textWidth), height: b.height * 0.4)
        separator.frame = Rect(x: inset, y: b.height - 1, width: max(0, b.width - 2 * inset), height: 1)
        priceLabel.frame = Rect(x: contentView.leadingX(b.width - inset - priceWidth, width: priceWidth, in: b.width), y: 0,
                                width: priceWidth, height: b.height)
    }
}
