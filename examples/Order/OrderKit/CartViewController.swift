import Tactile

/// The cart: the order's lines in a list (swipe a row towards the leading side to delete it,
/// long-press it to move it), the total, "Add more" back to the menu, "Empty order" (an action
/// sheet confirms) and "Pay".
@MainActor public final class CartViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The lines.
    public let list: CollectionView
    /// Back to the menu.
    public let moreButton: Button
    /// Offers to empty the order.
    public let emptyButton: Button
    /// Goes to the payment.
    public let payButton: Button
    /// The total.
    public let totalLabel = Label(frame: .zero)
    /// Shown instead of the list when the cart is empty.
    public let emptyLabel: Label
    /// The action sheet shown by "Empty order", while it is up.
    public private(set) weak var emptySheet: AlertController?
    /// Called each time the screen has finished appearing.
    public var onAppear: (() -> Void)?
    private let localization: Localization
    private let cart: Cart

    /// The lines of `cart`, with words and prices from `localization`.
    init(cart: Cart, localization: Localization, pay: @escaping () -> Void) {
        self.cart = cart
        self.localization = localization
        let layout = ListLayout()
        list = CollectionView(frame: .zero, collectionViewLayout: layout)
        moreButton = OrderButtons.make(localization.string("cart.more"))
        emptyButton = OrderButtons.make(localization.string("cart.empty"))
        payButton = OrderButtons.make(localization.string("cart.pay"), primary: true)
        emptyLabel = Label(frame: .zero, text: localization.string("cart.nothing"))
        super.init()
        list.register(CartRowCell.self, forCellWithReuseIdentifier: CartRowCell.reuseIdentifier)
        list.dataSource = self
        list.delegate = self
        list.accessibilityLabel = localization.string("cart.title")
        list.backgroundColor = OrderPalette.background
        totalLabel.textColor = OrderPalette.title
        emptyLabel.textColor = OrderPalette.text
        emptyLabel.textAlignment = .center
        moreButton.addAction({ [weak self] _ in _ = self?.navigationController?.popViewController(animated: true) },
                             for: .primaryActionTriggered)
        emptyButton.addAction({ [weak self] _ in self?.confirmEmptying() }, for: .primaryActionTriggered)
        payButton.addAction({ _ in pay() }, for: .primaryActionTriggered)
        cartDidChange()
    }

    /// Shows the cart as it is now (after a change made elsewhere).
    func cartDidChange() {
        totalLabel.text = "\(localization.string("cart.total")): \(localization.price(cart.totalCents))"
        payButton.isEnabled = !cart.isEmpty
        emptyButton.isEnabled = !cart.isEmpty
        emptyLabel.isHidden = !cart.isEmpty
    }

    /// The action sheet: "Empty order" (destructive) or Cancel.
    private func confirmEmptying() {
        let sheet = AlertController(title: localization.string("cart.empty.confirm"), message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: localization.string("cart.empty"), style: .destructive) { [weak self] _ in
            guard let self else { return }
            self.cart.empty()
            self.list.reloadData()
            self.cartDidChange()
        })
        sheet.addAction(AlertAction(title: localization.string("cancel"), style: .cancel, handler: nil))
        emptySheet = sheet
        present(sheet, animated: true)
    }

    public override func loadView() {
        view = CartView(list: list, more: moreButton, empty: emptyButton, pay: payButton, total: totalLabel, nothing: emptyLabel)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }

    // MARK: List

    /// One row per cart line.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { cart.lines.count }

    /// A row showing the line: quantity and name, its options, its price.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CartRowCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? CartRowCell, cart.lines.indices.contains(indexPath.item) {
            let line = cart.lines[indexPath.item]
            var details = [localization.string(line.size.nameKey)]
            details += Extra.allCases.filter { line.extras.contains($0) }.map { localization.string($0.nameKey) }
            if !line.note.isEmpty { details.append("“\(line.note)”") }
            cell.configure(title: "\(line.quantity) × \(localization.string(line.item.nameKey))",
                           detail: details.joined(separator: ", "), price: localization.price(line.totalCents))
        }
        return cell
    }

    /// Every row may be moved (long press).
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// Moves the line in the cart as the row was moved.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        cart.move(from: sourceIndexPath.item, to: destinationIndexPath.item)
    }

    /// Rows are not selected by a tap.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { false }

    /// Delete, revealed by a swipe toward the leading side; a full swipe performs it.
    public func collectionView(_ collectionView: CollectionView, trailingSwipeActionsForItemAt indexPath: IndexPath) -> [SwipeAction] {
        [SwipeAction(title: localization.string("cart.delete"), style: .destructive) { [weak self] done in
            guard let self, self.cart.lines.indices.contains(indexPath.item) else { return done(false) }
            self.cart.remove(at: indexPath.item)
            self.list.deleteItems(at: [indexPath])
            self.cartDidChange()
            done(true)
        }]
    }
}

/// The cart's view: Add more and Empty order on top, the list, the total beside Pay at the bottom.
@MainActor final class CartView: View {
    private let list: CollectionView
    private let more: Button
    private let empty: Button
    private let pay: Button
    private let total: Label
    private let nothing: Label

    init(list: CollectionView, more: Button, empty: Button, pay: Button, total: Label, nothing: Label) {
        self.list = list
        self.more = more
        self.empty = empty
        self.pay = pay
        self.total = total
        self.nothing = nothing
        super.init(frame: .zero)
        backgroundColor = OrderPalette.background
        for view in [list, nothing, more, empty, pay, total] as [View] { addSubview(view) }
    }

    override func layoutSubviews() {
        let size = bounds.size
        let metrics = OrderLayout(size)
        let m = metrics.margin
        let bar = metrics.barHeight
        let buttonWidth = min(240, (size.width - 3 * m) / 2)
        more.frame = leadingFrame(m, y: m, width: buttonWidth, height: bar)
        empty.frame = trailingFrame(m, y: m, width: buttonWidth, height: bar)
        let bottom = size.height - m - bar
        pay.frame = trailingFrame(m, y: bottom, width: buttonWidth, height: bar)
        total.fontSize = metrics.bodySize * 1.1
        total.textAlignment = .natural
        total.frame = leadingFrame(m, y: bottom, width: size.width - 3 * m - buttonWidth, height: bar)
        list.frame = Rect(x: m, y: more.frame.maxY + m, width: max(0, size.width - 2 * m), height: max(0, bottom - more.frame.maxY - 2 * m))
        nothing.fontSize = metrics.bodySize
        nothing.frame = list.frame
        if let layout = list.collectionViewLayout as? ListLayout, layout.rowHeight != bar + 16 {
            layout.rowHeight = bar + 16
            layout.invalidateLayout()
        }
    }
}
