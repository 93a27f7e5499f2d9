import Tactile

/// The payment screen: the amount, "Follow the instructions on the card reader", a spinner and a
/// progress bar while the simulated payment runs. The scene starts the payment and shows the
/// result.
@MainActor public final class PayViewController: ViewController {
    /// The spinner.
    public let spinner = ActivityIndicatorView(style: .large)
    /// The payment's progress.
    public let progressView = ProgressView(frame: .zero)
    /// "Paying" and the amount.
    public let titleLabel: Label
    /// The instructions.
    public let hintLabel: Label
    /// Called each time the screen has finished appearing.
    public var onAppear: (() -> Void)?

    /// A payment screen for `totalCents`, with words from `localization`.
    init(totalCents: Int, localization: Localization) {
        titleLabel = Label(frame: .zero, text: "\(localization.string("pay.title")): \(localization.price(totalCents))")
        hintLabel = Label(frame: .zero, text: localization.string("pay.hint"))
        super.init()
        titleLabel.textAlignment = .center
        titleLabel.textColor = OrderPalette.title
        titleLabel.accessibilityTraits = .header
        hintLabel.textAlignment = .center
        hintLabel.textColor = OrderPalette.text
        spinner.isAccessibilityElement = true
        spinner.accessibilityLabel = localization.string("pay.busy")
        progressView.isAccessibilityElement = true
        progressView.accessibilityLabel = localization.string("pay.progress")
        progressView.progressTintColor = OrderPalette.accent
    }

    /// Shows `fraction` (0...1) of the payment done.
    func show(progress fraction: Double) {
        progressView.setProgress(fraction, animated: false)
        progressView.accessibilityValue = "\(Int((fraction * 100).rounded())) %"
    }

    public override func loadView() {
        view = PayView(title: titleLabel, hint: hintLabel, spinner: spinner, progress: progressView)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppear?()
    }
}

/// The payment screen's view: everything centred in a column.
@MainActor final class PayView: View {
    private let title: Label
    private let hint: Label
    private let spinner: ActivityIndicatorView
    private let progress: ProgressView

    init(title: Label, hint: Label, spinner: ActivityIndicatorView, progress: ProgressView) {
        self.title = title
        self.hint = hint
        self.spinner = spinner
        self.progress = progress
        super.init(frame: .zero)
        backgroundColor = OrderPalette.background
        for view in [title, hint, spinner, progress] as [View] { addSubview(view) }
    }

    override func layoutSubviews() {
        let size = bounds.size
        let metrics = OrderLayout(size)
        let m = metrics.margin
        let width = min(size.width - 2 * m, 720)
        let x = (size.width - width) / 2
        title.fontSize = metrics.titleSize
        hint.fontSize = metrics.bodySize
        let spin = spinner.intrinsicContentSize
        let total = metrics.titleSize * 1.6 + metrics.bodySize * 1.6 + spin.height + ProgressView.defaultHeight + 3 * m
        var y = max(m, (size.height - total) / 2)
        title.frame = Rect(x: x, y: y, width: width, height: metrics.titleSize * 1.6)
        y += title.frame.height + m
        hint.frame = Rect(x: x, y: y, width: width, height: metrics.bodySize * 1.6)
        y += hint.frame.height + m
        spinner.frame = Rect(x: (size.width - spin.width) / 2, y: y, width: spin.width, height: spin.height)
        y += spin.height + m
        progress.frame = Rect(x: x, y: y, width: width, height: ProgressView.defaultHeight)
    }
}
