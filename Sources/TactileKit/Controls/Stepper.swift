import TactileCore
import Logging

/// A pair of − and + buttons that step a value between a minimum and a maximum, like UIKit's
/// UIStepper.
///
/// − is the leading half and + the trailing half (mirrored in right-to-left layouts). A finger down
/// on a half steps once; held (`autorepeat`, the default) it steps again after
/// `Stepper.autorepeatDelay` and then ever faster (`autorepeatInterval(afterRepeats:)`), on the
/// window's clock, while the finger stays on the control. Each step sends `valueChanged` and then
/// `primaryActionTriggered`; setting `value` sends nothing. At a limit the half that would pass it
/// looks disabled and ignores touches, unless `wraps`: then a step past the maximum goes to the
/// minimum and the reverse.
///
/// Bad settings are logged once per call to `tactile.controls` and leave the old setting in place:
/// a minimum not below the maximum (and the reverse), a step that is not positive, non-finite numbers.
@MainActor open class Stepper: Control {
    /// The size `intrinsicContentSize` reports: one minimum touch target tall.
    public static let defaultSize = Size(width: 110, height: 44)

    /// The two halves of a stepper.
    enum Half: Equatable {
        case decrement, increment
    }

    private var storedValue = 0.0
    private var storedMinimum = 0.0
    private var storedMaximum = 100.0
    private var storedStep = 1.0

    /// Where bad input is reported.
    var logger = ControlsLog.logger

    /// The half under the tracked finger since it went down, if any.
    var pressedHalf: Half? { didSet { if pressedHalf != oldValue { setNeedsDisplay() } } }
    /// The pending autorepeat step and the clock it is scheduled on.
    var repeatTimer: (clock: any TactileClock, token: TimerToken)?
    /// How many autorepeat steps the current hold has made.
    var repeatCount = 0

    /// Whether holding a half keeps stepping. Default true.
    public var autorepeat = true
    /// Whether stepping past a limit continues from the other limit. Default false.
    public var wraps = false { didSet { if wraps != oldValue { setNeedsDisplay() } } }

    /// The colour of the symbols and the outline.
    public var symbolColor = Color(red: 0.16, green: 0.45, blue: 0.85) { didSet { setNeedsDisplay() } }
    /// The fill behind the symbols.
    public var fillColor = Color(white: 0.95) { didSet { setNeedsDisplay() } }

    /// A stepper from 0 to 100 in steps of 1, at 0.
    public override init(frame: Rect) {
        super.init(frame: frame)
        touchMargin = Button.defaultTouchMargin
    }

    // MARK: Value and range

    /// The value, within `minimumValue...maximumValue` (a value outside is clamped; a non-finite
    /// one is logged and ignored). Setting it sends no actions. Default 0.
    public var value: Double {
        get { storedValue }
        set {
            guard newValue.isFinite else { return report("value = \(newValue) is not finite; kept \(storedValue)") }
            let clamped = min(max(newValue, storedMinimum), storedMaximum)
            guard clamped != storedValue else { return }
            storedValue = clamped
            setNeedsDisplay()
        }
    }

    /// The lowest value; must be finite and below `maximumValue` (else logged and kept). Default 0.
    public var minimumValue: Double {
        get { storedMinimum }
        set {
            guard newValue.isFinite, newValue < storedMaximum else {
                return report("minimumValue = \(newValue) must be finite and below maximumValue \(storedMaximum); kept \(storedMinimum)")
            }
            storedMinimum = newValue
            rangeDidChange()
        }
    }

    /// The highest value; must be finite and above `minimumValue` (else logged and kept). Default 100.
    public var maximumValue: Double {
        get { storedMaximum }
        set {
            guard newValue.isFinite, newValue > storedMinimum else {
                return report("maximumValue = \(newValue) must be finite and above minimumValue \(storedMinimum); kept \(storedMaximum)")
            }
            storedMaximum = newValue
            rangeDidChange()
        }
    }

    /// How much one step changes the value; must be finite and positive (else logged and kept). Default 1.
    public var stepValue: Double {
        get { storedStep }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return report("stepValue = \(newValue) must be finite and positive; kept \(storedStep)")
            }
            storedStep = newValue
        }
    }

    private func rangeDidChange() {
        storedValue = min(max(storedValue, storedMinimum), storedMaximum)
        setNeedsDisplay()
    }

    private func report(_ message: String) {
        logger.warning("Stepper.\(message)")
    }

    /// Whether `half` can step now: it is not at its limit, or the stepper wraps.
    func canStep(_ half: Half) -> Bool {
        wraps || (half == .increment ? storedValue < storedMaximum : storedValue > storedMinimum)
    }

    /// Steps once towards `half`'s side and sends the value actions; false when nothing changed.
    /// Past a limit the value stops at it; from the limit itself a wrapping stepper goes on from the
    /// other limit.
    @discardableResult
    func step(_ half: Half) -> Bool {
        var next: Double
        switch half {
        case .increment:
            next = storedValue >= storedMaximum ? (wraps ? storedMinimum : storedMaximum) : min(storedValue + storedStep, storedMaximum)
        case .decrement:
            next = storedValue <= storedMinimum ? (wraps ? storedMaximum : storedMinimum) : max(storedValue - storedStep, storedMinimum)
        }
        // Whole multiples of the step stay whole (0.1 + 0.2 shows as 0.3).
        let snapped = (next / storedStep).rounded() * storedStep
        if abs(snapped - next) < storedStep * 1e-9 { next = min(max(snapped, storedMinimum), storedMaximum) }
        guard next != storedValue else { return false }
        storedValue = next
        setNeedsDisplay()
        sendActions(for: .valueChanged)
        sendActions(for: .primaryActionTriggered)
        return true
    }

    // MARK: Geometry

    /// `Stepper.defaultSize`.
    open override var intrinsicContentSize: Size { Stepper.defaultSize }

    /// `Stepper.defaultSize`: a stepper does not stretch.
    open override func sizeThatFits(_ size: Size) -> Size { Stepper.defaultSize }

    /// The rectangle of `half` in the stepper's coordinates: − leading, + trailing.
    func rect(of half: Half) -> Rect {
        let b = bounds
        let width = b.width / 2
        let leading = half == .decrement
        let inset = leading ? 0 : width
        return Rect(x: b.minX + leadingX(inset, width: width, in: b.width), y: b.minY, width: width, height: b.height)
    }

    /// The half at `x` (stepper coordinates).
    func half(atX x: Double) -> Half {
        let onLeft = x < bounds.midX
        return onLeft != isRightToLeft ? .decrement : .increment
    }

    // MARK: Tracking (Stepper+Tracking.swift)

    /// Tracks a touch on a half that can step, stepping at once and starting the autorepeat.
    open override func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool { startPressing(touch) }

    open override func continueTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        followPress(touch)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: TouchEvent?) { stopPressing() }

    open override func cancelTracking(with event: TouchEvent?) { stopPressing() }

    open override func endTracking() {
        stopPressing()
        super.endTracking()
    }

    // MARK: Accessibility

    /// Adjustable; the value is the number ("3", "2.5").
    open override var accessibilityDefaults: AccessibilityDescription {
        AccessibilityDescription(isElement: true, value: Stepper.spoken(storedValue),
                                 traits: isEnabled ? .adjustable : [.adjustable, .notEnabled])
    }

    /// Steps up once (as the + half), sending `valueChanged`.
    open override func accessibilityIncrement() {
        if isEnabled { step(.increment) }
    }

    /// Steps down once (as the − half), sending `valueChanged`.
    open override func accessibilityDecrement() {
        if isEnabled { step(.decrement) }
    }

    /// `value` as spoken: whole numbers without a fraction, others to at most six decimals.
    static func spoken(_ value: Double) -> String {
        let rounded = (value * 1e6).rounded() / 1e6
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        let b = bounds
        guard b.width > 2, b.height > 2 else { return }
        let radius = min(8, b.height / 2)
        let outline = isEnabled ? symbolColor : Color(white: 0.7)
        canvas.fillRoundedRect(b, radius: radius, with: outline)
        canvas.fillRoundedRect(b.insetBy(dx: 1, dy: 1), radius: radius - 1, with: fillColor)
        if let pressed = pressedHalf, isHighlighted {
            let r = self.rect(of: pressed).insetBy(dx: 1, dy: 1)
            canvas.fillRoundedRect(r, radius: radius - 1, with: Color(white: 0.82))
        }
        canvas.fill(Rect(x: b.midX - 0.5, y: b.minY + 1, width: 1, height: b.height - 2), with: outline)
        for half in [Half.decrement, .increment] {
            let live = isEnabled && canStep(half)
            drawSymbol(of: half, in: canvas, color: live ? symbolColor : Color(white: 0.72))
        }
    }

    /// − or + centred in its half.
    private func drawSymbol(of half: Half, in canvas: Canvas, color: Color) {
        let r = rect(of: half)
        let c = Point(x: r.midX, y: r.midY)
        let arm = min(7, r.width / 4, r.height / 4)
        guard arm > 0 else { return }
        canvas.fill(Rect(x: c.x - arm, y: c.y - 1, width: 2 * arm, height: 2), with: color)
        if half == .increment {
            canvas.fill(Rect(x: c.x - 1, y: c.y - arm, width: 2, height: 2 * arm), with: color)
        }
    }
}
