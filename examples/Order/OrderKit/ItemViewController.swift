import Tactile

/// An item's options: its picture and name, the size (segmented control), the extras (switches),
/// a note for the kitchen (text view), the quantity (stepper) and "Add to order" with the price of
/// the line as chosen.
@MainActor public final class ItemViewController: ViewController, TextViewDelegate {
    /// The item shown.
    public let item: MenuItem
    /// Small, medium, large.
    public let sizeControl: SegmentedControl
    /// One switch per extra, in `Extra.allCases` order.
    public let extraSwitches: [Switch]
    /// The extras' names beside their switches.
    let extraLabels: [Label]
    /// The note for the kitchen.
    public let noteView = TextView(frame: .zero)
    /// How many.
    public let quantityStepper = Stepper(frame: .zero)
    /// Shows the quantity.
    public let quantityLabel = Label(frame: .zero)
    /// Adds the line and goes to the cart.
    public let addButton: Button
    /// Goes back to the menu.
    public let backButton: Button
    /// The item's name.
    public let nameLabel: Label
    /// The item's picture.
    public let picture: ImageView
    /// Called each time the screen has finished appearing.
    public var onAppear: (() -> Void)?
    /// Called by "Add to order" with the line as chosen.
    public var onAdd: ((_ size: PortionSize, _ extras: Set<Extra>, _ note: String, _ quantity: Int) -> Void)?
    private let localization: Localization

    /// The options of `item`, with words and prices from `localization` and `image` (a colour card when nil).
    init(item: MenuItem, image: Image?, localization: Localization) {
        self.item = item
        self.localization = localization
        sizeControl = SegmentedControl(items: PortionSize.allCases.map { localization.string($0.nameKey) })
        sizeControl.selectedSegmentIndex = 0
        sizeControl.accessibilityLabel = localization.string("item.size")
        extraSwitches = Extra.allCases.map { extra in
            let toggle = Switch(frame: .zero)
            toggle.accessibilityLabel = "\(localization.string(extra.nameKey)), +\(localization.price(extra.priceCents))"
            return toggle
        }
        extraLabels = Extra.allCases.map { Label(frame: .zero, text: "\(localization.string($0.nameKey)) +\(localization.price($0.priceCents))") }
        addButton = OrderButtons.make(localization.string("item.add"), primary: true)
        backButton = OrderButtons.make(localization.string("back"))
        nameLabel = Label(frame: .zero, text: localization.string(item.nameKey))
        picture = ImageView(image: image)
        super.init()
        picture.contentMode = .scaleAspectFit
        picture.backgroundColor = image == nil ? OrderPalette.placeholder : OrderPalette.background
        picture.isAccessibilityElement = true
        picture.accessibilityLabel = localization.string(item.nameKey)
        picture.accessibilityTraits = .image
        nameLabel.textColor = OrderPalette.title
        nameLabel.accessibilityTraits = .header
        for label in extraLabels { label.textColor = OrderPalette.text }
        noteView.accessibilityLabel = localization.string("item.note")
        noteView.delegate = self
        noteView.backgroundColor = OrderPalette.card
        quantityStepper.minimumValue = 1
        quantityStepper.maximumValue = 9
        quantityStepper.value = 1
        quantityStepper.accessibilityLabel = localization.string("item.quantity")
        quantityLabel.textColor = OrderPalette.title
        quantityLabel.textAlignment = .center
        let refresh: (Control) -> Void = { [weak self] _ in self?.updatePrice() }
        sizeControl.addAction(refresh, for: .valueChanged)
        quantityStepper.addAction(refresh, for: .valueChanged)
        for toggle in extraSwitches { toggle.addAction(refresh, for: .valueChanged) }
        addButton.addAction({ [weak self] _ in self?.add() }, for: .primaryActionTriggered)
        backButton.addAction({ [weak self] _ in _ = self?.navigationController?.popViewController(animated: true) },
                             for: .primaryActionTriggered)
        updatePrice()
    }

    /// The size chosen.
    public var size: PortionSize { PortionSize(rawValue: max(0, sizeControl.selectedSegmentIndex)) ?? .small }
    /// The extras switched on.
    public var extras: Set<Extra> { Set(zip(Extra.allCases, extraSwitches).filter { $0.1.isOn }.map(\.0)) }
    /// The quantity chosen.
    public var quantity: Int { Int(quantityStepper.value.rounded()) }
    /// The price of the line as chosen, in cents.
    public var lineCents: Int { CartLine(id: 0, item: item, size: size, extras: extras, note: "", quantity: quantity).totalCents }

    private func updatePrice() {
        quantityLabel.text = "\(quantity)"
        let price = localization.price(lineCents)
        addButton.setTitle("\(localization.string("item.add")) · \(price)", for: .normal)
    }

    private func add() {
        noteView.resignFirstResponder()
        onAdd?(size, extras, noteView.text, quantity)
    }

    /// Return ends the note (a kiosk note is one line): the keyboard goes and "Add to order" shows.
    public func textView(_ textView: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText text: String) -> Bool {
        guard text == "\n" else { return true }
        textView.resignFirstResponder()
        return false
    }

    /// Ends the note's editing (a tap outside it); the keyboard goes.
    func endNote() {
        if noteView.isFirstResponder { noteView.resignFirstResponder() }
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        noteView.resignFirstResponder()
    }

    public override func loadView() {
        view = ItemView(controller: self)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }
}

/// The item screen's view: Back and the name on top, "Add to order" at the bottom, between them the
/// picture beside the options (landscape) or above them (portrait). Everything sits in a scroll
/// view as large as the screen, so that the on-screen keyboard can scroll the note into sight; a
/// tap outside the note ends its editing.
@MainActor final class ItemView: View {
    private unowned let controller: ItemViewController
    private let scroller = ScrollView(frame: .zero)
    private let tapOutside = TapGestureRecognizer()
    private let sizeTitle: Label
    private let quantityTitle: Label
    private let noteTitle: Label

    init(controller: ItemViewController) {
        self.controller = controller
        sizeTitle = Label(frame: .zero, text: controller.sizeControl.accessibilityLabel ?? "")
        quantityTitle = Label(frame: .zero, text: controller.quantityStepper.accessibilityLabel ?? "")
        noteTitle = Label(frame: .zero, text: controller.noteView.accessibilityLabel ?? "")
        super.init(frame: .zero)
        backgroundColor = OrderPalette.background
        // The controls carry these words as their labels: the captions are not read twice.
        for title in [sizeTitle, quantityTitle, noteTitle] + controller.extraLabels + [controller.quantityLabel] {
            title.isAccessibilityElement = false
        }
        for title in [sizeTitle, quantityTitle, noteTitle] {
            title.textColor = OrderPalette.text
            title.textAlignment = .natural
            title.numberOfLines = 1
        }
        let c = controller
        var views: [View] = [c.backButton, c.nameLabel, c.picture, sizeTitle, quantityTitle, noteTitle, c.sizeControl, c.noteView,
                             c.quantityLabel, c.quantityStepper, c.addButton]
        views += c.extraSwitches as [View]
        views += c.extraLabels as [View]
        scroller.showsVerticalScrollIndicator = false
        scroller.showsHorizontalScrollIndicator = false
        addSubview(scroller)
        for view in views { scroller.addSubview(view) }
        tapOutside.cancelsTouchesInView = false
        tapOutside.addAction { [weak self] (tap: TapGestureRecognizer) in
            guard let self, tap.state == .ended else { return }
            let note = self.controller.noteView
            if !note.bounds.contains(tap.location(in: note)) { self.controller.endNote() }
        }
        scroller.addGestureRecognizer(tapOutside)
    }

    override func layoutSubviews() {
        let c = controller
        let size = bounds.size
        scroller.frame = bounds
        scroller.contentSize = size
        let metrics = OrderLayout(size)
        let m = metrics.margin
        let bar = metrics.barHeight
        let backWidth = min(160, size.width * 0.2)
        c.backButton.frame = leadingFrame(m, y: m, width: backWidth, height: bar)
        c.nameLabel.fontSize = metrics.titleSize
        c.nameLabel.textAlignment = .natural
        c.nameLabel.frame = leadingFrame(2 * m + backWidth, y: m, width: size.width - 3 * m - backWidth, height: bar)
        c.addButton.frame = trailingFrame(m, y: size.height - m - bar, width: min(420, size.width - 2 * m), height: bar)
        let top = c.backButton.frame.maxY + m
        let bottom = c.addButton.frame.minY - m
        // The picture's box and the options' column.
        var column: (x: Double, y: Double, width: Double)
        if size.width >= size.height {
            let side = min(bottom - top, size.width * 0.35)
            c.picture.frame = leadingFrame(m, y: top, width: side, height: side)
            column = (2 * m + side, top, size.width - 3 * m - side)
        } else {
            let side = min(size.width - 2 * m, (bottom - top) * 0.3)
            c.picture.frame = Rect(x: (size.width - side) / 2, y: top, width: side, height: side)
            column = (m, top + side + m, size.width - 2 * m)
        }
        let row = min(bar, 52)
        let gap = m * 0.5
        var y = column.y
        sizeTitle.fontSize = metrics.bodySize * 0.8
        let titleWidth = min(140, column.width * 0.3)
        sizeTitle.frame = leadingFrame(column.x, y: y, width: titleWidth, height: row)
        c.sizeControl.fontSize = metrics.bodySize * 0.8
        c.sizeControl.frame = leadingFrame(column.x + titleWidth, y: y, width: column.width - titleWidth, height: row)
        y += row + gap
        for (label, toggle) in zip(c.extraLabels, c.extraSwitches) {
            let switchSize = toggle.intrinsicContentSize
            label.fontSize = metrics.bodySize * 0.8
            label.frame = leadingFrame(column.x, y: y, width: column.width - switchSize.width - m, height: row)
            toggle.frame = leadingFrame(column.x + column.width - switchSize.width, y: y + (row - switchSize.height) / 2,
                                        width: switchSize.width, height: switchSize.height)
            y += row + gap
        }
        let stepperSize = c.quantityStepper.intrinsicContentSize
        quantityTitle.fontSize = metrics.bodySize * 0.8
        quantityTitle.frame = leadingFrame(column.x, y: y, width: titleWidth, height: row)
        c.quantityLabel.fontSize = metrics.bodySize
        c.quantityLabel.frame = leadingFrame(column.x + titleWidth, y: y, width: 48, height: row)
        c.quantityStepper.frame = leadingFrame(column.x + titleWidth + 48 + m, y: y + (row - stepperSize.height) / 2,
                                               width: stepperSize.width, height: stepperSize.height)
        y += row + gap
        noteTitle.fontSize = metrics.bodySize * 0.7
        noteTitle.frame = leadingFrame(column.x, y: y, width: column.width, height: metrics.bodySize * 1.2)
        y = noteTitle.frame.maxY + 2
        c.noteView.frame = leadingFrame(column.x, y: y, width: column.width, height: min(max(row, bottom - y), 240))
    }
}
