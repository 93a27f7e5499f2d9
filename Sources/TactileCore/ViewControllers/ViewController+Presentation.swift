extension ViewController {
    /// Shows `vc` full screen over this controller's window (sliding up from the bottom when
    /// animated). This controller gets `viewWillDisappear` then `vc` `viewWillAppear`, both before
    /// returning; the `did` pair follows when the transition ends, then `completion`.
    /// Misuse (this view in no window, something already presented, `vc` already presented) is
    /// logged and changes nothing.
    public func present(_ vc: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        guard let window = isViewLoaded ? view.window : nil else {
            return reportMisuse("present: the presenting view is in no window")
        }
        guard presentedViewController == nil else {
            return reportMisuse("present: already presenting \(String(describing: type(of: presentedViewController!)))")
        }
        guard vc !== self, vc.presentingViewController == nil, vc.parent == nil, !(vc.isViewLoaded && vc.view.window != nil) else {
            return reportMisuse("present: the controller is already shown")
        }
        presentedViewController = vc
        vc.presentingViewController = self
        let shown = vc.view!
        viewWillDisappear(animated)
        vc.viewWillAppear(animated)
        ScreenTransition.fill(window, with: shown)
        let final = shown.frame
        if animated { shown.frame.origin.y = window.bounds.height }
        window.addSubview(shown)
        ScreenTransition.run(animated: animated, { shown.frame = final }) { [weak self] in
            self?.viewDidDisappear(animated)
            vc.viewDidAppear(animated)
            completion?()
        }
    }

    /// Dismisses the controller this one presented (or, when it presents nothing, the one it was
    /// presented by dismisses it). Its view leaves the window when the transition ends. With nothing
    /// presented, runs `completion` and does nothing else.
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        guard let presented = presentedViewController else {
            if let presenter = presentingViewController {
                presenter.dismiss(animated: animated, completion: completion)
            } else {
                completion?()
            }
            return
        }
        presentedViewController = nil
        presented.presentingViewController = nil
        presented.viewWillDisappear(animated)
        viewWillAppear(animated)
        let leaving = presented.view!
        let below = leaving.superview?.bounds.height ?? leaving.frame.maxY
        ScreenTransition.run(animated: animated, { leaving.frame.origin.y = below }) { [weak self] in
            leaving.removeFromSuperview()
            presented.viewDidDisappear(animated)
            self?.viewDidAppear(animated)
            completion?()
        }
    }
}
