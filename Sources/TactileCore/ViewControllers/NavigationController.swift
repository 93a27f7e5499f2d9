/// A stack of screens: pushing slides the new one in from the trailing edge (the right; the left in
/// a right-to-left layout), popping slides it back out; a pan from the leading screen edge pops
/// interactively (UIKit's `UINavigationController`). A
/// navigation bar across the top shows the top screen's title, a back button titled with the
/// previous screen's title and the top screen's trailing buttons, when the window offers one
/// (NavigationController+Bar.swift); the screens fill the view below it. Appearance callbacks it
/// receives go to its top controller.
@MainActor open class NavigationController: ViewController {
    /// The stack, bottom first. Changes at each push or pop call.
    public internal(set) var viewControllers: [ViewController] {
        didSet { updateNavigationBar() }
    }
    /// Whether the navigation bar is hidden (the screens then fill the whole view). Default false.
    public var isNavigationBarHidden = false {
        didSet { if isNavigationBarHidden != oldValue, isViewLoaded { view.setNeedsLayout() } }
    }
    /// The bar, once the window offered one (NavigationController+Bar.swift).
    var navigationBar: (any NavigationBarPresenting)?
    /// The screen-edge pan that pops the top screen. Its `edges` follow the controller's layout
    /// direction: the left edge, the right one in a right-to-left layout (set when a touch lands).
    public let interactivePopGestureRecognizer: ScreenEdgePanGestureRecognizer = LeadingEdgePanGestureRecognizer()
    /// An interactive pop in progress: the leaving and the revealed screens.
    var interactivePop: (leaving: ViewController, revealed: ViewController)?
    /// The screens' views the interactive pop moved onto surfaces of their own.
    var interactivePopLifted: [View] = []

    /// A stack holding `rootViewController`.
    public init(rootViewController: ViewController) {
        viewControllers = []
        super.init()
        if rootViewController.parent == nil && rootViewController.presentingViewController == nil {
            viewControllers = [rootViewController]
            rootViewController.parent = self
        } else {
            reportMisuse("init: the root controller is already in a stack or presented")
        }
        interactivePopGestureRecognizer.edges = .left
        interactivePopGestureRecognizer.addAction { [weak self] g in
            guard let self, let pan = g as? ScreenEdgePanGestureRecognizer else { return }
            self.interactivePopChanged(pan)
        }
    }

    /// The screen on top.
    public var topViewController: ViewController? { viewControllers.last }

    /// +1 when the trailing edge is the right one, -1 in a right-to-left layout: screens arrive from
    /// `trailingSign × width` and the screen below waits at `-0.3 × trailingSign × width`.
    var trailingSign: Double { isViewLoaded && view.isRightToLeft ? -1 : 1 }

    /// A container showing the top screen's view (and the bar above it), with the edge pan attached.
    open override func loadView() {
        let container = NavigationContainerView(frame: Rect(origin: .zero, size: initialViewSize))
        container.controller = self
        container.setNeedsLayout()
        container.clipsToBounds = true
        container.addGestureRecognizer(interactivePopGestureRecognizer)
        view = container
        if let top = topViewController { show(top) }
    }

    /// Pushes `vc` on top (sliding in when animated and on screen). A controller already on a
    /// stack, or presented, is logged and ignored.
    public func pushViewController(_ vc: ViewController, animated: Bool) {
        guard vc !== self, vc.parent == nil, vc.presentingViewController == nil,
              !viewControllers.contains(where: { $0 === vc }) else {
            return reportMisuse("push: the controller is already on a stack")
        }
        let outgoing = topViewController
        viewControllers.append(vc)
        vc.parent = self
        guard isViewLoaded else { return }
        let onScreen = view.window != nil
        let animate = animated && onScreen
        vc.propose(screenArea.size)
        vc.loadViewIfNeeded()
        if onScreen {
            outgoing?.viewWillDisappear(animate)
            vc.viewWillAppear(animate)
        }
        let width = view.bounds.width * trailingSign
        // Added where it starts sliding (off the trailing edge), so that adding it damages nothing in
        // the window: both screens slide on surfaces of their own.
        let incoming = show(vc, atX: animate ? width : 0)
        let outgoingView = outgoing?.view
        if animate { incoming.frame.origin.x = width }
        ScreenTransition.run(animated: animate, moving: [outgoingView, incoming].compactMap { $0 }, {
            incoming.frame.origin.x = 0
            outgoingView?.frame.origin.x = -width * 0.3
        }) { [weak self] in
            guard let self else { return }
            if let outgoingView, self.topViewController !== outgoing { outgoingView.removeFromSuperview() }
            if onScreen {
                outgoing?.viewDidDisappear(animate)
                vc.viewDidAppear(animate)
                self.view.window?.accessibilityScreenAppeared()
            }
        }
    }

    /// Pops the top screen (sliding it out when animated and on screen) and returns it; its view
    /// leaves when the transition ends, and its `navigationController` becomes nil then. Popping the
    /// root is logged and returns nil.
    @discardableResult public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let leaving = viewControllers.last else {
            reportMisuse("pop: the root controller cannot be popped")
            return nil
        }
        viewControllers.removeLast()
        let revealed = viewControllers[viewControllers.count - 1]
        guard isViewLoaded else {
            leaving.parent = nil
            return leaving
        }
        let onScreen = view.window != nil
        let animate = animated && onScreen
        if onScreen {
            leaving.viewWillDisappear(animate)
            revealed.viewWillAppear(animate)
        }
        finishPop(leaving: leaving, revealed: revealed, animated: animate, notify: onScreen)
        return leaving
    }

    /// Slides `leaving` out and `revealed` back into place, then removes the leaving view.
    /// `lifted`: views an interactive pop moved onto surfaces of their own (see `ScreenTransition.run`).
    func finishPop(leaving: ViewController, revealed: ViewController, animated: Bool, notify: Bool, lifted: [View]? = nil) {
        let width = view.bounds.width * trailingSign
        let shown = show(revealed, below: leaving, sliding: animated)
        let leavingView = leaving.view!
        // A programmatic pop: the revealed screen comes back from where a push left it (30% towards
        // the leading edge), as in UIKit; an interactive one already placed it under the finger.
        if animated && leavingView.frame.origin.x == 0 { shown.frame.origin.x = -width * 0.3 }
        ScreenTransition.run(animated: animated, moving: [shown, leavingView], lifted: lifted, {
            shown.frame.origin.x = 0
            leavingView.frame.origin.x = width
        }) { [weak self] in
            if self?.viewControllers.contains(where: { $0 === leaving }) != true {
                leavingView.removeFromSuperview()
                if leaving.parent === self { leaving.parent = nil }
            }
            if notify {
                leaving.viewDidDisappear(animated)
                revealed.viewDidAppear(animated)
                self?.view.window?.accessibilityScreenAppeared()
            }
        }
    }

    /// Adds `vc`'s view to the container (filling the area below the bar, `x` points from its left
    /// edge; below `other`'s view when given) unless it is there. `sliding`: it joins to slide in (see
    /// `View.liftBeforeJoining()`).
    @discardableResult func show(_ vc: ViewController, below other: ViewController? = nil, atX x: Double = 0,
                                 sliding: Bool = false) -> View {
        let area = screenArea
        vc.propose(area.size)
        let shown = vc.view!
        if shown.superview !== view {
            ScreenTransition.fill(view, with: shown)
            shown.frame = Rect(x: area.minX + x, y: area.minY, width: area.width, height: area.height)
            if sliding, view.window != nil, !view.isInsideOwnSurface { shown.liftBeforeJoining() }
            if let other, other.isViewLoaded, let i = view.subviews.firstIndex(where: { $0 === other.view }) {
                view.insertSubview(shown, at: i)
            } else if let bar = navigationBar?.barView, let i = view.subviews.firstIndex(where: { $0 === bar }) {
                view.insertSubview(shown, at: i)
            } else {
                view.addSubview(shown)
            }
        } else if shown.frame.size != area.size {
            shown.frame = Rect(origin: Point(x: shown.frame.minX, y: area.minY), size: area.size)
        }
        return shown
    }

    // MARK: Appearance forwarding

    open override func viewWillAppear(_ animated: Bool) { topViewController?.viewWillAppear(animated) }
    open override func viewDidAppear(_ animated: Bool) { topViewController?.viewDidAppear(animated) }
    open override func viewWillDisappear(_ animated: Bool) { topViewController?.viewWillDisappear(animated) }
    open override func viewDidDisappear(_ animated: Bool) { topViewController?.viewDidDisappear(animated) }

    // MARK: Languages

    /// The language changed: the bar shows the default back title in the new language.
    open override func localizationDidChange(_ relocalization: Relocalization) {
        super.localizationDidChange(relocalization)
        updateNavigationBar()
    }
}
