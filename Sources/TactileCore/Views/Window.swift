/// The root of a view hierarchy and the place touches enter it.
///
/// A window needs no display: tests drive it through `TouchDriver`, the Wayland backend through
/// the same `input` API. It records damage for the renderer and owns the delivery engine.
@MainActor open class Window: View {
    /// The clock the window and its recognizers use.
    public let clock: any TactileClock

    /// Raw per-finger input, turned into one `TouchEvent` per frame.
    public private(set) lazy var input = TouchInput(window: self)

    /// The event object reused for every delivery.
    let event = TouchEvent()

    /// The delivery engine.
    private(set) lazy var dispatcher = TouchDispatcher(window: self)

    /// The window's live touch feedback (circles, recognizer badges), shown while
    /// `touchOverlayEnabled` is on (Window+TouchOverlay.swift).
    public let touchOverlay = TouchOverlay()

    /// The screen reader serving this window when it has its own (Accessibility/Window+Accessibility.swift).
    var ownAccessibility: Accessibility?

    /// Calls `onIdle` after `idleTimeout` without input (Views/Window+Idle.swift).
    package let idleWatch: IdleWatch

    /// A window with no display, using `clock` for time.
    public init(frame: Rect, clock: any TactileClock = SystemClock.shared) {
        self.clock = clock
        idleWatch = IdleWatch(clock: clock)
        isTouchOverlayOn = TactileLog.touchOverlayDefault
        super.init(frame: frame)
        touchOverlay.window = self
        AnimationContext.newestWindowClock = clock
        damagedRectStorage.reserveCapacity(Self.maxDamageRects + 1)
        Application.shared.windowCreated(self)
        watchIdleWarning()
        layoutDirection = Application.shared.localization.layoutDirection
    }

    /// Windows pass unhandled touches to the application.
    open override var next: Responder? { Application.shared }

    /// Delivers `event` to recognizers and views (the whole delivery algorithm). New touches are
    /// already hit-tested when it is called, so `touch.view` is set. Override to observe or
    /// redirect touches, calling `super` for normal delivery.
    open func sendEvent(_ event: TouchEvent) {
        observeForTouchOverlay(event)
        dispatcher.dispatch(event)
        if touchOverlayEnabled { touchOverlayDidDeliver(event) }
    }

    // MARK: Capture and priority

    /// Pointer capture: `touch` goes to `view` until it ends. The old view gets `touchesCancelled`,
    /// `view` gets `touchesBegan` at once; recognizers not on `view` or its ancestors fail.
    public func captureTouch(_ touch: Touch, to view: View) {
        dispatcher.capture(touch, to: view)
    }

    /// Ends capture (or the implicit hit-test association): the view gets `touchesCancelled`;
    /// the rest of the touch reaches recognizers only.
    public func releaseCapture(of touch: Touch) {
        dispatcher.releaseCapture(of: touch)
    }

    /// A touch beginning inside `view` goes to it alone, bypassing hit-testing and recognizers,
    /// until it ends. Views are checked in registration order; the window holds them weakly.
    public func addViewForTouchPriority(_ view: View) {
        dispatcher.priorityViews.removeAll { $0.view == nil }
        if !dispatcher.priorityViews.contains(where: { $0.view === view }) {
            dispatcher.priorityViews.append(WeakView(view: view))
        }
    }

    /// Stops giving `view` touch priority (touches it already has continue until they end).
    public func removeViewForTouchPriority(_ view: View) {
        dispatcher.priorityViews.removeAll { $0.view === view || $0.view == nil }
    }

    /// Whether live touch-feedback circles are drawn above all content. Defaults to the
    /// environment variable `TACTILE_TOUCH_OVERLAY=1`.
    public var touchOverlayEnabled: Bool {
        get { isTouchOverlayOn }
        set {
            guard newValue != isTouchOverlayOn else { return }
            isTouchOverlayOn = newValue
            // Switched off: the circles go at once (events then skip the overlay entirely).
            if !newValue { touchOverlay.clear() }
            setNeedsDisplay()
        }
    }
    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    @exclusivity(unchecked) private var isTouchOverlayOn = false

    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    /// Views with running animations, in the order they started (Animation/Window+Animation.swift).
    @exclusivity(unchecked) var animatingViews: [View] = []
    /// What moves with the frames besides property animations (Animation/FrameAnimator.swift).
    @exclusivity(unchecked) var frameAnimators: [any FrameAnimator] = []
    /// The controller whose view fills the window (ViewControllers/Window+RootViewController.swift).
    var rootViewControllerStorage: ViewController?
    /// How many layout passes found something to lay out (tests, diagnostics).
    public internal(set) var layoutPassCount = 0

    /// `ownSurfaceViews` as of hierarchy generation `ownSurfaceViewsGeneration` (View+OwnSurface.swift).
    var ownSurfaceViewsCache: [View] = []
    var ownSurfaceViewsGeneration: UInt64 = 0
    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    /// Screens a transition put on surfaces of their own, sliding or kept (ViewControllers/LiftedScreen.swift).
    @exclusivity(unchecked) var liftedScreens: [LiftedScreen] = []

    /// The displays the window is shown on, with their physical densities (set by the platform from
    /// the outputs it is on; empty: gesture thresholds stay in points). See `gestureThresholds(at:)`.
    public var displayDensities: [DisplayDensity] = []

    /// What the platform showing the window offers the views inside it (clipboard, input method,
    /// the navigation bar its navigation controllers show), by key.
    public var services = WindowServices() { didSet { servicesDidChange() } }

    /// Whether drags are resampled to display frames (`TouchInput.frame(at:)`). Default true; taps
    /// and touches that have not passed their slop are never resampled.
    public var touchResampling = true

    /// The direction views in the window lay out in unless they force one
    /// (`semanticContentAttribute`). Default left-to-right; setting it relays out and redraws every
    /// view before the next frame.
    public var layoutDirection: LayoutDirection = .leftToRight {
        didSet { if layoutDirection != oldValue { directionDidChange() } }
    }

    /// The window's own localization (Languages/Window+Localization.swift); nil: the app's.
    var ownLocalization: Localization?

    /// The touches currently on the window, in the order they began.
    public var activeTouches: [Touch] { event.ordered }

    // MARK: Damage

    static let maxDamageRects = 16
    @exclusivity(unchecked) var damagedRectStorage: [Rect] = []
    @exclusivity(unchecked) private var ownSurfaceDamageStorage: [OwnSurfaceDamage] = []

    /// Whether a scroll view's scroll is recorded as a move of the pixels already drawn (a
    /// `ScrollMove`, Window+ScrollMove.swift) instead of damage of its whole area. Off by default: a
    /// platform that sets it must call `takeScrollMove(scale:allowed:)` before taking each frame's damage.
    public var retainsScrolledPixels = false
    /// The scroll recorded as a move since the last frame (Window+ScrollMove.swift).
    var pendingScrollMove: PendingScrollMove?

    /// Areas (window coordinates) that changed since the last `clearDamage()`, including those of
    /// views that use their own surface (for a renderer that draws everything into one image).
    public var damagedRects: [Rect] {
        ownSurfaceDamageStorage.isEmpty ? damagedRectStorage : damagedRectStorage + ownSurfaceDamageStorage.map(\.rect)
    }

    /// The part of `damagedRects` outside the views that use their own surface: what the window's
    /// own pixels must repaint when those views are drawn into surfaces of their own.
    public var windowContentDamage: [Rect] { damagedRectStorage }

    /// The part of `damagedRects` that came from views that use their own surface, by view.
    public var ownSurfaceDamage: [OwnSurfaceDamage] { ownSurfaceDamageStorage }

    /// Called when damage goes from none to some: schedule a redraw.
    public var onNeedsDisplay: (@MainActor () -> Void)?

    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    /// Whether the recorded window damage already covers the whole window: further window damage
    /// adds nothing, so views skip working out their areas (a resize moves every view).
    @exclusivity(unchecked) private(set) var isWhollyDamaged = false
    /// The hierarchy generation in which the whole window was damaged and no view had a surface of
    /// its own (0: not known to be so); see `coversAllWindowDamage`. Memory of its own, which the
    /// views' hierarchy caches point to (`View.geometryDamageIsCovered`), so that every geometry
    /// change can read it without a reference to the window. Freed when the window is.
    let wholeDamageCoversAll: UnsafeMutablePointer<UInt64> = {
        let cell = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
        cell.initialize(to: 0)
        return cell
    }()

    isolated deinit {
        idleWatch.stop()
        wholeDamageCoversAll.deallocate()
    }

    /// Forgets recorded damage (after drawing it).
    public func clearDamage() {
        pendingScrollMove = nil
        damagedRectStorage.removeAll(keepingCapacity: true)
        ownSurfaceDamageStorage.removeAll(keepingCapacity: true)
        forgetWholeDamage()
    }

    /// Hands the recorded damage to the renderer and forgets it: `content` and `own` receive
    /// `windowContentDamage` and `ownSurfaceDamage`, and the window keeps their former storage,
    /// emptied, for the damage to come, so that a frame allocates no arrays.
    package func takeDamage(content: inout [Rect], own: inout [OwnSurfaceDamage]) {
        abandonScrollMove()
        content.removeAll(keepingCapacity: true)
        own.removeAll(keepingCapacity: true)
        swap(&content, &damagedRectStorage)
        swap(&own, &ownSurfaceDamageStorage)
        forgetWholeDamage()
    }

    private func forgetWholeDamage() {
        isWhollyDamaged = false
        wholeDamageCoversAll.pointee = 0
    }

    /// Records damage (window coordinates) of `owner`, a view that uses its own surface.
    func addOwnSurfaceDamage(_ rect: Rect, of owner: ObjectIdentifier, isGeometry: Bool) {
        let clipped = rect.intersection(Rect(origin: .zero, size: bounds.size))
        let entry = OwnSurfaceDamage(view: owner, rect: clipped, isGeometry: isGeometry)
        // A geometry change counts even when it is off the window (the view left it).
        guard isGeometry || !clipped.isEmpty else { return }
        let wasEmpty = damagedRectStorage.isEmpty && ownSurfaceDamageStorage.isEmpty
        // Past the usual count, a view's damage of one kind is merged into one rect.
        if ownSurfaceDamageStorage.count >= Self.maxDamageRects,
           let i = ownSurfaceDamageStorage.lastIndex(where: { $0.view == entry.view && $0.isGeometry == isGeometry }) {
            let merged = ownSurfaceDamageStorage[i].rect.union(clipped)
            ownSurfaceDamageStorage[i] = OwnSurfaceDamage(view: entry.view, rect: merged, isGeometry: isGeometry)
        } else {
            ownSurfaceDamageStorage.append(entry)
        }
        if wasEmpty { onNeedsDisplay?() }
    }

    /// Records `rect` (window coordinates, clipped to the window) as needing a redraw.
    func addDamage(_ rect: Rect) {
        let whole = Rect(origin: .zero, size: bounds.size)
        let clipped = rect.intersection(whole)
        guard !clipped.isEmpty, !isWhollyDamaged else { return }
        let wasEmpty = damagedRectStorage.isEmpty && ownSurfaceDamageStorage.isEmpty
        if clipped == whole {
            damagedRectStorage.removeAll(keepingCapacity: true)
            damagedRectStorage.append(whole)
            isWhollyDamaged = true
        } else {
            // A plain loop: a closure here would check the main actor at run time on every call.
            for rect in damagedRectStorage where rect.intersection(clipped) == clipped { return }
            damagedRectStorage.append(clipped)
            if damagedRectStorage.count > Self.maxDamageRects {
                let all = damagedRectStorage.reduce(Rect.zero) { $0.union($1) }
                damagedRectStorage.removeAll(keepingCapacity: true)
                damagedRectStorage.append(all)
                isWhollyDamaged = all == whole
            }
        }
        if wasEmpty { onNeedsDisplay?() }
    }

    /// Whether damage `view` would record is already covered: the whole window is damaged and
    /// `view` draws into the window's own pixels (not into a surface of its own).
    func coversWindowDamage(of view: View) -> Bool {
        isWhollyDamaged && view.ownSurfaceOwner == nil
    }

    /// Whether any view's damage is already covered: the whole window is damaged and no view draws
    /// into a surface of its own. Read from the list of such views only while it is current: working
    /// it out here would walk the whole tree once per geometry change while views are being added
    /// (each addition moves the generation on); a stale list answers false, and the view's damage
    /// is then checked view by view (`coversWindowDamage(of:)`).
    var coversAllWindowDamage: Bool {
        wholeDamageCoversAll.pointee == Generations.hierarchy.current
    }

    /// After the own-surface list was worked out: notes whether the whole window is damaged and no
    /// view draws into a surface of its own, for the hierarchy generation the list is current in.
    func noteWhetherWholeDamageCoversAll() {
        wholeDamageCoversAll.pointee = isWhollyDamaged && ownSurfaceViewsCache.isEmpty ? ownSurfaceViewsGeneration : 0
    }

    /// Damages the whole window at its current size (after a resize the old whole no longer covers
    /// it); views inside then need not report their areas. The list of views on surfaces of their
    /// own is brought up to date (one walk, which the next frame makes anyway), so that the views a
    /// resize moves read `coversAllWindowDamage`'s answer (`View.geometryDamageIsCovered`) instead of
    /// each working out its own.
    func damageWholeWindow() {
        isWhollyDamaged = false
        addDamage(Rect(origin: .zero, size: bounds.size))
        _ = ownSurfaceViews
    }
}
