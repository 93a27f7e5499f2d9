import Tactile

/// A pin's context menu, opened by a long press on the pin: Delete, Bring to Front, Cancel, as
/// buttons in a panel next to the pin, over a full-window backdrop that dismisses the menu when
/// touched anywhere else.
@MainActor final class PinMenu {
    /// The menu's items.
    enum Item: CaseIterable {
        case delete, bringToFront, cancel
        var title: String {
            switch self {
            case .delete: "Delete"
            case .bringToFront: "Bring to Front"
            case .cancel: "Cancel"
            }
        }
    }

    static let itemSize = Size(width: 160, height: 44)
    static let gap: Double = 6
    static let padding: Double = 8

    /// The pin the menu is for.
    let pin: PinView
    let backdrop: MenuBackdrop
    let panel: View
    private(set) var buttons: [Item: Button] = [:]

    /// A menu for `pin` in a window of `bounds`; `choose` gets the tapped item (nil: dismissed).
    init(pin: PinView, in bounds: Rect, choose: @escaping @MainActor (Item?) -> Void) {
        self.pin = pin
        backdrop = MenuBackdrop(frame: bounds)
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.onTouch = { choose(nil) }
        let items = Item.allCases
        let width = Self.itemSize.width + 2 * Self.padding
        let height = Double(items.count) * Self.itemSize.height + Double(items.count - 1) * Self.gap + 2 * Self.padding
        let head = pin.headInWindow
        var x = head.x + PinView.grabRadius + 8
        if x + width > bounds.maxX - 4 { x = head.x - PinView.grabRadius - 8 - width }
        let y = min(max(head.y - height / 2, bounds.minY + 4), bounds.maxY - height - 4)
        panel = View(frame: Rect(x: max(bounds.minX + 4, x), y: y, width: width, height: height))
        panel.backgroundColor = Color(white: 0.98, alpha: 0.96)
        for (index, item) in items.enumerated() {
            let frame = Rect(x: Self.padding, y: Self.padding + Double(index) * (Self.itemSize.height + Self.gap),
                             width: Self.itemSize.width, height: Self.itemSize.height)
            let button = Button(frame: frame, title: item.title)
            button.touchMargin = 0
            if item == .delete { button.fillColor = Color(red: 0.80, green: 0.16, blue: 0.14) }
            if item == .cancel { button.fillColor = Color(white: 0.45) }
            _ = button.addAction { _ in choose(item) }
            panel.addSubview(button)
            buttons[item] = button
        }
    }

    /// How long the panel takes to appear.
    static let appearDuration = 0.2

    /// Adds the backdrop and the panel on top of `window`; the panel fades and grows in (its
    /// buttons take touches meanwhile).
    func show(in window: Window) {
        window.addSubview(backdrop)
        window.addSubview(panel)
        panel.alpha = 0
        panel.transform = AffineTransform(scaleX: 0.85, y: 0.85)
        View.animate(withDuration: Self.appearDuration, delay: 0, options: [.allowUserInteraction, .curveEaseOut]) {
            self.panel.alpha = 1
            self.panel.transform = .identity
        }
    }

    /// Removes the menu.
    func dismiss() {
        backdrop.removeFromSuperview()
        panel.removeFromSuperview()
    }

    /// The centre of `item`'s button in window coordinates.
    func center(of item: Item) -> Point? {
        guard let b = buttons[item] else { return nil }
        return b.convert(Point(x: b.bounds.midX, y: b.bounds.midY), to: nil)
    }
}
