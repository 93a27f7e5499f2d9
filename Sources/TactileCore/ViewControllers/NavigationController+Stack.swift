extension NavigationController {
    /// Pops every screen above the root (the top one slides out when animated and on screen; the
    /// others leave at once, without appearance callbacks) and returns them, bottom first; nil when
    /// the root is already on top.
    @discardableResult public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        let popped = Array(viewControllers.dropFirst())
        let skipped = popped.dropLast()
        viewControllers = [viewControllers[0], top]
        for vc in skipped { release(vc) }
        popViewController(animated: animated)
        return popped
    }

    /// Replaces the stack with `vcs` (bottom first). A new top screen slides in as a push does, an
    /// earlier screen coming back to the top slides in as a pop does, and the same top screen stays
    /// without a transition; screens no longer on the stack leave. An empty list, a controller listed
    /// twice, this controller itself, or one on another stack or presented is logged and ignored.
    public func setViewControllers(_ vcs: [ViewController], animated: Bool) {
        guard let newTop = vcs.last else { return reportMisuse("setViewControllers: the list is empty") }
        for (i, vc) in vcs.enumerated() {
            let isOurs = viewControllers.contains { $0 === vc }
            guard vc !== self, !vcs[..<i].contains(where: { $0 === vc }),
                  isOurs || (vc.parent == nil && vc.presentingViewController == nil) else {
                return reportMisuse("setViewControllers: a controller is listed twice, or on another stack")
            }
        }
        let oldTop = topViewController
        let leaving = viewControllers.filter { old in !vcs.contains { $0 === old } }
        if newTop === oldTop {
            replaceStack(with: vcs, releasing: leaving)
        } else if let oldTop, viewControllers.contains(where: { $0 === newTop }) {
            // An earlier screen returns: the old top pops off the new stack.
            replaceStack(with: vcs + [oldTop], releasing: leaving.filter { $0 !== oldTop })
            popViewController(animated: animated)
        } else {
            // A new screen arrives: pushed over the old top, which then leaves the stack unless listed.
            let under = vcs.dropLast().filter { $0 !== oldTop }
            replaceStack(with: under + (oldTop.map { [$0] } ?? []), releasing: leaving.filter { $0 !== oldTop })
            pushViewController(newTop, animated: animated)
            viewControllers = vcs
            if let oldTop, !vcs.contains(where: { $0 === oldTop }), oldTop.parent === self { oldTop.parent = nil }
        }
        for vc in vcs where vc.parent == nil { vc.parent = self }
    }

    /// Makes `vcs` the stack, adopting the newcomers and letting `leaving` go.
    private func replaceStack(with vcs: [ViewController], releasing leaving: [ViewController]) {
        viewControllers = vcs
        for vc in vcs where vc.parent == nil { vc.parent = self }
        for vc in leaving { release(vc) }
    }

    /// `vc` is no longer on the stack: its view leaves the container and it leaves the controller.
    private func release(_ vc: ViewController) {
        if isViewLoaded, vc.isViewLoaded, vc.view.superview === view { vc.view.removeFromSuperview() }
        if vc.parent === self { vc.parent = nil }
    }
}
