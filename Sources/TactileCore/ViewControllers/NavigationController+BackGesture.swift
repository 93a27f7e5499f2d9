extension NavigationController {
    /// The part of the width past which a released edge pan completes the pop.
    static let popCompletionFraction = 0.5
    /// A release faster than this (points per second, towards the trailing edge) completes the pop.
    static let popCompletionVelocity = 500.0

    /// The edge pan (from the leading edge): the top screen follows the finger towards the trailing edge; released far or fast enough it pops,
    /// otherwise it slides back. While the finger drives it, both screens are on surfaces of their
    /// own (as in an animated transition), so a motion moves surfaces rather than repainting.
    func interactivePopChanged(_ pan: ScreenEdgePanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard interactivePop == nil, viewControllers.count > 1, let leaving = topViewController else { return }
            let revealed = viewControllers[viewControllers.count - 2]
            interactivePop = (leaving, revealed)
            leaving.viewWillDisappear(true)
            revealed.viewWillAppear(true)
            show(revealed, below: leaving, sliding: true)
            interactivePopLifted = ScreenTransition.lift([revealed.view, leaving.view])
            followFinger(pan)
        case .changed:
            followFinger(pan)
        case .ended:
            guard let pop = interactivePop else { return }
            interactivePop = nil
            let lifted = takeInteractivePopLifted()
            let width = max(view.bounds.width, 1)
            let travelled = pan.translation(in: view).x * trailingSign
            let fast = pan.velocity(in: view).x * trailingSign > Self.popCompletionVelocity
            if travelled > width * Self.popCompletionFraction || fast {
                if viewControllers.last === pop.leaving { viewControllers.removeLast() }
                finishPop(leaving: pop.leaving, revealed: pop.revealed, animated: true, notify: true, lifted: lifted)
            } else {
                cancelInteractivePop(pop, lifted: lifted)
            }
        case .cancelled, .failed:
            guard let pop = interactivePop else { return }
            interactivePop = nil
            cancelInteractivePop(pop, lifted: takeInteractivePopLifted())
        case .possible:
            break
        }
    }

    private func followFinger(_ pan: ScreenEdgePanGestureRecognizer) {
        guard let pop = interactivePop else { return }
        let width = view.bounds.width, sign = trailingSign
        let travelled = min(max(pan.translation(in: view).x * sign, 0), width)
        pop.leaving.view.frame.origin.x = travelled * sign
        pop.revealed.view.frame.origin.x = -width * sign * 0.3 * (1 - travelled / max(width, 1))
    }

    /// The views the pan lifted, handed to the transition that ends it.
    private func takeInteractivePopLifted() -> [View] {
        defer { interactivePopLifted = [] }
        return interactivePopLifted
    }

    /// Slides the top screen back; the revealed one gets the disappear pair, the top one the appear pair.
    private func cancelInteractivePop(_ pop: (leaving: ViewController, revealed: ViewController), lifted: [View]) {
        let width = view.bounds.width * trailingSign
        let leavingView = pop.leaving.view!, revealedView = pop.revealed.view!
        pop.revealed.viewWillDisappear(true)
        pop.leaving.viewWillAppear(true)
        ScreenTransition.run(animated: true, moving: [leavingView, revealedView], lifted: lifted, {
            leavingView.frame.origin.x = 0
            revealedView.frame.origin.x = -width * 0.3
        }) { [weak self] in
            if self?.topViewController !== pop.revealed { revealedView.removeFromSuperview() }
            pop.revealed.viewDidDisappear(true)
            pop.leaving.viewDidAppear(true)
        }
    }
}
