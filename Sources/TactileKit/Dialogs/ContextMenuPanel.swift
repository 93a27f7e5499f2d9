import TactileCore

/// The rounded panel of an open context menu: the menu's title (if any) in grey, then one row per
/// item, with lines between. It tracks a finger that lands on it as an alert does: the enabled item
/// under the finger lights as it slides, and a lift on one chooses it.
@MainActor final class ContextMenuPanel: View {
    static let minimumWidth: Double = 180
    static let maximumWidth: Double = 300
    static let titleHeight: Double = 32
    static let cornerRadius: Double = 12
    static let fillColor = Color(white: 0.97)
    static let titleColor = Color(white: 0.45)

    let titleLabel = Label()
    private(set) var rows: [ContextMenuRow] = []
    private var finger = TrackedFinger()
    /// An enabled item was chosen.
    var onChoose: (@MainActor (MenuAction) -> Void)?

    init(menu: Menu, rightToLeft: Bool) {
        super.init(frame: .zero)
        accessibilityViewIsModal = true
        titleLabel.text = menu.title
        titleLabel.fontSize = 13
        titleLabel.textColor = Self.titleColor
        titleLabel.numberOfLines = 1
        titleLabel.textAlignment = rightToLeft ? .right : .left
        titleLabel.isHidden = menu.title.isEmpty
        titleLabel.isAccessibilityElement = !menu.title.isEmpty
        titleLabel.accessibilityLabel = menu.title
        titleLabel.accessibilityTraits = [.header, .staticText]
        addSubview(titleLabel)
        rows = menu.children.map { ContextMenuRow(action: $0, rightToLeft: rightToLeft) }
        for row in rows { addSubview(row) }
    }

    private var headerHeight: Double { titleLabel.isHidden ? 0 : Self.titleHeight }

    /// The panel's size for its items, at most `maximumWidth` wide (and `Self.maximumWidth`).
    func fittingSize(maximumWidth: Double) -> Size {
        let widest = rows.map(\.fittingWidth).max() ?? 0
        let title = titleLabel.isHidden ? 0 : titleLabel.intrinsicContentSize.width + 2 * ContextMenuRow.inset
        let width = min(max(widest, title, Self.minimumWidth), Self.maximumWidth, max(0, maximumWidth))
        return Size(width: width, height: headerHeight + Double(rows.count) * ContextMenuRow.height)
    }

    override func layoutSubviews() {
        let width = bounds.width
        titleLabel.frame = Rect(x: ContextMenuRow.inset, y: 0, width: max(0, width - 2 * ContextMenuRow.inset), height: headerHeight)
        for (index, row) in rows.enumerated() {
            row.frame = Rect(x: 0, y: headerHeight + Double(index) * ContextMenuRow.height, width: width, height: ContextMenuRow.height)
        }
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: Self.cornerRadius, with: Self.fillColor)
        for index in rows.indices where index > 0 || headerHeight > 0 {
            let y = headerHeight + Double(index) * ContextMenuRow.height
            canvas.fill(Rect(x: 0, y: y, width: bounds.width, height: 1), with: AlertCardView.separatorColor)
        }
    }

    /// The enabled item at `p` (panel coordinates).
    func row(at p: Point) -> ContextMenuRow? {
        layoutIfNeeded()
        return rows.first { $0.action.isEnabled && $0.frame.contains(p) }
    }

    /// Lights the enabled item at `p` (panel coordinates), none for nil.
    func highlight(at p: Point?) {
        let lit = p.flatMap(row(at:))
        for row in rows { row.isHighlighted = row === lit }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = finger.begin(with: touches) else { return }
        highlight(at: touch.location(in: self))
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = finger.find(in: touches) else { return }
        highlight(at: touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = finger.find(in: touches) else { return }
        finger.end()
        highlight(at: nil)
        if let chosen = row(at: touch.location(in: self)) { onChoose?(chosen.action) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        guard finger.find(in: touches) != nil else { return }
        finger.end()
        highlight(at: nil)
    }
}
