import TactileCore

/// An on/off switch, like UIKit's UISwitch: a rounded track with a round thumb at the leading end
/// (off) or the trailing end (on); in right-to-left layouts on is at the left.
///
/// A tap toggles it. A drag slides the thumb with the finger, and the lift decides by where the
/// thumb is: past the middle is on. The thumb then settles at its end, animated on the window's
/// clock. `valueChanged` and then `primaryActionTriggered` are sent once for each change the user
/// makes, never when code sets `isOn` or calls `setOn(_:animated:)`.
///
/// Inside a scroll view a drag that scrolls never reaches the switch (the scroll view delays
/// content touches), so scrolling a form does not flip its switches.
@MainActor open class Switch: Control {
    /// The size of the track UIKit draws (51 × 31 pt): `intrinsicContentSize`.
    public static let defaultSize = Size(width: 51, height: 31)
    /// How long the thumb takes to settle at its end, in seconds.
    public static let animationDuration = 0.25
    /// How far (points) a finger moves along the track before it slides the thumb instead of tapping.
    public static let dragThreshold = 6.0

    private var storedIsOn = false

    /// Whether the switch is on. Setting it moves the thumb at once and sends no actions.
    public var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// The track's colour when on.
    public var onTintColor = Color(red: 0.20, green: 0.78, blue: 0.35) { didSet { setNeedsDisplay() } }
    /// The track's colour when off.
    public var offTintColor = Color(white: 0.86) { didSet { setNeedsDisplay() } }
    /// The thumb's colour.
    public var thumbTintColor = Color.white { didSet { setNeedsDisplay() } }

    /// Where the thumb is drawn: 0 at the off end, 1 at the on end (between while sliding or settling).
    public private(set) var thumbPosition = 0.0

    /// Bumped by every thumb move: a settling animation that is no longer the latest does nothing.
    private var thumbMoveGeneration: UInt64 = 0
    private var isSlidingThumb = false
    private var touchStartX = 0.0
    private var positionAtTouchStart = 0.0

    /// A switch, off.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// Turns the switch on or off, the thumb sliding there on the window's clock when `animated`
    /// (and the switch is in a window). Sends no actions.
    public func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        moveThumb(to: on ? 1 : 0, animated: animated)
    }

    // MARK: Geometry

    /// `Switch.defaultSize`.
    open override var intrinsicContentSize: Size { Switch.defaultSize }

    /// `Switch.defaultSize`: a switch does not stretch.
    open override func sizeThatFits(_ size: Size) -> Size { Switch.defaultSize }

    /// The track: `defaultSize` (or less, in a smaller view) at the leading edge, centred vertically.
    var trackRect: Rect {
        let b = bounds
        let w = min(max(b.width, 0), Switch.defaultSize.width)
        let h = min(max(b.height, 0), Switch.defaultSize.height)
        return Rect(x: b.minX + leadingX(0, width: w, in: b.width), y: b.midY - h / 2, width: w, height: h)
    }

    /// The thumb's diameter and the x range of its centre, from the off end to the on end.
    private var thumbTravel: (diameter: Double, off: Double, on: Double) {
        let track = trackRect
        let d = max(0, track.height - 4)
        let left = track.minX + 2 + d / 2
        let right = max(left, track.maxX - 2 - d / 2)
        return isRightToLeft ? (d, right, left) : (d, left, right)
    }

    /// The thumb's centre at `position` (0 off ... 1 on), in the switch's coordinates.
    func thumbCenter(at position: Double) -> Point {
        let t = thumbTravel
        return Point(x: t.off + (t.on - t.off) * position, y: trackRect.midY)
    }

    // MARK: Thumb motion

    private func moveThumb(to target: Double, animated: Bool) {
        thumbMoveGeneration &+= 1
        guard animated, let window, thumbPosition != target else { return showThumb(at: target) }
        let generation = thumbMoveGeneration
        let tween = ValueTween(from: thumbPosition, to: target, start: window.clock.now,
                               duration: Switch.animationDuration) { [weak self] value in
            guard let self, self.thumbMoveGeneration == generation else { return }
            self.showThumb(at: value)
        }
        window.addFrameAnimator(tween)
    }

    private func showThumb(at position: Double) {
        guard position != thumbPosition else { return }
        thumbPosition = position
        setNeedsDisplay()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        touchStartX = touch.location(in: self).x
        positionAtTouchStart = thumbPosition
        isSlidingThumb = false
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        let dx = touch.location(in: self).x - touchStartX
        if !isSlidingThumb {
            guard abs(dx) >= Switch.dragThreshold else { return true }
            isSlidingThumb = true
            thumbMoveGeneration &+= 1          // the finger takes the thumb from a settling animation
        }
        let t = thumbTravel
        let span = t.on - t.off
        let position = span != 0 ? positionAtTouchStart + dx / span : positionAtTouchStart
        showThumb(at: min(max(position, 0), 1))
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        let on: Bool
        if isSlidingThumb {
            on = thumbPosition >= 0.5
        } else if let touch, isWithinTouchMargin(touch) {
            on = !storedIsOn
        } else {
            on = storedIsOn
        }
        isSlidingThumb = false
        let changed = on != storedIsOn
        setOn(on, animated: true)
        if changed {
            sendActions(for: .valueChanged)
            sendActions(for: .primaryActionTriggered)
        }
    }

    open override func cancelTracking(with event: TouchEvent?) {
        isSlidingThumb = false
        moveThumb(to: storedIsOn ? 1 : 0, animated: true)
    }

    // MARK: Accessibility

    /// A button whose value is "on" or "off" (in the window's language); not enabled while disabled.
    open override var accessibilityDefaults: AccessibilityDescription {
        AccessibilityDescription(isElement: true, value: currentLocalization.text(storedIsOn ? .on : .off),
                                 traits: isEnabled ? .button : [.button, .notEnabled])
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        let track = trackRect
        guard track.width > 0, track.height > 0 else { return }
        let p = min(max(thumbPosition, 0), 1)
        let dim = isEnabled ? 1.0 : 0.45
        let trackColor = Color(red: offTintColor.red + (onTintColor.red - offTintColor.red) * p,
                               green: offTintColor.green + (onTintColor.green - offTintColor.green) * p,
                               blue: offTintColor.blue + (onTintColor.blue - offTintColor.blue) * p,
                               alpha: (offTintColor.alpha + (onTintColor.alpha - offTintColor.alpha) * p) * dim)
        canvas.fillRoundedRect(track, radius: track.height / 2, with: trackColor)
        let t = thumbTravel
        let c = thumbCenter(at: p)
        let r = t.diameter / 2
        let shade = Color(white: 0.55, alpha: 0.5 * dim)
        canvas.fillEllipse(in: Rect(x: c.x - r - 0.5, y: c.y - r - 0.5, width: 2 * r + 1, height: 2 * r + 1), with: shade)
        let thumb = isHighlighted ? Color(white: 0.93) : thumbTintColor
        canvas.fillEllipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r),
                           with: isEnabled ? thumb : thumb.withAlpha(thumb.alpha * 0.8))
    }
}
