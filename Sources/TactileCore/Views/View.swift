/// A rectangular area on screen that draws content and receives touches.
///
/// Geometry follows UIKit: `center` is in the superview's coordinates, `bounds` is the view's own
/// coordinate space, and `transform` applies about the centre. `frame` is derived from them.
/// Every change that alters what is on screen records damage on the window.
@MainActor open class View: Responder {
    private(set) var storedBounds: Rect
    private(set) var storedCenter: Point
    private(set) var storedTransform: AffineTransform = .identity

    /// A view occupying `frame` in its future superview's coordinates.
    public init(frame: Rect) {
        storedBounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        storedCenter = Point(x: frame.midX, y: frame.midY)
        super.init()
    }

    /// A view with a zero frame, to be placed by its superview's layout.
    public convenience override init() { self.init(frame: .zero) }

    /// A readable name for logs and failure reasons; defaults to the type name.
    public var name: String?

    /// `name`, or the type name when unset.
    public var displayName: String { name ?? typeName }

    /// The type name, worked out once (`String(describing:)` of a metatype searches the protocol
    /// conformances; failure reasons name views).
    private lazy var typeName = String(describing: type(of: self))

    // MARK: Geometry

    /// The bounding box, in the superview's coordinates, of `bounds` after `transform`.
    /// Setting it with a non-identity transform sets the size and centre, as UIKit's undefined case does in practice.
    /// Non-finite geometry is ignored with a log line (as for `bounds` and `center`).
    open var frame: Rect {
        get { Self.frame(bounds: storedBounds, center: storedCenter, transform: storedTransform) }
        set {
            guard acceptGeometry(newValue.isFinite, "frame") else { return }
            changeGeometry {
                storedCenter = Point(x: newValue.midX, y: newValue.midY)
                storedBounds.size = Size(width: newValue.width, height: newValue.height)
            }
        }
    }

    /// The view's own coordinate space: `origin` is the point shown at the top-left corner.
    open var bounds: Rect {
        get { storedBounds }
        set {
            guard acceptGeometry(newValue.isFinite, "bounds") else { return }
            let old = storedBounds
            // A scroll: moving the pixels already drawn may replace damage of the whole view.
            if newValue.size == old.size, newValue.origin != old.origin, extras?.scrollsByMovingPixels == true,
               animations == nil, AnimationContext.current == nil, let window,
               window.recordScrollMove(of: self, from: old.origin, to: newValue.origin) {
                storedBounds = newValue
                return
            }
            changeGeometry { storedBounds = newValue }
        }
    }

    /// The centre, in the superview's coordinates.
    open var center: Point {
        get { storedCenter }
        set {
            guard acceptGeometry(newValue.x.isFinite && newValue.y.isFinite, "center") else { return }
            changeGeometry { storedCenter = newValue }
        }
    }

    /// A transform applied about the centre.
    open var transform: AffineTransform {
        get { storedTransform }
        set { changeGeometry { storedTransform = newValue } }
    }

    // MARK: Layout (Layout/View+Layout.swift)

    /// Lays out subviews; the layout pass calls it for a marked view, after autoresizing already
    /// moved the subviews. Default: nothing. Override to place subviews by code.
    open func layoutSubviews() {}

    /// The size that best fits `size`. Default: the current `bounds.size`.
    open func sizeThatFits(_ size: Size) -> Size { bounds.size }

    /// The natural size of the content; `View.noIntrinsicMetric` along an axis without one (the default).
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// How subviews' frames follow this view's bounds size when this view is someone's subview. Default `[]`.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether a bounds size change resizes subviews by their `autoresizingMask`. Default true.
    public var autoresizesSubviews = true
    /// How content drawn for another size is fitted into the bounds (image views). Default `.scaleToFill`.
    public var contentMode: ContentMode = .scaleToFill { didSet { if contentMode != oldValue { setNeedsDisplay() } } }
    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    /// Layout-pass flags: this view's `layoutSubviews` is due; a descendant's is.
    @exclusivity(unchecked) var layoutFlags = LayoutFlags()
    /// How many non-finite frames, bounds or centres were ignored (each logged).
    var rejectedGeometryCount = 0

    // MARK: Animation (Animation/View+Animation.swift)

    /// The running animations of this view's properties; nil when none (the common case).
    var animations: ViewAnimations?
    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    /// How many running `animate` calls without `.allowUserInteraction` include this view.
    @exclusivity(unchecked) var interactionBlockingAnimations = 0

    /// The controller whose root view this is (the next responder while it has one).
    weak var viewController: ViewController? { didSet { isControllerRoot = viewController != nil } }
    /// Whether `viewController` was set: the layout pass skips its weak load for every other view.
    var isControllerRoot = false

    /// Where this view's own surface goes, nil when it draws into its window (`usesOwnSurface`,
    /// `ownSurfacePlacement`; the one record of the opt-in). Written only by those setters, which
    /// move the hierarchy generation on so that cached owners follow.
    var ownSurfacePlacementStorage: OwnSurfacePlacement?
    /// Whether a screen transition, not the app, put this view on its own surface
    /// (ViewControllers/LiftedScreen.swift); the public setters clear it (the app takes over).
    var isLiftedScreen = false

    /// The flags and lists hit-testing and touch delivery read for every new touch (`alpha`,
    /// `isHidden`, the touch flags, `superview`, `subviews`, `gestureRecognizers`).
    ///
    /// `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    @exclusivity(unchecked) final var record = ViewRecord()

    /// Opacity, 0…1. Below 0.01 the view and its subviews are not hit-tested.
    open var alpha: Double {
        get { record.alpha }
        set {
            let old = record.alpha
            record.alpha = newValue
            if newValue != old { animateChange(of: .alpha, from: old); damageSubtree() }
        }
    }
    /// Hidden views do not draw and are not hit-tested (nor their subviews).
    open var isHidden: Bool {
        get { record.isHidden }
        set {
            let old = record.isHidden
            record.isHidden = newValue
            if newValue != old { damageSubtree(); superview?.arrangedSubviewVisibilityChanged(self) }
        }
    }
    /// When false, the view and its subviews are skipped by hit-testing. Default true.
    open var isUserInteractionEnabled: Bool {
        get { record.isUserInteractionEnabled }
        set { record.isUserInteractionEnabled = newValue }
    }
    /// When false (the default) the view receives at most one touch at a time.
    open var isMultipleTouchEnabled: Bool {
        get { record.isMultipleTouchEnabled }
        set { record.isMultipleTouchEnabled = newValue }
    }
    /// When true, the view receives a touch only while no other view in the window has one,
    /// and while it has one no other view receives any.
    open var isExclusiveTouch: Bool {
        get { record.isExclusiveTouch }
        set { record.isExclusiveTouch = newValue }
    }
    /// The gestures this view's touches may start (the web's `touch-action`; see `TouchAction`).
    /// Default `.auto`. Changing it affects touches that have not yet moved past their slop.
    open var touchAction: TouchAction {
        get { record.touchAction }
        set {
            let old = record.touchAction
            record.touchAction = newValue
            if newValue != old { Generations.touchActions.advance() }
        }
    }
    /// Whether subviews are clipped to the bounds when drawn.
    open var clipsToBounds: Bool = false {
        didSet {
            clips = clipsToBounds
            if clipsToBounds != oldValue { damageSubtree() }
        }
    }
    /// `clipsToBounds` as a plain field, for walks over unretained ancestors (no dynamic call).
    @exclusivity(unchecked) private(set) var clips = false
    /// A colour filled behind the view's drawing, or nil for none.
    open var backgroundColor: Color? {
        didSet { if backgroundColor != oldValue { animateChange(of: .backgroundColor, from: oldValue); setNeedsDisplay() } }
    }

    /// Runs a geometry change, damaging the area covered before and after; inside an `animate`
    /// block it starts animations of what changed. A new bounds size autoresizes the subviews and
    /// marks the view as needing layout.
    private func changeGeometry(_ change: () -> Void) {
        let before = GeometrySample(bounds: storedBounds, center: storedCenter, transform: storedTransform)
        // The window is asked first whether it is wholly damaged already (a resize moves every
        // view), without a reference to it: a layout pass moves hundreds of views, and retaining a
        // window (weakly referenced, so through a side table) twice per view costs more than the rest.
        if !geometryDamageIsCovered { damageSubtree(in: unretainedWindow) }
        change()
        animateGeometryChange(from: before)
        if !geometryDamageIsCovered { damageSubtree(in: unretainedWindow) }
        if storedBounds.size != before.bounds.size { boundsSizeDidChange(from: before.bounds.size) }
    }

    // MARK: Hierarchy

    /// The view containing this one.
    public var superview: View? { record.superview }
    /// Subviews, back to front.
    public var subviews: [View] { record.subviews }

    /// The window at the root of this view's hierarchy (a window returns itself), or nil.
    /// Cached until the hierarchy next changes (see `Generations.hierarchy`).
    public var window: Window? { cachedWindow }

    /// The window, superview and depth as of the last hierarchy generation they were asked for
    /// (View+HierarchyCache.swift). Unretained: valid only in that generation, which ends before any
    /// view (a window too) is deinitialized.
    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    @exclusivity(unchecked) var hierarchyCacheGeneration: UInt64 = 0
    @exclusivity(unchecked) var hierarchyCacheWindow: UnsafeMutableRawPointer?
    @exclusivity(unchecked) var hierarchyCacheSuperview: UnsafeMutableRawPointer?
    @exclusivity(unchecked) var hierarchyCacheDepth = 0
    /// The outermost view with its own surface among this view and its ancestors (`ownSurfaceOwner`).
    @exclusivity(unchecked) var hierarchyCacheOwnSurfaceOwner: ObjectIdentifier?
    /// The window's `wholeDamageCoversAll` (nil outside a window).
    @exclusivity(unchecked) var hierarchyCacheDamageCoverage: UnsafeMutablePointer<UInt64>?

    /// Subviews lose this superview without being told: cached hierarchy facts are stale.
    deinit { Generations.hierarchy.advance() }

    /// A view's next responder is its view controller when it is one's root view, else its superview.
    open override var next: Responder? { viewController ?? superview }

    /// Adds `v` in front of the other subviews (moving it if it is already somewhere else).
    public func addSubview(_ v: View) {
        insertSubview(v, at: v.superview === self ? subviews.count - 1 : subviews.count)
    }

    /// Inserts `v` at `index` in the back-to-front order (clamped to the valid range).
    /// Adding a view to itself or to one of its descendants is logged and ignored.
    public func insertSubview(_ v: View, at index: Int) {
        guard !isDescendant(of: v) else {
            TactileLog.core.error("insertSubview: \(v.displayName) would contain itself; ignored")
            return
        }
        if v.superview === self, let old = subviews.firstIndex(where: { $0 === v }) {
            record.subviews.remove(at: old)
            record.subviews.insert(v, at: min(max(0, index), record.subviews.count))
            v.damageSubtree()
            return
        }
        // Moving within the same window keeps the view's touches; leaving the window cancels them.
        if let myWindow = window, v.window === myWindow {
            v.detachFromSuperview()
        } else {
            v.removeFromSuperview()
            // Cancelling ran app code (handlers, actions), which may have moved either view: unlink
            // `v` again without callbacks, and never make a cycle.
            v.detachFromSuperview()
            guard !isDescendant(of: v) else {
                TactileLog.core.error("insertSubview: \(v.displayName) would contain itself; ignored")
                return
            }
        }
        record.subviews.insert(v, at: min(max(0, index), record.subviews.count))
        v.record.superview = self
        Generations.hierarchy.advance()
        v.damageSubtree()
        v.propagateLayoutMarks()
    }

    /// Removes the view from its superview. A first responder inside it resigns (View+LeavingWindow.swift);
    /// touches currently delivered to it or its subviews are cancelled at their views, and its
    /// recognizers stop tracking them.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        if window != nil { resignFirstResponderInSubtree() }
        if let window { window.dispatcher.subtreeWillLeave(self) }
        detachFromSuperview()
    }

    /// Unlinks the view from its superview (damaging its old area) without touching its touches.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        damageSubtree()
        if let i = parent.subviews.firstIndex(where: { $0 === self }) { parent.record.subviews.remove(at: i) }
        record.superview = nil
        Generations.hierarchy.advance()
        parent.subviewDidLeave(self)
    }

    // MARK: Accessibility (Accessibility/View+Accessibility.swift)

    /// Rarely-set state (a forced direction, accessibility overrides), allocated on first use.
    package var extras: ViewExtras?

    /// What the view says of itself where the app set nothing; built-in widgets override it.
    open var accessibilityDefaults: AccessibilityDescription { AccessibilityDescription() }

    /// The extra actions the view offers where the app set none (`accessibilityCustomActions`):
    /// a built-in widget's own, such as a text field's "Clear text". Default none.
    open var accessibilityDefaultCustomActions: [AccessibilityCustomAction]? { nil }

    /// The app's language changed: replace the strings this view shows that came from
    /// `Localization.string` (Languages/). Default: the accessibility label, hint and value set.
    open func localizationDidChange(_ relocalization: Relocalization) { relocalizeAccessibility(relocalization) }

    /// Performs the element's default action; true when something handled it. Default: a tap at
    /// the centre of the element, delivered like a finger's (Accessibility/View+Activation.swift).
    open func accessibilityActivate() -> Bool { activateByTap() }

    /// Moves an adjustable element's value one step up. Default: nothing.
    open func accessibilityIncrement() {}

    /// Moves an adjustable element's value one step down. Default: nothing.
    open func accessibilityDecrement() {}

    // MARK: Hit-testing

    /// The frontmost descendant (or self) containing `point` (in this view's coordinates) that can
    /// receive touches, or nil. Hidden, non-interactive and nearly transparent (alpha < 0.01) views
    /// return nil without visiting their subviews, as does a point outside `point(inside:with:)` and a
    /// view being animated without `.allowUserInteraction`. Geometry is the model's, not the presentation's.
    /// Subviews are asked front to back. Override to change touch targeting.
    open func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, interactionBlockingAnimations == 0 else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for sub in subviews.reversed() {
            if let hit = sub.hitTest(sub.convertFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates, so transforms are already accounted for)
    /// lies within the view. Default: inside `bounds`.
    open func point(inside point: Point, with event: TouchEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Gesture recognizers

    // (View+GestureRecognizers.swift: `gestureRecognizers`, adding and removing them.)

    /// Asked, when a recognizer tracking a touch hit-tested to this view is about to recognize,
    /// whether it may. Return false to make it fail. Default true.
    open func gestureRecognizerShouldBegin(_ g: GestureRecognizer) -> Bool { true }

    // MARK: Drawing

    /// Marks the whole view as needing to be redrawn.
    public func setNeedsDisplay() { setNeedsDisplay(bounds) }

    /// Marks `rect` (in this view's coordinates) as needing to be redrawn.
    public func setNeedsDisplay(_ rect: Rect) {
        guard let window, !window.coversWindowDamage(of: self) else { return }
        record(clippedByAncestors(rect.applying(transformToRoot())), in: window, isGeometry: false)
    }

    /// Whether a property of the view is being animated (`animate`, Animation/View+Animation.swift).
    /// Open so that a view whose own motion is its state can answer for it (`ActivityIndicatorView`).
    open var isAnimating: Bool { animations.map { !$0.isEmpty } ?? false }

    /// Draws the view's content into `canvas`, in the view's own coordinates. Default: nothing.
    open func draw(_ rect: Rect, in canvas: Canvas) {}
}
