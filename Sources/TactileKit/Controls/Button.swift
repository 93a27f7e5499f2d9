import TactileCore
/// A push button: a rounded rectangle with a title that runs its actions when a finger lifts on it.
///
/// The button fires on touch-up inside its bounds grown by `touchMargin` on every side, so a finger
/// may drift a little off the button and still press it; the highlight follows the same area.
/// UIKit uses about 70 pt; Tactile defaults to 44 pt (one minimum touch target), which keeps a lift
/// well away from the button a reliable way to change one's mind on a crowded kiosk screen.
///
/// Inside a view with a single-tap recognizer the button wins the tap: it returns false from
/// `gestureRecognizerShouldBegin(_:)` for a one-tap, one-touch `TapGestureRecognizer` attached to an
/// ancestor (as UIButton does); the ancestor's other recognizers (double taps, pans, long presses)
/// still work. A disabled button draws dimmed, ignores touches and no longer blocks such taps.
@MainActor open class Button: Control {
    /// Default `touchMargin`: 44 pt.
    public static let defaultTouchMargin: Double = 44

    /// The label showing the title; style it freely (the button sets its frame, its text and its
    /// colour for the state: `setTitle(_:for:)`, `setTitleColor(_:for:)`).
    public let titleLabel: Label

    /// The title text in the normal state (and in states without a title of their own).
    public var title: String {
        get { normalTitle }
        set {
            normalTitle = newValue
            updateForState()
        }
    }
    private var normalTitle: String
    /// Titles and title colours set for states other than normal (Button+States.swift).
    var titlesByState: [Control.State: String] = [:]
    var titleColorsByState: [Control.State: Color] = [:]

    /// The view showing `image`; the button sets its frame.
    public let imageView = ImageView(image: nil)

    /// An image shown left of the title, the pair centred; alone (centred) when the title is empty.
    /// An image larger than the button is scaled down to fit, keeping its aspect ratio.
    public var image: Image? {
        get { imageView.image }
        set {
            imageView.image = newValue
            layoutContent()
        }
    }

    /// Space between the image and the title, in points. Default 8.
    public var imageTitleSpacing: Double = 8 { didSet { if imageTitleSpacing != oldValue { layoutContent() } } }

    /// Fill in the normal state.
    public var fillColor = Color(red: 0.16, green: 0.45, blue: 0.85) { didSet { if fillColor != oldValue { setNeedsDisplay() } } }
    /// Fill while pressed.
    public var highlightedFillColor = Color(red: 0.10, green: 0.30, blue: 0.60) {
        didSet { if highlightedFillColor != oldValue { setNeedsDisplay() } }
    }
    /// Fill when disabled.
    public var disabledFillColor = Color(white: 0.78) { didSet { if disabledFillColor != oldValue { setNeedsDisplay() } } }
    /// Title colour in the normal state, and in the others without a colour of their own.
    public var titleColor = Color.white { didSet { updateForState() } }
    /// Title colour when disabled, unless `setTitleColor(_:for: .disabled)` set another.
    public var disabledTitleColor = Color(white: 0.5) { didSet { updateForState() } }
    /// Corner radius of the fill, in points.
    public var cornerRadius: Double = 8 { didSet { if cornerRadius != oldValue { setNeedsDisplay() } } }

    /// Shows the new language's titles (every state's) where they came from the catalogue.
    open override func localizationDidChange(_ relocalization: Relocalization) {
        super.localizationDidChange(relocalization)
        var changed = relocalization.update(&normalTitle)
        for (state, old) in titlesByState {
            if let new = relocalization(old), new != old {
                titlesByState[state] = new
                changed = true
            }
        }
        if changed { updateForState() }
    }

    /// Its title (else its image's label), as a button; dimmed while disabled.
    open override var accessibilityDefaults: AccessibilityDescription {
        var traits: AccessibilityTraits = .button
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        let label = title.isEmpty ? imageView.accessibilityLabel : title
        return AccessibilityDescription(isElement: true, label: label, traits: traits)
    }

    /// A button titled `title`.
    public init(frame: Rect, title: String = "") {
        titleLabel = Label(frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height), text: title)
        normalTitle = title
        super.init(frame: frame)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 1
        imageView.contentMode = .scaleAspectFit
        imageView.isHidden = true
        addSubview(imageView)
        addSubview(titleLabel)
        updateForState()
        touchMargin = Button.defaultTouchMargin
        sendsPrimaryActionOnTouchUpInside = true
    }

    /// An untitled button with a zero frame (to be placed by layout).
    public convenience init() {
        self.init(frame: .zero)
    }

    /// A button showing `image` (and `title`, if not empty).
    public convenience init(frame: Rect, image: Image?, title: String = "") {
        self.init(frame: frame, title: title)
        self.image = image
    }

    open override var frame: Rect {
        didSet { layoutContent() }
    }

    open override var bounds: Rect {
        didSet { layoutContent() }
    }

    /// Padding around the title in `intrinsicContentSize`, per side.
    public static let titlePadding = Size(width: 16, height: 10)
    /// The smallest height `intrinsicContentSize` reports: one minimum touch target.
    public static let minimumHeight: Double = 44

    /// The image and title side by side plus `titlePadding` on each side, at least `minimumHeight` tall.
    open override var intrinsicContentSize: Size {
        let hasTitle = !titleLabel.text.isEmpty
        let title = hasTitle ? titleLabel.intrinsicContentSize : .zero
        let image = imageView.image?.size ?? .zero
        let spacing = hasTitle && imageView.image != nil ? max(0, imageTitleSpacing) : 0
        return Size(width: image.width + spacing + title.width + 2 * Button.titlePadding.width,
                    height: max(Button.minimumHeight, max(title.height, image.height) + 2 * Button.titlePadding.height))
    }

    /// `intrinsicContentSize`: a button does not wrap its title.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    /// Places the image and the title: the title fills the bounds when there is no image; the
    /// image is centred when there is no title; otherwise image, spacing and title form a row
    /// centred in the bounds (the title gives up width first).
    private func layoutContent() {
        let b = bounds
        guard let image = imageView.image else {
            imageView.isHidden = true
            titleLabel.isHidden = false
            if titleLabel.frame != b { titleLabel.frame = b }
            return
        }
        imageView.isHidden = false
        let imageSize = ContentMode.scaleAspectFit.rect(
            forContentOfSize: image.size,
            in: Rect(x: 0, y: 0, width: min(b.width, image.size.width), height: min(b.height, image.size.height))).size
        let hasTitle = !titleLabel.text.isEmpty
        titleLabel.isHidden = !hasTitle
        let spacing = hasTitle ? max(0, imageTitleSpacing) : 0
        let titleWidth = hasTitle ? min(titleLabel.intrinsicContentSize.width, max(0, b.width - imageSize.width - spacing)) : 0
        let x = b.minX + max(0, (b.width - imageSize.width - spacing - titleWidth) / 2)
        let imageFrame = Rect(x: x, y: b.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height)
        if imageView.frame != imageFrame { imageView.frame = imageFrame }
        let titleFrame = Rect(x: imageFrame.maxX + spacing, y: b.minY, width: titleWidth, height: b.height)
        if titleLabel.frame != titleFrame { titleLabel.frame = titleFrame }
    }

    /// Shows `text` in the title label and places it again.
    func showTitleText(_ text: String) {
        titleLabel.text = text
        layoutContent()
    }

    open override func controlStateDidChange() {
        super.controlStateDidChange()
        updateForState()
    }

    // MARK: Recognizers

    /// Refuses a one-tap, one-touch tap recognizer of an ancestor, so the button gets the tap.
    open override func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        if isEnabled, let tap = g as? TapGestureRecognizer, let owner = tap.view, owner !== self, isDescendant(of: owner),
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(g)
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        let fill = !isEnabled ? disabledFillColor : (isHighlighted ? highlightedFillColor : fillColor)
        canvas.fillRoundedRect(bounds, radius: cornerRadius, with: fill)
    }
}
