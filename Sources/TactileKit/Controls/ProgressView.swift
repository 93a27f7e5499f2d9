import TactileCore
import Logging

/// A bar that shows how far a task has come, like UIKit's UIProgressView: a track and a fill that
/// grows from the leading edge (from the right in right-to-left layouts).
///
/// `progress` is clamped to 0...1; a NaN or infinite progress is logged to `tactile.controls` and
/// ignored. `setProgress(_:animated:)` slides the fill to the new value on the window's clock.
@MainActor open class ProgressView: View {
    /// The height `intrinsicContentSize` reports: UIKit's bar.
    public static let defaultHeight: Double = 4
    /// How long `setProgress(_:animated: true)` takes, in seconds.
    public static let animationDuration = 0.3

    private var storedProgress = 0.0
    /// The fraction the fill shows (0...1): `progress`, or on its way there while animating.
    public private(set) var displayedProgress = 0.0

    /// Bumped by every change: an animation that is no longer the latest does nothing.
    private var changeGeneration: UInt64 = 0

    /// Where bad input is reported.
    var logger = ControlsLog.logger

    /// The fill's colour.
    public var progressTintColor = Color(red: 0.16, green: 0.45, blue: 0.85) { didSet { setNeedsDisplay() } }
    /// The track's colour.
    public var trackTintColor = Color(white: 0.85) { didSet { setNeedsDisplay() } }

    /// A progress bar at 0.
    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The task's progress, 0 (nothing done) to 1 (done); other values are clamped. Setting it moves
    /// the fill at once.
    public var progress: Double {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets `progress`, the fill sliding there on the window's clock when `animated` (and the bar is
    /// in a window). NaN and infinities are logged and ignored.
    public func setProgress(_ p: Double, animated: Bool) {
        guard p.isFinite else {
            logger.warning("ProgressView.setProgress(\(p)): not a finite number; kept \(storedProgress)")
            return
        }
        storedProgress = min(max(p, 0), 1)
        changeGeneration &+= 1
        guard animated, let window, displayedProgress != storedProgress else { return show(storedProgress) }
        let generation = changeGeneration
        let tween = ValueTween(from: displayedProgress, to: storedProgress, start: window.clock.now,
                               duration: ProgressView.animationDuration) { [weak self] value in
            guard let self, self.changeGeneration == generation else { return }
            self.show(value)
        }
        window.addFrameAnimator(tween)
    }

    private func show(_ fraction: Double) {
        guard fraction != displayedProgress else { return }
        displayedProgress = fraction
        setNeedsDisplay()
    }

    // MARK: Geometry

    /// No natural width (a bar stretches); `defaultHeight` tall.
    open override var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: ProgressView.defaultHeight) }

    /// As wide as offered (its current width when the offer is not finite), `defaultHeight` tall.
    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width.isFinite && size.width > 0 ? size.width : bounds.width, height: ProgressView.defaultHeight)
    }

    /// The fill's rectangle for the shown progress, from the leading edge.
    var fillRect: Rect {
        let b = bounds
        let width = b.width * min(max(displayedProgress, 0), 1)
        return Rect(x: b.minX + leadingX(0, width: width, in: b.width), y: b.minY, width: width, height: b.height)
    }

    // MARK: Accessibility

    /// An element whose value is the percentage ("40 %"), updating frequently.
    open override var accessibilityDefaults: AccessibilityDescription {
        AccessibilityDescription(isElement: true, value: "\(Int((storedProgress * 100).rounded())) %",
                                 traits: .updatesFrequently)
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return }
        let radius = b.height / 2
        canvas.fillRoundedRect(b, radius: radius, with: trackTintColor)
        let fill = fillRect
        guard fill.width > 0 else { return }
        canvas.fillRoundedRect(fill, radius: min(radius, fill.width / 2), with: progressTintColor)
    }
}
