extension ViewController {
    /// Shows `vc` full screen over this controller's window (sliding up from the bottom when
    /// animated). This controller gets `viewWillDisappear` then `vc` `viewWillAppear`, both before
    /// returning; the `did` pair follows when the transition ends, then `completion`.
    /// Misuse (this view in no window, something already presented, `vc` already presented) is
    /// logged and changes nothing. A controller that shows over the screen (`OverlayPresentation`,
    /// an alert) keeps the presenter's screen in the window and runs its own transition.
    public func present(_ vc: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        let overlay = vc as? OverlayPresentation
        func refuse(_ reason: String) {
            guard let overlay else { return reportMisuse("present: \(reason)") }
            misuseCount += 1
            overlay.presentationRefused(reason)
        }
        guard let window = isViewLoaded ? view.window : nil else {
            return refuse("the presenting view is in no window")
        }
        guard presentedViewController == nil else {
            if presentedViewController === vc { return refuse("the controller is already shown") }
            return refuse("already presenting \(String(describing: type(of: presentedViewController!)))")
        }
        guard vc !== self, vc.presentingViewController == nil, vc.parent == nil, !(vc.isViewLoaded && vc.view.window != nil) else {
            return refuse("the controller is already shown")
        }
        presentedViewController = vc
        vc.presentingViewController = self
        vc.propose(window.bounds.size)
        let shown = vc.view!
        if let overlay {
            // Over the presenter's screen, which stays in the window and keeps appearing.
            vc.viewWillAppear(animated)
            ScreenTransition.fill(window, with: shown)
            window.addSubview(shown)
            overlay.runPresentation(animated: animated) {
                vc.viewDidAppear(animated)
                completion?()
            }
            return
        }
        viewWillDisappear(animated)
        vc.viewWillAppear(animated)
        ScreenTransition.fill(window, with: shown)
        let final = shown.frame
        if animated { shown.frame.origin.y = window.bounds.height }
        window.addSubview(shown)
        ScreenTransition.run(animated: animated, moving: [shown], { shown.frame = final }) { [weak self] in
            // Full screen: the screen underneath leaves the window until the dismissal (as UIKit).
            if let self, self.presentedViewController === vc { self.coverScreen(under: shown, in: window) }
            self?.viewDidDisappear(animated)
            vc.viewDidAppear(animated)
            window.accessibilityScreenAppeared()
            completion?()
        }
    }

    /// Takes the presenter's screen (the window's subview holding this controller's view) out of
    /// the window, below `shown`.
    private func coverScreen(under shown: View, in window: Window) {
        var screen: View = view
        while let parent = screen.superview, parent !== window { screen = parent }
        guard screen.superview === window, screen !== shown else { return }
        coveredView = screen
        screen.removeFromSuperview()
    }

    /// Puts the screen the presentation took out back into `window`, below `presented` and filling
    /// the window as it did.
    private func restoreCoveredScreen(below presented: View) {
        guard let screen = coveredView else { return }
        coveredView = nil
        guard let window = presented.window, screen.superview == nil else { return }
        let index = window.subviews.firstIndex(where: { $0 === presented }) ?? window.subviews.count
        if screen.autoresizingMask.contains([.flexibleWidth, .flexibleHeight]) { ScreenTransition.fill(window, with: screen) }
        window.insertSubview(screen, at: index)
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
        if let overlay = presented as? OverlayPresentation {
            presented.viewWillDisappear(animated)
            let leaving = presented.view!
            overlay.runDismissal(animated: animated) {
                leaving.removeFromSuperview()
                presented.viewDidDisappear(animated)
                completion?()
            }
            return
        }
        presented.viewWillDisappear(animated)
        viewWillAppear(animated)
        let leaving = presented.view!
        restoreCoveredScreen(below: leaving)
        let below = leaving.superview?.bounds.height ?? leaving.frame.maxY
        ScreenTransition.run(animated: animated, moving: [leaving], { leaving.frame.origin.y = below }) { [weak self] in
            leaving.removeFromSuperview()
            presented.viewDidDisappear(animated)
            self?.viewDidAppear(animated)
            self?.view.window?.accessibilityScreenAppeared()
            completion?()
        }
    }
}
