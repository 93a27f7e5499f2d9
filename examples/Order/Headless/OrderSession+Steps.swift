import OrderKit
import Tactile
import TactileHeadless

/// A customer's steps through the screens, each by touch.
extension OrderSession {
    /// The screen on top must be `screen`.
    func expect(_ screen: String) throws {
        guard scene.currentScreen == screen else { throw OrderSessionError.wrongScreen(expected: screen, actual: scene.currentScreen) }
    }

    /// Taps "Touch to order" on the start screen.
    public func touchToOrder() throws {
        try expect("start")
        try tap(scene.start.orderButton)
    }

    /// On the menu, shows `category` with its segment and taps `item`'s picture.
    public func openItem(_ item: MenuItem) throws {
        try expect("menu")
        guard let menu = scene.menu else { throw OrderSessionError.wrongScreen(expected: "menu", actual: scene.currentScreen) }
        if menu.category != item.category, let index = MenuCategory.allCases.firstIndex(of: item.category) {
            try tapSegment(index, of: menu.categories)
        }
        guard let index = menu.items.firstIndex(of: item), let cell = menu.grid.cellForItem(at: IndexPath(item: index, section: 0)) else {
            throw OrderSessionError.noSuchItem(item.id)
        }
        try tap(5, at: center(of: cell))
        try finishTransition()
    }

    /// On the item screen, chooses `size`, switches `extras` on, taps + until `quantity`, and taps
    /// "Add to order".
    public func chooseAndAdd(size: PortionSize = .small, extras: Set<Extra> = [], quantity: Int = 1) throws {
        try expect("item")
        guard let screen = scene.navigation.topViewController as? ItemViewController else { return }
        if size != .small { try tapSegment(size.rawValue, of: screen.sizeControl) }
        for (extra, toggle) in zip(Extra.allCases, screen.extraSwitches) where extras.contains(extra) {
            try tap(toggle, id: 6)
        }
        for _ in 1..<max(1, quantity) { try tapPlus(of: screen.quantityStepper) }
        try tap(screen.addButton, id: 7)
    }

    /// From the cart, taps Pay and lets the simulated payment run its `seconds`.
    public func pay(seconds: Double) throws {
        try expect("cart")
        guard let cart = scene.cartScreen else { return }
        try tap(cart.payButton, id: 8)
        try runPayment(seconds: seconds)
    }

    /// Lets the payment run for `seconds` and what it shows settle.
    public func runPayment(seconds: Double) throws {
        try advance(by: .milliseconds(Int64((seconds * 1000).rounded()) + 100))
        try finishTransition()
    }

    /// The frame of cart row `index` in window coordinates.
    public func cartRowFrame(_ index: Int) throws -> Rect {
        guard let list = scene.cartScreen?.list, let cell = list.cellForItem(at: IndexPath(item: index, section: 0)) else {
            throw OrderSessionError.noSuchItem("cart row \(index)")
        }
        return cell.convert(cell.bounds, to: window)
    }
}
