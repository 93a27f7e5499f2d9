import TactileCore

/// An open context menu in a window: a dimmed backdrop over everything (a touch on it closes the
/// menu), the lifted preview of the view, and the panel of items beside it.
@MainActor final class ContextMenuPresentation {
    /// How long the menu takes to open.
    static let openDuration = 0.2
    /// How much the preview grows.
    static let previewScale = 1.05
    /// The gap between the preview and the panel, and the least gap to the window's edges.
    static let gap: Double = 8
    static let dimColor = Color(white: 0, alpha: 0.18)

    let backdrop: MenuBackdrop
    let preview: ContextMenuPreview
    let panel: ContextMenuPanel
    /// An item was chosen.
    var onChoose: (@MainActor (MenuAction) -> Void)? {
        didSet { panel.onChoose = onChoose }
    }
    /// A touch outside the menu.
    var onDismiss: (@MainActor () -> Void)?

    /// The menu for `source`, opened by a finger at window point `touch`.
    init(menu: Menu, source: View, window: Window, touch: Point) {
        let bounds = window.bounds
        backdrop = MenuBackdrop(frame: bounds)
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.backgroundColor = Self.dimColor
        let sourceRect = source.convert(source.bounds, to: nil)
        preview = ContextMenuPreview(snapshotOf: source, frame: sourceRect)
        panel = ContextMenuPanel(menu: menu, rightToLeft: source.isRightToLeft)
        let size = panel.fittingSize(maximumWidth: bounds.width - 2 * Self.gap)
        let lifted = sourceRect.insetBy(dx: -sourceRect.width * (Self.previewScale - 1) / 2,
                                        dy: -sourceRect.height * (Self.previewScale - 1) / 2)
        panel.frame = Self.place(size, beside: lifted, touch: touch, in: bounds, rightToLeft: source.isRightToLeft)
        self.window = window
        backdrop.onTouch = { [weak self] in self?.onDismiss?() }
    }

    /// Where a panel of `size` goes: on the trailing side of `source` when it fits, else the
    /// leading side, else over it; vertically centred on the touch; always inside `area`.
    static func place(_ size: Size, beside source: Rect, touch: Point, in area: Rect, rightToLeft: Bool) -> Rect {
        let right = source.maxX + gap, left = source.minX - gap - size.width
        let fitsRight = right + size.width <= area.maxX - gap, fitsLeft = left >= area.minX + gap
        var x: Double
        if rightToLeft {
            x = fitsLeft ? left : (fitsRight ? right : source.midX - size.width / 2)
        } else {
            x = fitsRight ? right : (fitsLeft ? left : source.midX - size.width / 2)
        }
        x = min(max(x, area.minX + gap), area.maxX - gap - size.width)
        var y = touch.y - size.height / 2
        y = min(max(y, area.minY + gap), area.maxY - gap - size.height)
        y = max(y, area.minY)
        return Rect(x: max(x, area.minX), y: y, width: size.width, height: size.height)
    }

    /// Adds the menu to the window: the preview grows and the panel fades in (its items take
    /// touches meanwhile).
    func show() {
        guard let host = window else { return }
        host.addSubview(backdrop)
        host.addSubview(preview)
        host.addSubview(panel)
        panel.alpha = 0
        panel.transform = AffineTransform(scaleX: 0.9, y: 0.9)
        backdrop.alpha = 0
        View.animate(withDuration: Self.openDuration, delay: 0, options: [.allowUserInteraction, .curveEaseOut]) {
            self.backdrop.alpha = 1
            self.panel.alpha = 1
            self.panel.transform = .identity
            self.preview.transform = AffineTransform(scaleX: Self.previewScale, y: Self.previewScale)
        }
    }

    /// The window the menu opens in.
    private weak var window: Window?

    /// Takes the menu out of the window.
    func remove() {
        backdrop.onTouch = nil
        for view in [backdrop, preview, panel] as [View] { view.removeFromSuperview() }
    }

    /// The long-press finger is at window point `p` (nil: it was cancelled): the item under it lights.
    func follow(_ p: Point?) {
        panel.highlight(at: p.map { panel.convert($0, from: nil) })
    }

    /// The long-press finger lifted at window point `p`: an item under it is chosen.
    func lift(at p: Point) {
        let local = panel.convert(p, from: nil)
        panel.highlight(at: nil)
        if let row = panel.row(at: local) { onChoose?(row.action) }
    }
}
