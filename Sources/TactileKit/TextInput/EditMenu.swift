import TactileCore

/// A text field's edit menu: a row of buttons (Undo, Redo, Cut, Copy, Paste, Select All, those that apply) in a
/// panel above the field, over a clear full-window backdrop that dismisses the menu when touched
/// anywhere else. The buttons say their titles in the window's language and run from the leading
/// edge (the right one in a right-to-left window). The panel fades in over `fadeInDuration`
/// (taking touches at once) and goes at once.
@MainActor final class EditMenu {
    /// What the menu can offer.
    enum Item: CaseIterable, Sendable {
        case undo, redo, cut, copy, paste, selectAll

        /// The button's title in `localization`'s language.
        @MainActor func title(in localization: Localization) -> String {
            switch self {
            case .undo: localization.text(.undo)
            case .redo: localization.text(.redo)
            case .cut: localization.text(.cut)
            case .copy: localization.text(.copy)
            case .paste: localization.text(.paste)
            case .selectAll: localization.text(.selectAll)
            }
        }
    }

    static let itemHeight: Double = 44
    static let itemWidth: Double = 96
    static let wideItemWidth: Double = 120
    static let gap: Double = 2
    static let padding: Double = 4
    /// Space between the field and the panel.
    static let offset: Double = 8
    /// How long the panel takes to fade in, in seconds.
    static let fadeInDuration = 0.15

    let items: [Item]
    let backdrop: MenuBackdrop
    let panel: View
    private(set) var buttons: [Item: Button] = [:]

    /// A menu offering `items` for a field whose frame in the window is `fieldFrame`, centred on
    /// `x` (window coordinates) above the field, or below it when there is no room above, kept inside
    /// `bounds`, titled in `localization`'s language and laid out in `direction`. `choose` gets the
    /// tapped item (nil: dismissed).
    init(items: [Item], fieldFrame: Rect, x: Double, in bounds: Rect,
         localization: Localization = Application.shared.localization, direction: LayoutDirection = .leftToRight,
         choose: @escaping @MainActor (Item?) -> Void) {
        self.items = items
        backdrop = MenuBackdrop(frame: bounds)
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.onTouch = { choose(nil) }
        let widths = items.map { $0 == .selectAll ? Self.wideItemWidth : Self.itemWidth }
        let width = widths.reduce(0, +) + Double(max(0, items.count - 1)) * Self.gap + 2 * Self.padding
        let height = Self.itemHeight + 2 * Self.padding
        var y = fieldFrame.minY - Self.offset - height
        if y < bounds.minY + 4 { y = min(fieldFrame.maxY + Self.offset, bounds.maxY - height - 4) }
        let left = min(max(x - width / 2, bounds.minX + 4), max(bounds.minX + 4, bounds.maxX - width - 4))
        panel = View(frame: Rect(x: left, y: y, width: width, height: height))
        panel.backgroundColor = Color(white: 0.15, alpha: 0.96)
        var itemX = Self.padding
        for (item, itemWidth) in zip(items, widths) {
            let leading = direction == .rightToLeft ? width - itemX - itemWidth : itemX
            let button = Button(frame: Rect(x: leading, y: Self.padding, width: itemWidth, height: Self.itemHeight),
                                title: item.title(in: localization))
            button.touchMargin = 0
            button.fillColor = Color(white: 0.15)
            button.highlightedFillColor = Color(white: 0.35)
            _ = button.addAction { _ in choose(item) }
            panel.addSubview(button)
            buttons[item] = button
            itemX += itemWidth + Self.gap
        }
    }

    /// Shows a menu of `items` over `view` near `point` (the view's coordinates) in the view's
    /// window; nil (nothing shown) without a window or items.
    static func present(_ items: [Item], over view: View, at point: Point,
                        choose: @escaping @MainActor (Item?) -> Void) -> EditMenu? {
        guard let window = view.window, !items.isEmpty else { return nil }
        let menu = EditMenu(items: items, fieldFrame: view.convert(view.bounds, to: window),
                            x: view.convert(point, to: window).x, in: window.bounds,
                            localization: window.localization, direction: view.effectiveUserInterfaceLayoutDirection,
                            choose: choose)
        menu.show(in: window)
        return menu
    }

    /// Adds the backdrop and the panel on top of `window`; the panel fades in.
    func show(in window: Window) {
        window.addSubview(backdrop)
        panel.alpha = 0
        window.addSubview(panel)
        View.animate(withDuration: Self.fadeInDuration, options: [.curveEaseOut, .allowUserInteraction]) { [panel] in
            panel.alpha = 1
        }
    }

    /// Removes the menu.
    func dismiss() {
        backdrop.onTouch = nil
        backdrop.removeFromSuperview()
        panel.removeFromSuperview()
    }

    /// The centre of `item`'s button in window coordinates (nil when the menu does not offer it).
    func center(of item: Item) -> Point? {
        guard let button = buttons[item] else { return nil }
        return button.convert(Point(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    }
}
