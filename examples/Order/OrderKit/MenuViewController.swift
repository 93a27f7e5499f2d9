import Tactile

/// The menu: Cancel at the leading top, the categories in a segmented control, the category's
/// items in a grid of pictures, and the order's total beside "View order" at the bottom. Tapping
/// an item opens its options.
@MainActor public final class MenuViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The categories, in `MenuCategory.allCases` order.
    public let categories: SegmentedControl
    /// The items of the chosen category.
    public let grid: CollectionView
    /// Goes back to the start (the order is dropped).
    public let cancelButton: Button
    /// Opens the cart.
    public let cartButton: Button
    /// The order's total so far.
    public let totalLabel = Label(frame: .zero)
    /// The category shown.
    public private(set) var category: MenuCategory = .mains
    /// Called each time the screen has finished appearing.
    public var onAppear: (() -> Void)?
    /// Called with the category each time another one is shown.
    public var onCategory: ((MenuCategory) -> Void)?
    /// Called with the item tapped.
    public var onItem: ((MenuItem) -> Void)?
    private let localization: Localization
    private let images: OrderImages
    private let cart: Cart

    /// A menu with words and prices from `localization`, pictures from `images`, the total of `cart`.
    init(localization: Localization, images: OrderImages, cart: Cart, cancel: @escaping () -> Void, showCart: @escaping () -> Void) {
        self.localization = localization
        self.images = images
        self.cart = cart
        categories = SegmentedControl(items: MenuCategory.allCases.map { localization.string($0.nameKey) })
        categories.selectedSegmentIndex = 0
        categories.accessibilityLabel = localization.string("menu.categories")
        grid = CollectionView(frame: .zero, collectionViewLayout: GridLayout())
        grid.accessibilityLabel = localization.string(MenuCategory.mains.nameKey)
        cancelButton = OrderButtons.make(localization.string("menu.cancel"))
        cartButton = OrderButtons.make(localization.string("menu.cart"), primary: true)
        super.init()
        grid.register(MenuItemCell.self, forCellWithReuseIdentifier: MenuItemCell.reuseIdentifier)
        grid.dataSource = self
        grid.delegate = self
        grid.backgroundColor = OrderPalette.background
        categories.addAction({ [weak self] control in
            guard let self, let segments = control as? SegmentedControl else { return }
            self.show(MenuCategory.allCases[max(0, segments.selectedSegmentIndex)])
        }, for: .valueChanged)
        cancelButton.addAction({ _ in cancel() }, for: .primaryActionTriggered)
        cartButton.addAction({ _ in showCart() }, for: .primaryActionTriggered)
        totalLabel.textColor = OrderPalette.title
        updateTotal()
    }

    /// The items shown.
    public var items: [MenuItem] { MenuItem.items(in: category) }

    /// Shows the items of `category` and reports it.
    public func show(_ category: MenuCategory) {
        guard let index = MenuCategory.allCases.firstIndex(of: category) else { return }
        self.category = category
        categories.selectedSegmentIndex = index
        grid.accessibilityLabel = localization.string(category.nameKey)
        grid.reloadData()
        onCategory?(category)
    }

    /// Shows the cart's total (after each change of the cart).
    func updateTotal() {
        totalLabel.text = "\(localization.string("cart.total")): \(localization.price(cart.totalCents))"
        cartButton.isEnabled = !cart.isEmpty
    }

    public override func loadView() {
        view = MenuView(categories: categories, grid: grid, cancel: cancelButton, cart: cartButton, total: totalLabel)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }

    // MARK: Grid

    /// The items of the category shown.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    /// A cell with the item's picture, name and price.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: MenuItemCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? MenuItemCell, items.indices.contains(indexPath.item) {
            let item = items[indexPath.item]
            cell.configure(name: localization.string(item.nameKey), price: localization.price(item.priceCents), image: images.picture(of: item))
        }
        return cell
    }

    /// A tapped item opens its options.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        guard items.indices.contains(indexPath.item) else { return }
        onItem?(items[indexPath.item])
    }
}

/// The menu's view: the bar (Cancel, categories), the grid, and the total beside "View order".
@MainActor final class MenuView: View {
    private let categories: SegmentedControl
    private let grid: CollectionView
    private let cancel: Button
    private let cart: Button
    private let total: Label

    init(categories: SegmentedControl, grid: CollectionView, cancel: Button, cart: Button, total: Label) {
        self.categories = categories
        self.grid = grid
        self.cancel = cancel
        self.cart = cart
        self.total = total
        super.init(frame: .zero)
        backgroundColor = OrderPalette.background
        for view in [categories, grid, cancel, cart, total] as [View] { addSubview(view) }
    }

    override func layoutSubviews() {
        let size = bounds.size
        let metrics = OrderLayout(size)
        let m = metrics.margin
        let bar = metrics.barHeight
        let cancelWidth = min(160, size.width * 0.2)
        cancel.frame = leadingFrame(m, y: m, width: cancelWidth, height: bar)
        categories.fontSize = metrics.bodySize * 0.85
        categories.frame = leadingFrame(2 * m + cancelWidth, y: m, width: size.width - 3 * m - cancelWidth, height: bar)
        let bottom = size.height - m - bar
        let cartWidth = min(280, size.width * 0.4)
        cart.frame = trailingFrame(m, y: bottom, width: cartWidth, height: bar)
        total.fontSize = metrics.bodySize
        total.textAlignment = .natural
        total.frame = leadingFrame(m, y: bottom, width: size.width - 3 * m - cartWidth, height: bar)
        grid.frame = Rect(x: m, y: cancel.frame.maxY + m, width: max(0, size.width - 2 * m), height: max(0, bottom - cancel.frame.maxY - 2 * m))
        if let layout = grid.collectionViewLayout as? GridLayout {
            let columns = size.width >= 1600 ? 4.0 : (size.width > size.height && size.width >= 700 ? 3.0 : 2.0)
            let spacing = m
            let side = min(((grid.bounds.width - spacing * (columns - 1)) / columns).rounded(.down), max(120, grid.bounds.height - 4))
            let itemSize = Size(width: side, height: side)
            if layout.itemSize != itemSize || layout.minimumInteritemSpacing != spacing {
                layout.itemSize = itemSize
                layout.minimumInteritemSpacing = spacing
                layout.minimumLineSpacing = spacing
                layout.invalidateLayout()
            }
        }
    }
}
