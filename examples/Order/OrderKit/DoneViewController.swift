import Tactile

/// The receipt: "Thank you!", the order number in large type and "New order". The scene returns
/// to the start after `OrderScene.doneSeconds` on its own.
@MainActor public final class DoneViewController: ViewController {
    /// The order number.
    public let order: Int
    /// "Thank you!"
    public let thanksLabel: Label
    /// The order number, large.
    public let numberLabel: Label
    /// Back to the start at once.
    public let newOrderButton: Button
    /// Called each time the screen has finished appearing.
    public var onAppear: (() -> Void)?
    private let caption: Label

    /// A receipt for order `order`, with words from `localization`.
    init(order: Int, localization: Localization, newOrder: @escaping () -> Void) {
        self.order = order
        thanksLabel = Label(frame: .zero, text: localization.string("done.title"))
        caption = Label(frame: .zero, text: localization.string("done.number"))
        numberLabel = Label(frame: .zero, text: "\(order)")
        newOrderButton = OrderButtons.make(localization.string("done.new"), primary: true)
        super.init()
        for label in [thanksLabel, caption, numberLabel] {
            label.textAlignment = .center
            label.textColor = OrderPalette.title
        }
        thanksLabel.accessibilityTraits = .header
        numberLabel.textColor = OrderPalette.accent
        numberLabel.accessibilityLabel = "\(localization.string("done.number")) \(order)"
        newOrderButton.addAction({ _ in newOrder() }, for: .primaryActionTriggered)
    }

    public override func loadView() {
        view = DoneView(thanks: thanksLabel, caption: caption, number: numberLabel, button: newOrderButton)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }
}

/// The receipt's view: a centred column.
@MainActor final class DoneView: View {
    private let thanks: Label
    private let caption: Label
    private let number: Label
    private let button: Button

    init(thanks: Label, caption: Label, number: Label, button: Button) {
        self.thanks = thanks
        self.caption = caption
        self.number = number
        self.button = button
        super.init(frame: .zero)
        backgroundColor = OrderPalette.background
        for view in [thanks, caption, number, button] as [View] { addSubview(view) }
    }

    override func layoutSubviews() {
        let size = bounds.size
        let metrics = OrderLayout(size)
        let m = metrics.margin
        let width = size.width - 2 * m
        thanks.fontSize = metrics.titleSize * 1.3
        caption.fontSize = metrics.bodySize
        number.fontSize = metrics.titleSize * 3
        var y = max(m, (size.height - metrics.titleSize * 6.5 - metrics.bodySize * 1.6 - metrics.barHeight - 3 * m) / 2)
        thanks.frame = Rect(x: m, y: y, width: width, height: metrics.titleSize * 1.8)
        y += thanks.frame.height + m
        caption.frame = Rect(x: m, y: y, width: width, height: metrics.bodySize * 1.6)
        y += caption.frame.height
        number.frame = Rect(x: m, y: y, width: width, height: metrics.titleSize * 4)
        y += number.frame.height + m
        let buttonWidth = min(320, width)
        button.frame = Rect(x: (size.width - buttonWidth) / 2, y: y, width: buttonWidth, height: metrics.barHeight)
    }
}
