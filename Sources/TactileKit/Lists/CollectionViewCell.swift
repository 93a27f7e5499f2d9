import TactileCore

/// One item's view in a collection view (UIKit's `UICollectionViewCell`). Put the item's views in
/// `contentView`. Cells are made by the collection view from registered classes and reused: a
/// cell that scrolls away is handed out again by `dequeueReusableCell(withReuseIdentifier:for:)`
/// after `prepareForReuse()`.
///
/// The default look: `selectedBackgroundColor` while selected or highlighted. A cell is an
/// accessibility element: its label joins the labels inside it, or says "row N of M" in a list
/// ("item N of M" in a grid) when none does; a selected cell has the `.selected` trait.
@MainActor open class CollectionViewCell: View {
    /// The view holding the cell's content; it fills the cell.
    public let contentView: View
    /// The identifier the cell was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// Whether the cell's item is selected. Set by the collection view.
    open var isSelected = false { didSet { if isSelected != oldValue { updateBackground() } } }
    /// Whether a finger rests on the cell. Set by the collection view.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateBackground() } } }
    /// The background while selected or highlighted (nil: unchanged). Default a light grey.
    public var selectedBackgroundColor: Color? = Color(red: 0.82, green: 0.82, blue: 0.84) {
        didSet { updateBackground() }
    }
    /// The background otherwise.
    public var normalBackgroundColor: Color? {
        didSet { updateBackground() }
    }

    /// The collection view showing the cell.
    weak var owner: CollectionView?
    /// The item the cell shows (valid while it is displayed).
    var indexPath: IndexPath?
    /// Handed out by `dequeueReusableCell` and not yet returned by the data source.
    var isHandedOut = false

    /// An empty cell; the collection view makes registered classes with it.
    public required override init(frame: Rect) {
        contentView = View(frame: Rect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Resets the cell before it is handed out again. Default: clears `isSelected` and
    /// `isHighlighted`; override to clear your content (call super).
    open func prepareForReuse() {
        isHighlighted = false
        isSelected = false
    }

    /// The height of the tallest subview's bottom (and width of the cell) when nothing says better:
    /// the intrinsic height if the cell has one. Self-sizing list rows
    /// (`CollectionView.automaticDimension`) ask this with the row's width; override it.
    open override func sizeThatFits(_ size: Size) -> Size {
        let intrinsic = intrinsicContentSize.height
        if intrinsic != View.noIntrinsicMetric { return Size(width: size.width, height: intrinsic) }
        var bottom = 0.0
        for v in contentView.subviews where !v.isHidden { bottom = max(bottom, v.frame.maxY) }
        return Size(width: size.width, height: bottom > 0 ? bottom : bounds.height)
    }

    /// An element labelled by its content, or by its position; `.selected` when selected.
    open override var accessibilityDefaults: AccessibilityDescription {
        var traits: AccessibilityTraits = []
        if isSelected { traits.insert(.selected) }
        return AccessibilityDescription(isElement: true, label: contentLabel ?? positionLabel, traits: traits)
    }

    /// The labels inside the content, in order, joined with ", " (nil when none has text).
    var contentLabel: String? {
        var parts: [String] = []
        var stack: [View] = [contentView]
        while let v = stack.popLast() {
            if v !== contentView, !v.isHidden {
                if let text = v.accessibilityLabel ?? (v as? Label)?.text, !text.isEmpty {
                    parts.append(text)
                    continue
                }
            }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// "row N of M" in a list, "item N of M" otherwise (nil when not displayed).
    var positionLabel: String? {
        guard let owner, let indexPath else { return nil }
        let count = owner.numberOfItems(inSection: indexPath.section)
        return currentLocalization.text(owner.collectionViewLayout is ListLayout ? .rowPosition : .itemPosition,
                                        indexPath.item + 1, count)
    }

    private func updateBackground() {
        backgroundColor = (isSelected || isHighlighted) ? (selectedBackgroundColor ?? normalBackgroundColor) : normalBackgroundColor
    }
}
