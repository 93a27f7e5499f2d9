/// Manages one screen of content: a root view loaded on first use, appearance and layout callbacks,
/// and full-screen presentation (UIKit's `UIViewController`).
///
/// Responder chain: the root view's `next` is the controller; the controller's `next` is the root
/// view's superview (nil while the view is in no hierarchy).
@MainActor open class ViewController: Responder {
    private var loadedView: View?
    private var isLoadingView = false
    /// The controller that contains this one (a navigation controller for the screens it shows).
    public internal(set) weak var parent: ViewController?
    /// The controller this one presents.
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: ViewController?
    /// How many misuses (presenting or pushing wrongly) this controller logged and ignored.
    var misuseCount = 0
    /// The size of the place the controller is being installed in (a window, a navigation
    /// controller's view), told before its view is first asked for: the default view's size.
    var proposedViewSize: Size?
    /// While this controller's presented controller covers the window: the view the presentation
    /// took out of the window (this controller's screen), to be put back when it is dismissed.
    var coveredView: View?

    /// A controller whose view is not loaded yet.
    public override init() { super.init() }

    /// The screen's name: a navigation controller's bar shows it while the screen is on top (unless
    /// `navigationItem.title` is set) and on the back button of the screen pushed above it.
    public var title: String? {
        didSet { if title != oldValue { navigationController?.navigationItemDidChange(of: self) } }
    }

    /// What a navigation controller's bar shows while this screen is on top.
    public private(set) lazy var navigationItem: NavigationItem = {
        let item = NavigationItem()
        item.owner = self
        return item
    }()

    /// The root view, loaded on first access: `loadView()` (which sets it), then `viewDidLoad()`.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            if let old = loadedView, old.viewController === self { old.viewController = nil }
            loadedView = newValue
            newValue?.viewController = self
        }
    }

    /// Whether `view` has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        if loadedView == nil { view = View(frame: Rect(origin: .zero, size: initialViewSize)) }
        isLoadingView = false
        viewDidLoad()
    }

    /// Creates the root view and assigns it to `view`. Default: a plain `View` the size of the
    /// place the controller is shown in (the window, the navigation controller's view, the
    /// presenting window), so that `viewDidLoad` lays out subviews at their real size; 0×0 when
    /// loaded before it is shown anywhere. Do not call `super` when assigning your own.
    open func loadView() { view = View(frame: Rect(origin: .zero, size: initialViewSize)) }

    /// The size a view loaded now starts at: where the controller is being installed, else its
    /// parent's view, else 0×0.
    var initialViewSize: Size {
        if let proposedViewSize { return proposedViewSize }
        if let parent, parent.isViewLoaded { return parent.view.bounds.size }
        return .zero
    }

    /// Tells the controller the size it is about to be shown at (before its view is first loaded).
    func propose(_ size: Size) {
        if !isViewLoaded { proposedViewSize = size }
    }

    /// Called once, after the view loaded.
    open func viewDidLoad() {}
    /// The view is about to be shown.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is shown (its transition ended).
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to be hidden.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view is hidden (its transition ended).
    open func viewDidDisappear(_ animated: Bool) {}
    /// Before the root view's `layoutSubviews`, once per layout pass that lays it out.
    open func viewWillLayoutSubviews() {}
    /// After the root view's `layoutSubviews`.
    open func viewDidLayoutSubviews() {}

    /// The app's language changed: replace the strings the controller holds that came from
    /// `Localization.string`. Default: `title`, the navigation item's title and its buttons' titles
    /// (its views are told on their own).
    open func localizationDidChange(_ relocalization: Relocalization) { relocalizeTitles(relocalization) }

    /// The root view's superview; nil while the view is not loaded or in no hierarchy.
    open override var next: Responder? { loadedView?.superview }

    /// The nearest navigation controller containing this controller.
    public var navigationController: NavigationController? {
        var p = parent
        while let current = p {
            if let nav = current as? NavigationController { return nav }
            p = current.parent
        }
        return nil
    }

    /// Logs a misuse (nothing changes).
    func reportMisuse(_ message: String) {
        misuseCount += 1
        TactileLog.core.error("\(String(describing: type(of: self))): \(message); ignored")
    }
}
