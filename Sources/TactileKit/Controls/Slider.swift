import TactileCore
/// A horizontal slider: a thumb dragged along a track picks a value between `minimumValue` and
/// `maximumValue`.
///
/// The minimum is at the leading end: in a right-to-left layout (`effectiveUserInterfaceLayoutDirection`)
/// the track fills from the right and dragging left increases the value, as UISlider does.
///
/// A drag must start on the thumb (grown by `thumbTouchMargin`); the thumb then follows the finger
/// without jumping under it, wherever it goes. With `isContinuous` (the default) `valueChanged` and
/// `primaryActionTriggered` are sent on every change of value during the drag, otherwise once when
/// the finger lifts (or the touch is cancelled), if the value changed.
///
/// An ancestor's swipe recognizer in the slider's direction (left or right) is refused while it
/// would start on the slider (`gestureRecognizerShouldBegin(_:)` returns false, as UISlider does),
/// so the slider keeps its drag. Its `touchAction` is `.panX`: a vertical scroll view's pan fails
/// at once on a touch starting on the slider, and the slider gets the touch without delay.
@MainActor open class Slider: Control {
    /// The value at the leading end (the left, or the right in a right-to-left layout). Default 0.
    public var minimumValue: Double = 0 { didSet { rangeDidChange() } }
    /// The value at the trailing end. Default 1.
    public var maximumValue: Double = 1 { didSet { rangeDidChange() } }

    private var storedValue: Double = 0

    /// The current value, clamped to `minimumValue...maximumValue` (NaN is ignored). Setting it does
    /// not run the actions.
    public var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return }
            let clamped = min(max(newValue, lowerBound), upperBound)
            guard clamped != storedValue else { return }
            storedValue = clamped
            setNeedsDisplay()
        }
    }

    /// Whether actions run during the drag (true) or only when it ends (false).
    public var isContinuous = true
    /// The thumb's radius in points.
    public var thumbRadius: Double = 14 { didSet { if thumbRadius != oldValue { setNeedsDisplay() } } }
    /// How far outside the thumb a touch may start and still grab it.
    public var thumbTouchMargin: Double = 12
    /// Track colour between the leading end and the thumb (the filled part).
    public var minimumTrackColor = Color(red: 0.16, green: 0.45, blue: 0.85) { didSet { setNeedsDisplay() } }
    /// Track colour between the thumb and the trailing end.
    public var maximumTrackColor = Color(white: 0.8) { didSet { setNeedsDisplay() } }
    /// The thumb's colour.
    public var thumbColor = Color.white { didSet { setNeedsDisplay() } }
    /// The thumb's outline colour.
    public var thumbBorderColor = Color(white: 0.55) { didSet { setNeedsDisplay() } }

    /// Finger x minus thumb centre x when the drag began.
    private var grabOffset = 0.0
    private var valueAtStart = 0.0

    /// A slider with the default range 0...1 and value 0.
    public override init(frame: Rect) {
        super.init(frame: frame)
        touchAction = .panX
    }

    private var lowerBound: Double { min(minimumValue, maximumValue) }
    private var upperBound: Double { max(minimumValue, maximumValue) }

    private func rangeDidChange() {
        storedValue = min(max(storedValue, lowerBound), upperBound)
        setNeedsDisplay()
    }

    // MARK: Accessibility

    /// Adjustable, its value as a percentage of the range ("40 %").
    open override var accessibilityDefaults: AccessibilityDescription {
        let range = upperBound - lowerBound
        let percent = range > 0 ? Int(((value - lowerBound) / range * 100).rounded()) : 0
        var traits: AccessibilityTraits = .adjustable
        if !isEnabled { traits.insert(.notEnabled) }
        return AccessibilityDescription(isElement: true, value: "\(percent) %", traits: traits)
    }

    /// Moves the value up a tenth of the range and sends `.valueChanged`.
    open override func accessibilityIncrement() { adjustForAccessibility(by: 0.1) }

    /// Moves the value down a tenth of the range and sends `.valueChanged`.
    open override func accessibilityDecrement() { adjustForAccessibility(by: -0.1) }

    private func adjustForAccessibility(by fraction: Double) {
        guard isEnabled else { return }
        let old = value
        value += (upperBound - lowerBound) * fraction
        if value != old { sendActions(for: .valueChanged) }
    }

    // MARK: Geometry

    /// No natural width (a slider stretches); the height of the thumb plus its touch margin above
    /// and below, at least one minimum touch target (44 pt).
    open override var intrinsicContentSize: Size {
        Size(width: View.noIntrinsicMetric, height: max(44, 2 * max(0, thumbRadius)))
    }

    /// As wide as offered (its current width when the offer is not finite), `intrinsicContentSize` tall.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width.isFinite && size.width > 0 ? size.width : bounds.width, height: intrinsicContentSize.height)
    }

    /// The thumb centre's x at the minimum (`start`) and at the maximum (`end`): left and right, or
    /// right and left in a right-to-left layout.
    private var travel: (start: Double, end: Double) {
        let b = bounds
        let inset = min(max(0, thumbRadius), b.width / 2)
        return isRightToLeft ? (b.maxX - inset, b.minX + inset) : (b.minX + inset, b.maxX - inset)
    }

    /// The thumb's centre, in the slider's coordinates.
    public var thumbCenter: Point {
        let (start, end) = travel
        let span = upperBound - lowerBound
        let fraction = span > 0 ? (storedValue - lowerBound) / span : 0
        return Point(x: start + (end - start) * fraction, y: bounds.midY)
    }

    /// The value whose thumb centre is at `x` (clamped to the track).
    private func value(atThumbX x: Double) -> Double {
        let (start, end) = travel
        guard abs(end - start) > 0 else { return lowerBound }
        let fraction = min(max((x - start) / (end - start), 0), 1)
        return lowerBound + (upperBound - lowerBound) * fraction
    }

    // MARK: Tracking

    /// Tracks only a touch that starts on the thumb (grown by `thumbTouchMargin`).
    open override func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        let p = touch.location(in: self)
        let c = thumbCenter
        let reach = max(0, thumbRadius) + max(0, thumbTouchMargin)
        guard abs(p.x - c.x) <= reach, abs(p.y - c.y) <= reach else { return false }
        grabOffset = p.x - c.x
        valueAtStart = storedValue
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        let old = storedValue
        value = value(atThumbX: touch.location(in: self).x - grabOffset)
        if isContinuous && storedValue != old { sendValueChanged() }
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        if !isContinuous && storedValue != valueAtStart { sendValueChanged() }
    }

    open override func cancelTracking(with event: TouchEvent?) {
        if !isContinuous && storedValue != valueAtStart { sendValueChanged() }
    }

    /// `valueChanged`, then `primaryActionTriggered` (a slider's main event).
    private func sendValueChanged() {
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: Recognizers

    /// Refuses an ancestor's swipe recognizer that accepts left or right swipes.
    open override func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool {
        if let swipe = g as? SwipeGestureRecognizer, let owner = swipe.view, owner !== self, isDescendant(of: owner),
           !swipe.direction.isDisjoint(with: [.left, .right]) {
            return false
        }
        return super.gestureRecognizerShouldBegin(g)
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        let b = bounds
        let (start, end) = travel
        let c = thumbCenter
        let track = 4.0
        let y = b.midY - track / 2
        let left = min(start, end), right = max(start, end)
        canvas.fillRoundedRect(Rect(x: left, y: y, width: max(0, right - left), height: track), radius: track / 2,
                               with: isEnabled ? maximumTrackColor : maximumTrackColor.withAlpha(0.5))
        let filled = Rect(x: min(start, c.x), y: y, width: abs(c.x - start), height: track)
        canvas.fillRoundedRect(filled, radius: track / 2, with: isEnabled ? minimumTrackColor : Color(white: 0.6))
        let r = max(0, thumbRadius)
        canvas.fillEllipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r), with: thumbBorderColor)
        let inner = max(0, r - 1)
        let fill = isHighlighted ? Color(white: 0.92) : thumbColor
        canvas.fillEllipse(in: Rect(x: c.x - inner, y: c.y - inner, width: 2 * inner, height: 2 * inner), with: fill)
    }
}
