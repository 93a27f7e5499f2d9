import TactileCore

/// What an alert draws over the dimmed window: for `.alert` one rounded card (title, message, text
/// fields, then the buttons; two buttons side by side, cancel on the leading side, otherwise one
/// per row with cancel last), for `.actionSheet` a group of the title, message and buttons above a
/// separate group holding the cancel button, at the bottom of the window. In an action sheet the
/// titles sit at the leading edge (the right in right-to-left layouts).
///
/// The card tracks the finger that lands on it: the enabled button under it is highlighted as it
/// slides, and a lift on one chooses it. A touch between the sheet's groups counts as outside.
@MainActor final class AlertCardView: View {
    static let alertWidth: Double = 270
    static let sheetMaximumWidth: Double = 420
    static let windowMargin: Double = 8
    static let padding: Double = 16
    static let rowHeight: Double = 48
    static let fieldHeight: Double = 34
    static let groupGap: Double = 8
    static let cornerRadius: Double = 13
    static let fillColor = Color(white: 0.97)
    static let separatorColor = Color(white: 0.80)
    static let messageColor = Color(white: 0.25)

    let style: AlertController.Style
    let titleLabel = Label()
    let messageLabel = Label()
    private(set) var fields: [TextField] = []
    private(set) var rows: [AlertActionRow] = []
    /// The rounded groups drawn (one for an alert, two for a sheet with a cancel action).
    private(set) var groups: [Rect] = []
    private var separators: [Rect] = []
    private var finger = TrackedFinger()

    /// A button was chosen (a lift on an enabled one).
    var onChoose: (@MainActor (AlertAction) -> Void)?
    /// A touch landed on the card outside its groups.
    var onOutsideTouch: (@MainActor () -> Void)?

    init(style: AlertController.Style) {
        self.style = style
        super.init(frame: .zero)
        accessibilityViewIsModal = true
        titleLabel.font = Font.boldSystemFont(ofSize: 17)
        messageLabel.font = Font.systemFont(ofSize: 15)
        messageLabel.textColor = Self.messageColor
        for label in [titleLabel, messageLabel] {
            label.isAccessibilityElement = true
            addSubview(label)
        }
        titleLabel.accessibilityTraits = [.header, .staticText]
        messageLabel.accessibilityTraits = .staticText
    }

    /// The buttons in drawing order: an alert's cancel last (first of two side by side), a sheet's last.
    static func ordered(_ actions: [AlertAction], style: AlertController.Style) -> [AlertAction] {
        let others = actions.filter { $0.style != .cancel }, cancel = actions.filter { $0.style == .cancel }
        if style == .alert, actions.count == 2 { return cancel + others }
        return others + cancel
    }

    /// Shows this content (the rows are made again).
    func update(title: String?, message: String?, fields: [TextField], actions: [AlertAction], preferred: AlertAction?) {
        titleLabel.text = title ?? ""
        messageLabel.text = message ?? ""
        titleLabel.accessibilityLabel = title
        messageLabel.accessibilityLabel = message
        for field in self.fields where !fields.contains(where: { $0 === field }) { field.removeFromSuperview() }
        for field in fields where field.superview !== self { addSubview(field) }
        self.fields = fields
        for row in rows { row.removeFromSuperview() }
        let alignment: TextAlignment = style == .alert ? .center : (isRightToLeft ? .right : .left)
        rows = Self.ordered(actions, style: style).map { action in
            let bold = action.style == .cancel || (preferred.map(action.isSame(as:)) ?? false)
            let row = AlertActionRow(action: action, isBold: bold, alignment: alignment)
            action.shared.onChange = { [weak row] in row?.refresh() }
            addSubview(row)
            return row
        }
        finger.end()
        setNeedsDisplay()
    }

    /// Sizes and places the card in `area` (the backdrop's bounds) and lays out its content.
    func place(in area: Rect) {
        let sheet = style == .actionSheet
        let width = max(0, sheet ? min(area.width - 2 * Self.windowMargin, Self.sheetMaximumWidth)
                                 : min(area.width - 4 * Self.windowMargin, Self.alertWidth))
        let inner = max(0, width - 2 * Self.padding)
        let alignment: TextAlignment = sheet ? (isRightToLeft ? .right : .left) : .center
        var y = 0.0
        var header = false
        for label in [titleLabel, messageLabel] {
            label.isHidden = label.text.isEmpty
            guard !label.isHidden else { continue }
            label.textAlignment = alignment
            y += header ? 4 : Self.padding + 4
            let height = label.sizeThatFits(Size(width: inner, height: .infinity)).height
            label.frame = Rect(x: Self.padding, y: y, width: inner, height: height)
            y += height
            header = true
        }
        for field in fields {
            y += header ? 10 : Self.padding
            field.frame = Rect(x: Self.padding, y: y, width: inner, height: Self.fieldHeight)
            y += Self.fieldHeight
            header = true
        }
        if header { y += Self.padding }
        if sheet { for row in rows { row.titleLabel.textAlignment = alignment } }
        separators = []
        let main = rows.filter { !sheet || $0.action.style != .cancel }
        let side = !sheet && rows.count == 2
        if side {
            separators.append(Rect(x: 0, y: y, width: width, height: 1))
            for (index, row) in main.enumerated() {
                let half = width / 2
                row.frame = Rect(x: leadingX(Double(index) * half, width: half, in: width), y: y + 1, width: half, height: Self.rowHeight)
            }
            separators.append(Rect(x: width / 2 - 0.5, y: y + 1, width: 1, height: Self.rowHeight))
            y += 1 + Self.rowHeight
        } else {
            for (index, row) in main.enumerated() {
                if header || index > 0 { separators.append(Rect(x: 0, y: y, width: width, height: 1)); y += 1 }
                row.frame = Rect(x: 0, y: y, width: width, height: Self.rowHeight)
                y += Self.rowHeight
            }
        }
        groups = [Rect(x: 0, y: 0, width: width, height: y)]
        if sheet, let cancel = rows.first(where: { $0.action.style == .cancel }) {
            if main.isEmpty && !header {
                groups = []
            } else {
                y += Self.groupGap
            }
            cancel.frame = Rect(x: 0, y: y, width: width, height: Self.rowHeight)
            groups.append(cancel.frame)
            y += Self.rowHeight
        }
        let height = min(y, max(0, area.height - 2 * Self.windowMargin))
        let origin = sheet
            ? Point(x: area.minX + (area.width - width) / 2, y: area.maxY - Self.windowMargin - height)
            : Point(x: area.minX + (area.width - width) / 2, y: area.minY + (area.height - height) / 2)
        bounds = Rect(x: 0, y: 0, width: width, height: height)
        center = Point(x: origin.x + width / 2, y: origin.y + height / 2)
        setNeedsDisplay()
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        for group in groups { canvas.fillRoundedRect(group, radius: Self.cornerRadius, with: Self.fillColor) }
        for line in separators { canvas.fill(line, with: Self.separatorColor) }
    }

    // MARK: Touches

    /// The enabled button at `p` (card coordinates).
    func row(at p: Point) -> AlertActionRow? {
        rows.first { !$0.isHidden && $0.action.isEnabled && $0.frame.contains(p) }
    }

    private func highlight(_ row: AlertActionRow?) {
        for r in rows { r.isHighlighted = r === row }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard !finger.isActive, let touch = touches.first else { return }
        let p = touch.location(in: self)
        guard groups.contains(where: { $0.contains(p) }) else {
            onOutsideTouch?()
            return
        }
        _ = finger.begin(with: [touch])
        highlight(row(at: p))
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = finger.find(in: touches) else { return }
        highlight(row(at: touch.location(in: self)))
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = finger.find(in: touches) else { return }
        finger.end()
        let chosen = row(at: touch.location(in: self))
        highlight(nil)
        if let chosen { onChoose?(chosen.action) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        guard finger.find(in: touches) != nil else { return }
        finger.end()
        highlight(nil)
    }
}
