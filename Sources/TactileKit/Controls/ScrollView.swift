import TactileCore
/// A view whose content (its subviews, laid out in a `contentSize` area) can be larger than the
/// view and is panned with one finger, as UIKit's UIScrollView.
///
/// - Scrolling moves `bounds.origin` (`contentOffset`), so subviews keep their frames in content
///   coordinates. The view clips to its bounds.
/// - Its own `panGestureRecognizer` drags the content; past an edge the drag is resisted (rubber
///   band). On lift the content keeps going with the pan's velocity and decelerates
///   (`decelerationRate` per millisecond), bouncing back from the edges, stepped before each of the
///   window's frames on its clock (`Window.addFrameAnimator`), as `View.animate` is: frames are
///   asked for only while the content moves. In tests a `ManualClock` advance followed by
///   `Window.prepareForFrame()` (or a snapshot) is one display frame.
/// - The pan begins only in a direction the view can scroll (content larger than the view, or
///   `alwaysBounce…`), so a horizontal scroll view inside a vertical one takes horizontal drags and
///   leaves vertical ones to its ancestor.
/// - `delaysContentTouches` (default true): content sees a touch only once it is clear it is not a
///   scroll — after `contentTouchDelay` (150 ms) without one, when the finger lifts, or when the drag
///   goes in a direction the view cannot scroll (at once when the content fits and nothing scrolls). A quick drag that starts on a button scrolls and the
///   button sees nothing; a tap presses it.
/// - `canCancelContentTouches` (default true): when a scroll starts on content already tracking
///   the touch, the content gets `touchesCancelled` — unless `touchesShouldCancel(in:)` says no
///   (the default for controls), in which case the control keeps the touch and the view does not
///   scroll.
/// - A finger landing on a decelerating or bouncing scroll view stops it where it is.
/// - Keyboard avoidance: while the in-app keyboard covers part of a scroll view holding the first
///   responder, the covered height is added below the content (`keyboardInset`) and the field
///   scrolls into view above the keyboard, animated with it (`adjustsForKeyboard`,
///   ScrollView+Keyboard.swift).
/// - Pull to refresh: a `refreshControl` sits above the content; while it refreshes the content
///   rests below its gap (`minimumContentOffset`, ScrollView+Refresh.swift).
@MainActor open class ScrollView: View {
    /// How long content touches are withheld while the scroll view decides (`delaysContentTouches`).
    public static let contentTouchDelay: Duration = .milliseconds(150)

    /// The size of the scrollable content area (origin at 0, 0).
    public var contentSize: Size = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            if !isDragging && !isDecelerating { settle() }
            if isPagingEnabled { setNeedsLayout() }
        }
    }

    /// The point of the content shown at the view's top-left corner (`bounds.origin`). Setting it
    /// stops any deceleration; it is not clamped (set it within `minimumContentOffset...maximumContentOffset`).
    /// An offset set this way is kept as it is by the next layout of a paging scroll view (see
    /// `currentPage`), whatever the direction.
    public var contentOffset: Point {
        get { bounds.origin }
        set {
            stopAnimation()
            applyOffset(newValue)
            notePagingPlacement()
        }
    }

    /// Whether dragging past the edges rubber-bands and momentum bounces. Default true.
    public var bounces = true
    /// Scroll and bounce vertically even when the content is not taller than the view.
    public var alwaysBounceVertical = false
    /// Scroll and bounce horizontally even when the content is not wider than the view.
    public var alwaysBounceHorizontal = false
    /// Whether the user can scroll. Default true.
    public var isScrollEnabled = true {
        didSet {
            panGestureRecognizer.isEnabled = isScrollEnabled
            delayRecognizer.isEnabled = isScrollEnabled
        }
    }
    /// Whether content touches wait `contentTouchDelay` to see if they are a scroll. Default true.
    public var delaysContentTouches = true
    /// Whether a starting scroll may take touches the content is already tracking. Default true.
    public var canCancelContentTouches = true
    /// Whether a lift settles on a page boundary (a page is the view's bounds size): a flick moves
    /// one page in its direction, a slow drag moves when it went past half a page, otherwise the
    /// content snaps back; never more than one page from where the drag began. Horizontal pages
    /// count from the leading end: in a right-to-left layout page 0 is the rightmost
    /// (`currentPage`, `pageFrame(at:)`). Default false.
    public var isPagingEnabled = false
    /// The page (per axis) shown when the current drag began.
    var pageAtDragStart = (x: 0, y: 0)
    /// The direction and the largest x offset the paging offset was last placed for
    /// (ScrollView+RightToLeft.swift); nil before the first layout.
    var pagingPlacement: (direction: LayoutDirection, maximumX: Double)?
    /// Velocity kept per millisecond while decelerating: 0.998 is UIKit's normal rate, 0.99 its fast one.
    public var decelerationRate: Double = 0.998

    /// Whether the in-app keyboard makes room for itself (`keyboardInset`) and for the first responder
    /// inside this view (scrolling it into view above the keyboard). Default true; set it to false
    /// to manage the keyboard yourself.
    public var adjustsForKeyboard = true
    /// The height of the view the in-app keyboard covers while it shows for a field inside this
    /// view, added below the content so that all of it can scroll into the part still visible; 0
    /// otherwise.
    public internal(set) var keyboardInset: Double = 0 {
        didSet { if keyboardInset != oldValue { layoutIndicators() } }
    }

    /// Whether the user is dragging the content.
    public private(set) var isDragging = false
    /// Whether the content is moving on after a drag (decelerating or bouncing back).
    public internal(set) var isDecelerating = false

    /// Whether a vertical bar shows the position while scrolling vertically. Default true.
    public var showsVerticalScrollIndicator = true
    /// Whether a horizontal bar shows the position while scrolling horizontally. Default true.
    public var showsHorizontalScrollIndicator = true
    /// How long the indicators stay after scrolling stops.
    public static let indicatorLinger: Duration = .milliseconds(500)

    let verticalIndicator = ScrollIndicator(vertical: true)
    let horizontalIndicator = ScrollIndicator(vertical: false)
    var indicatorTimer: TimerToken?
    weak var indicatorClock: (any TactileClock)?

    /// The recognizer that drags the content. Its delegate belongs to the scroll view.
    public let panGestureRecognizer: PanGestureRecognizer = ScrollPanGestureRecognizer()
    let delayRecognizer = ContentTouchDelayRecognizer()
    private let coordinator = ScrollGestureCoordinator()

    private struct ScrollAction {
        let id: ControlActionID
        let run: (ScrollView) -> Void
    }
    private var scrollActions: [ScrollAction] = []
    private var nextActionID: UInt64 = 1

    private var dragStart: Point = .zero
    var motion: (x: ScrollAxisMotion, y: ScrollAxisMotion)?
    /// An animated `setContentOffset` in progress.
    var glide: (from: Point, to: Point, start: Duration, duration: Double)?
    /// How long an animated `setContentOffset(_:animated:)` takes.
    public static let scrollAnimationDuration: Duration = .milliseconds(300)
    /// The pull-to-refresh control (`refreshControl`, ScrollView+Refresh.swift).
    var attachedRefreshControl: RefreshControl?
    /// Steps the motion or glide with the window's frames (created on first use).
    var frameDriver: ScrollFrameDriver?
    /// The window stepping the motion or glide, while it runs.
    weak var drivingWindow: Window?
    /// The clock time of the last motion step.
    var lastTick: Duration = .zero

    /// A scroll view showing content from (0, 0).
    public override init(frame: Rect) {
        super.init(frame: frame)
        clipsToBounds = true
        coordinator.scrollView = self
        // A scroll may move the window's retained pixels instead of repainting the whole view.
        ensuredExtras.scrollsByMovingPixels = true
        (panGestureRecognizer as? ScrollPanGestureRecognizer)?.scrollView = self
        delayRecognizer.scrollView = self
        panGestureRecognizer.name = "ScrollView pan"
        panGestureRecognizer.delegate = coordinator
        panGestureRecognizer.addAction { [weak self] g in self?.handlePan(g) }
        addGestureRecognizer(delayRecognizer)
        addGestureRecognizer(panGestureRecognizer)
        addSubview(verticalIndicator)
        addSubview(horizontalIndicator)
    }

    /// Keeps a paging scroll view on the same page, counted from the leading end, when its layout
    /// direction, content width or width changes (ScrollView+RightToLeft.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        keepLeadingPage()
    }

    // MARK: Public API

    /// Runs `action` whenever `contentOffset` changes (drag, deceleration, bounce or code).
    @discardableResult
    public func addScrollAction(_ action: @escaping (ScrollView) -> Void) -> ControlActionID {
        let id = ControlActionID(value: nextActionID)
        nextActionID += 1
        scrollActions.append(ScrollAction(id: id, run: action))
        return id
    }

    /// Removes a scroll action; unknown ids are ignored.
    public func removeScrollAction(_ id: ControlActionID) {
        scrollActions.removeAll { $0.id == id }
    }

    /// The smallest content offset at rest: (0, 0), or above 0 by the gap a refreshing
    /// `refreshControl` leaves above the content.
    public var minimumContentOffset: Point { Point(x: 0, y: -refreshInsetTop) }

    /// The largest content offset at rest: how far the content (and `keyboardInset` below it)
    /// extends past the view.
    public var maximumContentOffset: Point {
        Point(x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height + keyboardInset - bounds.height))
    }

    /// Whether horizontal drags scroll.
    public var canScrollHorizontally: Bool { contentSize.width > bounds.width || alwaysBounceHorizontal }
    /// Whether vertical drags scroll.
    public var canScrollVertically: Bool {
        contentSize.height + keyboardInset > bounds.height || alwaysBounceVertical || attachedRefreshControl != nil
    }

    /// Asked when a scroll is about to start on touches that `view` (content) is already tracking;
    /// true lets the scroll cancel them, false leaves them to the view and the scroll does not start.
    /// Default: false for controls (`Button`, `Slider`), true otherwise.
    open func touchesShouldCancel(in view: View) -> Bool {
        !(view is Control)
    }

    // MARK: Dragging

    /// Whether the pan may begin now (its delegate asks).
    func panShouldBegin() -> Bool {
        let t = panGestureRecognizer.translation(in: self)
        let horizontal = abs(t.x) > abs(t.y)
        if horizontal ? !canScrollHorizontally : !canScrollVertically {
            // This scroll view will not scroll during this sequence: stop delaying the content.
            delayRecognizer.releaseContent(reason: "the drag is in a direction this scroll view cannot scroll")
            return false
        }
        if delayRecognizer.contentHasTouches {
            if !canCancelContentTouches { return false }
            for v in delayRecognizer.touchedViews where v !== self && !touchesShouldCancel(in: v) { return false }
        }
        return true
    }

    private func handlePan(_ g: GestureRecognizer) {
        switch g.state {
        case .began:
            stopAnimation()
            isDragging = true
            showIndicators()
            let o = contentOffset, minOffset = minimumContentOffset, maxOffset = maximumContentOffset, size = bounds.size
            dragStart = Point(x: ScrollAxisMotion.unbanded(o.x, minimum: 0, maximum: maxOffset.x, dimension: size.width),
                              y: ScrollAxisMotion.unbanded(o.y, minimum: minOffset.y, maximum: maxOffset.y, dimension: size.height))
            panGestureRecognizer.setTranslation(.zero, in: self)
            pageAtDragStart = nearestPage(to: o)
        case .changed:
            let t = panGestureRecognizer.translation(in: self)
            let minOffset = minimumContentOffset, maxOffset = maximumContentOffset, size = bounds.size, o = contentOffset
            let x = canScrollHorizontally
                ? ScrollAxisMotion.rubberBanded(dragStart.x - t.x, minimum: 0, maximum: maxOffset.x, dimension: size.width, bounces: bounces)
                : o.x
            let y = canScrollVertically
                ? ScrollAxisMotion.rubberBanded(dragStart.y - t.y, minimum: minOffset.y, maximum: maxOffset.y,
                                                dimension: size.height, bounces: bounces)
                : o.y
            applyOffset(Point(x: x, y: y))
        case .ended:
            isDragging = false
            let v = panGestureRecognizer.velocity(in: self)
            let velocity = Point(x: canScrollHorizontally ? -v.x : 0, y: canScrollVertically ? -v.y : 0)
            refreshPullDidEnd()
            if isPagingEnabled { settleOnPage(velocity: velocity) } else { startMotion(velocity: velocity) }
            if !isDecelerating { scheduleIndicatorHide() }
        case .cancelled, .failed:
            isDragging = false
            if isPagingEnabled { settleOnPage(velocity: .zero) } else { settle() }
            if !isDecelerating { scheduleIndicatorHide() }
        case .possible:
            break
        }
    }

    /// A finger landed on the scroll view: a moving scroll view stops where it is.
    func touchSequenceDidBegin() {
        stopAnimation()
    }

    /// Every finger lifted: content left past an edge (by a stopped bounce) returns.
    func touchSequenceDidEnd() {
        if !isDragging && !isDecelerating { settle() }
    }

    /// Moves the content by `delta` without disturbing a drag, deceleration or glide in progress (a
    /// collection view correcting the estimated heights of rows above what is shown).
    func shiftContentOffset(by delta: Point) {
        guard delta.x.isFinite, delta.y.isFinite, delta != .zero else { return }
        dragStart = Point(x: dragStart.x + delta.x, y: dragStart.y + delta.y)
        if var m = motion {
            m.x.position += delta.x
            m.y.position += delta.y
            motion = m
        }
        if let g = glide {
            glide = (from: Point(x: g.from.x + delta.x, y: g.from.y + delta.y),
                     to: Point(x: g.to.x + delta.x, y: g.to.y + delta.y), start: g.start, duration: g.duration)
        }
        applyOffset(Point(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
    }

    /// Moves the content to offset `p` (ignoring non-finite values) and runs the scroll actions.
    func applyOffset(_ p: Point) {
        guard p.x.isFinite, p.y.isFinite else { return }
        let b = bounds
        guard b.origin != p else { return }
        bounds = Rect(origin: p, size: b.size)
        layoutIndicators()
        for action in scrollActions { action.run(self) }
    }
}
