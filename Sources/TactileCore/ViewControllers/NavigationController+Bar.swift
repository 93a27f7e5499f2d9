extension NavigationController {
    /// The back button's title, in English, when the screen below has no title; the bar shows it
    /// in the window's language ("Zurück", "رجوع").
    public static let defaultBackTitle = "Back"

    /// Where the screens go: the view's bounds below the bar (all of them while no bar shows).
    var screenArea: Rect {
        guard isViewLoaded else { return Rect(origin: .zero, size: initialViewSize) }
        let bounds = view.bounds
        let top = min(shownBarHeight, bounds.height)
        return Rect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: bounds.height - top)
    }

    /// The height the bar takes now: 0 while hidden or absent.
    private var shownBarHeight: Double {
        guard !isNavigationBarHidden, let navigationBar, isViewLoaded else { return 0 }
        let height = navigationBar.barHeight(forWidth: view.bounds.width)
        return height.isFinite ? max(0, height) : 0
    }

    /// The container's layout: makes the bar when the window offers one and none is made yet, then
    /// places the bar across the top and the screens below it (keeping how far a slide moved them).
    func layoutBarAndScreens() {
        guard isViewLoaded else { return }
        if navigationBar == nil, !isNavigationBarHidden, let make = view.window?.services[NavigationBarServiceKey.self] {
            let bar = make()
            navigationBar = bar
            view.addSubview(bar.barView)
            updateNavigationBar()
        }
        let area = screenArea
        if let bar = navigationBar?.barView {
            bar.isHidden = isNavigationBarHidden
            let frame = Rect(x: area.minX, y: view.bounds.minY, width: area.width, height: area.minY - view.bounds.minY)
            if bar.frame != frame { bar.frame = frame }
            if view.subviews.last !== bar { view.bringSubviewToFront(bar) }
        }
        for vc in viewControllers where vc.isViewLoaded && vc.view.superview === view {
            let screen = vc.view!
            let frame = Rect(x: screen.frame.minX, y: area.minY, width: area.width, height: area.height)
            if screen.frame != frame { screen.frame = frame }
        }
    }

    /// Tells the bar what the top screen shows. Runs when the stack, a navigation item or the
    /// language changes.
    func updateNavigationBar() {
        guard let navigationBar, let top = topViewController else { return }
        var backTitle: String?
        if viewControllers.count > 1, !top.navigationItem.hidesBackButton {
            let below = viewControllers[viewControllers.count - 2]
            let title = below.navigationItem.title ?? below.title ?? ""
            backTitle = title.isEmpty ? (isViewLoaded ? view.currentLocalization : Application.shared.localization).text(.back) : title
        }
        navigationBar.show(NavigationBarContent(
            title: top.navigationItem.title ?? top.title, backTitle: backTitle,
            trailingItems: top.navigationItem.rightBarButtonItems,
            goBack: { [weak self] in self?.popViewController(animated: true) }))
    }

    /// A screen's title or navigation item changed: the bar follows when it is the top or the one below.
    func navigationItemDidChange(of vc: ViewController) {
        let count = viewControllers.count
        guard count > 0, viewControllers[count - 1] === vc || (count > 1 && viewControllers[count - 2] === vc) else { return }
        updateNavigationBar()
    }
}

/// A navigation controller's view: lays out the bar and the screens (`layoutBarAndScreens()`).
final class NavigationContainerView: View {
    weak var controller: NavigationController?

    override func layoutSubviews() {
        controller?.layoutBarAndScreens()
    }
}

extension Window {
    /// A service was installed or removed: the navigation controllers in the window look for their
    /// bar again in the next layout pass.
    func servicesDidChange() {
        Self.markNavigationContainers(in: self)
    }

    private static func markNavigationContainers(in view: View) {
        if view is NavigationContainerView { view.setNeedsLayout() }
        for sub in view.subviews { markNavigationContainers(in: sub) }
    }
}
