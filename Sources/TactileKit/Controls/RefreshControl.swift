import Glibc
import TactileCore

/// Pull to refresh, as UIKit's UIRefreshControl: attached to a scroll view
/// (`scrollView.refreshControl = control`), it sits above the content and shows a spinner as the
/// content is pulled down past its top.
///
/// - Pulling the content down more than `pullThreshold` (80 pt) past its top and lifting the finger
///   begins refreshing: the control sends `.valueChanged` once, and the content comes to rest
///   `refreshingHeight` (60 pt) below its top, leaving the spinner in view. Dragging back up before
///   lifting cancels. The app refreshes its data and calls `endRefreshing()`, which closes the gap
///   (animated on the window's clock).
/// - `beginRefreshing()` starts refreshing from code (no `.valueChanged`), scrolling the spinner into
///   view when the content is at its top.
/// - The spinner turns on the window's clock while refreshing; the window asks for frames only then.
/// - The control takes no touches: a drag that starts on it drags the scroll view.
/// - A scroll view with a refresh control always scrolls vertically (as `alwaysBounceVertical`), so
///   short content can still be pulled.
public final class RefreshControl: Control {
    /// How far (pt) the content must be pulled past its top for a lift to begin refreshing.
    public static let pullThreshold: Double = 80
    /// The gap (pt) left above the content while refreshing.
    public static let refreshingHeight: Double = 60
    /// How long one turn of the spinner takes.
    public static let spinnerPeriod: Duration = .milliseconds(1000)

    /// Whether a refresh is in progress (from a pull or `beginRefreshing()` until `endRefreshing()`).
    public private(set) var isRefreshing = false {
        didSet { if isRefreshing != oldValue { setNeedsDisplay() } }
    }

    /// The spinner's colour.
    public var tintColor = Color(white: 0.45) {
        didSet { setNeedsDisplay() }
    }

    /// The scroll view this control is attached to.
    weak var scrollView: ScrollView?
    /// The scroll action that keeps the control above the content.
    var scrollActionID: ControlActionID?
    /// The spinner's angle, in spokes (advanced on the window's clock while refreshing).
    private var spinnerPhase = 0
    private var spinner: RefreshSpinnerDriver?
    /// The spoke count last drawn while pulling.
    private var drawnSpokes = 0

    /// A refresh control, not refreshing; attach it with `ScrollView.refreshControl`.
    public init() {
        super.init(frame: Rect(x: 0, y: -Self.refreshingHeight, width: 0, height: Self.refreshingHeight))
        isUserInteractionEnabled = false
    }

    /// The gap the scroll view leaves above its content: `refreshingHeight` while refreshing, else 0.
    var contentInsetTop: Double { isRefreshing ? Self.refreshingHeight : 0 }

    /// Starts refreshing from code: no `.valueChanged`. When the content is at its top, it moves down
    /// to show the spinner (animated). Does nothing while refreshing.
    public func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        startSpinner()
        scrollView?.refreshInsetDidChange(revealing: true)
    }

    /// Ends refreshing: the gap above the content closes, animated on the window's clock (at once
    /// when not in a window). Does nothing when not refreshing.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        stopSpinner()
        scrollView?.refreshInsetDidChange(revealing: false)
    }

    /// The finger lifted with the content at `offset`: past the threshold, refreshing begins and
    /// `.valueChanged` is sent. Returns whether it began.
    func pullDidEnd(at offset: Point) -> Bool {
        guard !isRefreshing, isEnabled, offset.y <= -Self.pullThreshold else { return false }
        isRefreshing = true
        startSpinner()
        sendActions(for: .valueChanged)
        return true
    }

    /// Places the control over the gap above the content: as wide as the scroll view, as tall as
    /// the revealed gap (at least `refreshingHeight`), its bottom at the content's top.
    func updateFrame() {
        guard let scrollView else { return }
        let b = scrollView.bounds
        let height = max(Self.refreshingHeight, -b.origin.y)
        let target = Rect(x: b.origin.x, y: -height, width: b.width, height: height)
        if frame != target { frame = target }
        // Refreshing began outside a window: the spinner turns once the control is on screen and
        // scrolls (adding the animator again is harmless).
        if isRefreshing { startSpinner() }
        let spokes = shownSpokes
        if spokes != drawnSpokes {
            drawnSpokes = spokes
            setNeedsDisplay()
        }
    }

    /// How many spokes the spinner shows: all while refreshing, else one per twelfth of the threshold pulled.
    private var shownSpokes: Int {
        isRefreshing ? Self.spokes : Int((pullFraction * Double(Self.spokes)).rounded(.down))
    }

    /// How far the content is pulled, as a fraction of the threshold (0...1).
    private var pullFraction: Double {
        guard let scrollView else { return 0 }
        let pulled = -scrollView.contentOffset.y
        return pulled.isFinite ? min(max(pulled / Self.pullThreshold, 0), 1) : 0
    }

    // MARK: Spinner

    private static let spokes = 12

    private func startSpinner() {
        guard let window else { return }
        let driver = spinner ?? RefreshSpinnerDriver(control: self)
        spinner = driver
        window.addFrameAnimator(driver)
    }

    private func stopSpinner() {
        if let spinner { window?.removeFrameAnimator(spinner) }
    }

    /// One frame at clock time `now`; returns whether the spinner still turns.
    func spinnerStep(at now: Duration) -> Bool {
        guard isRefreshing, window != nil else { return false }
        let period = ScrollView.seconds(Self.spinnerPeriod), t = ScrollView.seconds(now)
        let phase = Int((t / period * Double(Self.spokes)).rounded(.down)) % Self.spokes
        if phase != spinnerPhase {
            spinnerPhase = phase
            setNeedsDisplay()
        }
        return true
    }

    /// Draws the spinner: twelve spokes around the centre. While pulling they appear one by one
    /// up to the threshold; while refreshing they all show, the brightest one turning.
    public override func draw(_ rect: Rect, in canvas: Canvas) {
        let shown = shownSpokes
        guard shown > 0 else { return }
        let center = Point(x: bounds.midX, y: bounds.maxY - Self.refreshingHeight / 2)
        for i in 0..<shown {
            let angle = Double(i) / Double(Self.spokes) * 2 * Double.pi - Double.pi / 2
            let (s, c) = (sin(angle), cos(angle))
            let age = isRefreshing ? (spinnerPhase - i + Self.spokes) % Self.spokes : 0
            let alpha = isRefreshing ? 1 - Double(age) / Double(Self.spokes) * 0.8 : 0.8
            canvas.stroke([Point(x: center.x + 7 * c, y: center.y + 7 * s), Point(x: center.x + 13 * c, y: center.y + 13 * s)],
                          width: 2.5, color: tintColor.withAlpha(tintColor.alpha * alpha))
        }
    }

    // MARK: Accessibility

    /// A "Refresh" button, with the value "refreshing" while a refresh is in progress (not enabled
    /// then, or when the control is disabled): a screen-reader user cannot pull, so activating it
    /// is their pull. In the window's language.
    public override var accessibilityDefaults: AccessibilityDescription {
        let localization = currentLocalization
        return AccessibilityDescription(isElement: true, label: localization.text(.refresh),
                                 value: isRefreshing ? localization.text(.refreshing) : nil,
                                 traits: isRefreshing || !isEnabled ? [.button, .notEnabled] : .button)
    }

    /// Begins refreshing as a pull past the threshold does (`.valueChanged` sent, the spinner
    /// revealed when the content is at its top); false while refreshing or disabled.
    public override func accessibilityActivate() -> Bool {
        guard !isRefreshing, isEnabled else { return false }
        beginRefreshing()
        sendActions(for: .valueChanged)
        return true
    }
}

/// Turns a refresh control's spinner with its window's frames (held by the window only while it
/// refreshes; it holds the control weakly).
@MainActor final class RefreshSpinnerDriver: FrameAnimator {
    private weak var control: RefreshControl?

    init(control: RefreshControl) {
        self.control = control
    }

    func step(at now: Duration) -> Bool {
        control?.spinnerStep(at: now) ?? false
    }
}
