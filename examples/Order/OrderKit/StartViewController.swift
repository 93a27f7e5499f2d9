import Tactile

/// The welcome screen: the speech button at the leading top, the language button at the trailing
/// top, the greeting, and the big "Touch to order" button.
@MainActor public final class StartViewController: ViewController {
    /// "Touch to order".
    public let orderButton: Button
    /// Switches the language.
    public let languageButton: OrderLanguageButton
    /// Turns speech mode on.
    public let speechButton: Button
    /// The greeting.
    public let greeting: Label
    /// Called each time the screen has finished appearing.
    public var onAppear: (() -> Void)?

    /// A start screen with words from `localization`; the buttons call the given actions.
    init(localization: Localization, order: @escaping () -> Void, language: @escaping () -> Void, speech: @escaping () -> Void) {
        orderButton = OrderButtons.make(localization.string("start.order"), primary: true)
        languageButton = OrderLanguageButton(localization: localization)
        speechButton = OrderButtons.make(localization.string("start.speech"), hint: localization.string("start.speech.hint"))
        greeting = Label(frame: .zero, text: localization.string("start.title"))
        super.init()
        orderButton.addAction({ _ in order() }, for: .primaryActionTriggered)
        languageButton.addAction({ _ in language() }, for: .primaryActionTriggered)
        speechButton.addAction({ _ in speech() }, for: .primaryActionTriggered)
        greeting.textAlignment = .center
        greeting.textColor = OrderPalette.title
        greeting.accessibilityTraits = .header
    }

    public override func loadView() {
        view = StartView(order: orderButton, language: languageButton, speech: speechButton, greeting: greeting)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }
}

/// The start screen's view.
@MainActor final class StartView: View {
    private let order: Button
    private let language: Button
    private let speech: Button
    private let greeting: Label

    init(order: Button, language: Button, speech: Button, greeting: Label) {
        self.order = order
        self.language = language
        self.speech = speech
        self.greeting = greeting
        super.init(frame: .zero)
        backgroundColor = OrderPalette.background
        for view in [greeting, order, speech, language] as [View] { addSubview(view) }
    }

    override func layoutSubviews() {
        let size = bounds.size
        let metrics = OrderLayout(size)
        let m = metrics.margin
        let buttonWidth = min(200, (size.width - 3 * m) / 2)
        speech.frame = leadingFrame(m, y: m, width: buttonWidth, height: metrics.barHeight)
        language.frame = trailingFrame(m, y: m, width: buttonWidth, height: metrics.barHeight)
        greeting.fontSize = metrics.titleSize * 1.5
        let top = speech.frame.maxY + m
        greeting.frame = Rect(x: m, y: top, width: size.width - 2 * m, height: metrics.titleSize * 2.5)
        order.titleLabel.fontSize = metrics.titleSize
        let orderTop = greeting.frame.maxY + m
        let orderWidth = min(size.width - 2 * m, 640)
        let orderHeight = min(size.height - orderTop - m, 280)
        order.frame = Rect(x: (size.width - orderWidth) / 2, y: orderTop, width: orderWidth, height: max(0, orderHeight))
    }
}
