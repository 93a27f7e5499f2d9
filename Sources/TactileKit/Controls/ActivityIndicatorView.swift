import TactileCore
import Glibc

/// A spinner that shows a task is under way, like UIKit's UIActivityIndicatorView: twelve spokes,
/// the lit one going round once a second.
///
/// It moves with the display's frames (a `FrameAnimator` on its window) only while it is animating
/// (`startAnimating()`) and shown: in a window, neither it nor an ancestor hidden. Stopped, hidden or
/// outside a window it asks for no frames and sets no timers; shown again (or added to a window)
/// it resumes by itself. With `hidesWhenStopped` (the default) it is hidden while stopped.
@MainActor open class ActivityIndicatorView: View {
    /// The spinner's size.
    public enum Style: Sendable, Equatable {
        /// 20 × 20 pt.
        case medium
        /// 37 × 37 pt.
        case large
    }

    /// How many spokes are drawn.
    public static let spokeCount = 12
    /// How long one turn takes, in seconds.
    public static let secondsPerTurn = 1.0

    /// The spinner's size. Default `.medium`.
    public var style: Style = .medium {
        didSet { if style != oldValue { superview?.setNeedsLayout(); setNeedsDisplay() } }
    }
    /// The spokes' colour.
    public var color = Color(white: 0.42) { didSet { setNeedsDisplay() } }

    private var spinning = false
    /// Whether the spinner animates (between `startAnimating()` and `stopAnimating()`), shown or not.
    open override var isAnimating: Bool { spinning }

    /// Whether the spinner is hidden while stopped (setting it while stopped hides or shows it).
    /// Default true.
    public var hidesWhenStopped = true {
        didSet { if !spinning && hidesWhenStopped != oldValue { isHidden = hidesWhenStopped } }
    }

    /// The lit spoke (0 at the top, clockwise).
    public private(set) var litSpoke = 0

    /// The frame animator while the spinner is moving, and the window stepping it.
    private var frames: SpinnerFrames?
    private weak var framesWindow: Window?
    /// Clock time the lit spoke counts from.
    private var turnStart: Duration = .zero

    /// A stopped spinner (hidden, as `hidesWhenStopped` is true).
    public override init(frame: Rect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// A stopped spinner of `style`, sized to it.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        frame = Rect(origin: .zero, size: intrinsicContentSize)
    }

    /// Starts spinning (and shows the spinner when `hidesWhenStopped`). Frames are asked for only
    /// while it is shown in a window.
    public func startAnimating() {
        guard !spinning else { return }
        spinning = true
        if hidesWhenStopped { isHidden = false }
        resumeIfShown()
        // Not shown yet: the first layout pass in a window (or the first draw) starts the frames.
        if frames == nil { setNeedsLayout() }
        setNeedsDisplay()
    }

    /// Stops spinning (and hides the spinner when `hidesWhenStopped`); no frame is asked for after.
    public func stopAnimating() {
        guard spinning else { return }
        spinning = false
        pause()
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
    }

    /// Hiding pauses the frames at once; showing resumes them.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            if isHidden { pause() } else { resumeIfShown() }
        }
    }

    /// Resumes the frames once the spinner is laid out in a window.
    open override func layoutSubviews() {
        super.layoutSubviews()
        resumeIfShown()
    }

    /// Whether the spinner and every ancestor are visible and it is in a window.
    private var isShownInWindow: Bool {
        guard window != nil else { return false }
        var view: View? = self
        while let v = view {
            if v.isHidden { return false }
            view = v.superview
        }
        return true
    }

    private func resumeIfShown() {
        guard spinning, frames == nil, let window, isShownInWindow else { return }
        let animator = SpinnerFrames(owner: self)
        frames = animator
        framesWindow = window
        turnStart = window.clock.now - Duration.seconds(Double(litSpoke) / Double(Self.spokeCount) * Self.secondsPerTurn)
        window.addFrameAnimator(animator)
    }

    private func pause() {
        guard let animator = frames else { return }
        framesWindow?.removeFrameAnimator(animator)
        frames = nil
        framesWindow = nil
    }

    /// One frame: advances the lit spoke, or stops asking for frames once the spinner was stopped,
    /// hidden (itself or an ancestor) or moved out of the window.
    fileprivate func advance(at now: Duration) -> Bool {
        guard spinning, let window, window === framesWindow, isShownInWindow else {
            frames = nil
            framesWindow = nil
            // Laid out or drawn in a window again, it resumes.
            if spinning { setNeedsLayout() }
            return false
        }
        let turns = (now - turnStart).controlSeconds / Self.secondsPerTurn
        let spoke = Int((turns - turns.rounded(.down)) * Double(Self.spokeCount)) % Self.spokeCount
        if spoke != litSpoke {
            litSpoke = spoke
            setNeedsDisplay()
        }
        return true
    }

    // MARK: Geometry

    /// 20 × 20 pt (`.medium`) or 37 × 37 pt (`.large`).
    open override var intrinsicContentSize: Size {
        style == .large ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
    }

    /// `intrinsicContentSize`.
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }

    // MARK: Accessibility

    /// "In progress" while animating, "Progress halted" when stopped (in the window's language);
    /// updates frequently.
    open override var accessibilityDefaults: AccessibilityDescription {
        AccessibilityDescription(isElement: true, label: currentLocalization.text(spinning ? .inProgress : .progressHalted),
                                 traits: .updatesFrequently)
    }

    // MARK: Drawing

    open override func draw(_ rect: Rect, in canvas: Canvas) {
        resumeIfShown()             // drawn in a window: shown (an ancestor was just unhidden, say)
        let b = bounds
        let radius = min(b.width, b.height) / 2
        guard radius > 0 else { return }
        let c = Point(x: b.midX, y: b.midY)
        let n = Self.spokeCount
        for i in 0..<n {
            let angle = Double(i) / Double(n) * 2 * Double.pi
            let dx = sin(angle), dy = -cos(angle)
            // The lit spoke is opaque; those behind it fade.
            let behind = (litSpoke - i + n) % n
            let alpha = spinning ? 1 - 0.8 * Double(behind) / Double(n - 1) : 0.5
            let inner = Point(x: c.x + dx * radius * 0.5, y: c.y + dy * radius * 0.5)
            let outer = Point(x: c.x + dx * radius * 0.85, y: c.y + dy * radius * 0.85)
            canvas.stroke([inner, outer], width: max(1, radius * 0.17), color: color.withAlpha(color.alpha * alpha))
        }
    }
}

/// Steps an `ActivityIndicatorView` every frame while it spins.
@MainActor private final class SpinnerFrames: FrameAnimator {
    private weak var owner: ActivityIndicatorView?

    init(owner: ActivityIndicatorView) { self.owner = owner }

    func step(at now: Duration) -> Bool { owner?.advance(at: now) ?? false }
}
