extension Window {
    /// The controller whose view fills the window. Setting it removes the old one's view (sending it
    /// the disappear pair), fills the window with the new one's view at once and sends it the appear pair.
    public var rootViewController: ViewController? {
        get { rootViewControllerStorage }
        set {
            guard newValue !== rootViewControllerStorage else { return }
            if let old = rootViewControllerStorage {
                old.viewWillDisappear(false)
                if old.isViewLoaded, old.view.superview === self { old.view.removeFromSuperview() }
                old.viewDidDisappear(false)
            }
            rootViewControllerStorage = newValue
            guard let controller = newValue else { return }
            controller.propose(bounds.size)
            let root = controller.view!
            controller.viewWillAppear(false)
            ScreenTransition.fill(self, with: root)
            insertSubview(root, at: 0)
            controller.viewDidAppear(false)
        }
    }
}
