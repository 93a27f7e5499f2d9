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

    /// How far outside its bounds a finger may go and still press the button on lift.
    public var touchMargin: Double = Button.defaultTouchMargin

    /// The label showing the title; style it freely (its frame follows the button's bounds).
    public let titleLabel: Label

    /// The title text.
    public var title: String {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    /// Fill in the normal state.
    public var fillColor = Color(red: 0.16, green: 0.45, blue: 0.85) { didSet { if fillColor != oldValue { setNeedsDisplay() } } }
    /// Fill while pressed.
    public var highlightedFillColor = Color(red: 0.10, green: 0.30, blue: 0.60) {
        didSet { if highlightedFillColor != oldValue { setNeedsDisplay() } }
    }
    /// Fill when disabled.
    public var disabledFillColor = Color(white: 0.78) { didSet { if disabledFillColor != oldValue { setNeedsDisplay() } } }
    /// Title colour in the normal and highlighted states.
    public var titleColor = Color.white { didSet { updateTitleColor() } }
    /// Title colour when disabled.
    public var disabledTitleColor = Color(white: 0.5) { didSet { updateTitleColor() } }
    /// Corner radius of the fill, in points.
    public var cornerRadius: Double = 8 { didSet { if cornerRadius != oldValue { setNeedsDisplay() } } }

    /// The touch being tracked.
    private weak var trackedTouch: Touch?

    /// A button titled `title`.
    public init(frame: Rect, title: String = "") {
        titleLabel = Label(frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height), text: title)
        super.init(frame: frame)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 1
        addSubview(titleLabel)
        updateTitleColor()
    }

    open override var frame: Rect {
        didSet { layoutTitle() }
    }

    open override var bounds: Rect {
        didSet { layoutTitle() }
    }

    /// Padding around the title in `intrinsicContentSize`, per side.
    public static let titlePadding = Size(width: 16, height: 10)
    /// The smallest height `intrinsicContentSize` reports: one minimum touch target.
    public static let minimumHeight: Double = 44

    /// The title's size plus `titlePadding` on each side, at least `minimumHeight` tall.
    open override var intrinsicContentSize: Size {
        let title = titleLabel.intrinsicContentSize
        return Size(width: title.width + 2 * Button.titlePadding.width,
                    height: max(Button.minimumHeight, title.height + 2 * Button.titlePadding.height))
    }

    /// `intrinsicContentSize`: a button does not wrap its title.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    private func layoutTitle() {
        let b = bounds
        if titleLabel.frame != b { titleLabel.frame = b }
    }

    private func updateTitleColor() {
        titleLabel.textColor = isEnabled ? titleColor : disabledTitleColor
    }

    open override func controlStateDidChange() {
        super.controlStateDidChange()
        updateTitleColor()
    }

    /// Whether `touch` is within the bounds grown by `touchMargin`.
    public func isWithinTouchMargin(_ touch: Touch) -> Bool {
        let margin = touchMargin.isFinite ? max(0, touchMargin) : 0
        return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
    }

    // MARK: Tracking

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard isEnabled, trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTracking = true
        isHighlighted = true
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isHighlighted = isWithinTouchMargin(touch)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let inside = isWithinTouchMargin(touch)
        endTracking()
        if inside { sendActions() }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        endTracking()
    }

    open override func endTracking() {
        trackedTouch = nil
        super.endTracking()
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
