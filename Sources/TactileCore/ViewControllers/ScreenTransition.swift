/// How screens move in and out: animated transitions take `duration` seconds of the window's clock.
///
/// During an animated transition each moving screen draws into a surface of its own
/// (`View.usesOwnSurface`) when nothing else is drawn in front of it: on Wayland a frame of the
/// slide then only repositions those surfaces, and each screen is painted once rather than every
/// frame. When the transition ends, the screens that left the window give their surfaces up and the
/// one that stays keeps its surface, so the last frame repaints nothing; it returns to the window's
/// pixels when something else needs it there (`Window.reviewLiftedScreens()`).
@MainActor enum ScreenTransition {
    /// The length of an animated push, pop, present or dismiss.
    static let duration = 0.35

    /// Runs `changes` over `duration` when `animated` (then `done`), else applies them and calls
    /// `done` before returning. `moving` are the screens' views the changes move. `lifted`: views a
    /// gesture already moved onto surfaces of their own (`lift(_:)`), and no others are lifted.
    static func run(animated: Bool, moving: [View], lifted alreadyLifted: [View]? = nil,
                    _ changes: @escaping @MainActor () -> Void, done: @escaping @MainActor () -> Void) {
        guard animated else {
            changes()
            if let alreadyLifted { endSlides(alreadyLifted) }
            done()
            lowerDeparted(moving + (alreadyLifted ?? []))
            return
        }
        let lifted = alreadyLifted ?? lift(moving)
        View.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: changes) { _ in
            endSlides(lifted)
            done()
            lowerDeparted(moving + lifted)
        }
    }

    /// Moves the views of `moving` that may slide on surfaces of their own onto them (see
    /// `liftable`), or counts one more slide of those already there; returns them, for
    /// `run(animated:moving:lifted:_:done:)`.
    static func lift(_ moving: [View]) -> [View] {
        var sliding: [View] = []
        for view in moving where view.isLiftedScreen {
            guard let window = view.window else { continue }
            window.beginSlide(of: view)
            sliding.append(view)
        }
        for view in liftable(moving) {
            view.window?.beginSlide(of: view)
            sliding.append(view)
        }
        return sliding
    }

    /// The slides of `lifted` ended (before `done` may take them out of their window).
    private static func endSlides(_ lifted: [View]) {
        for view in lifted { view.window?.endSlide(of: view) }
    }

    /// Screens that left their window give their surfaces up.
    private static func lowerDeparted(_ views: [View]) {
        for view in views where view.isLiftedScreen && view.window == nil { view.lowerScreen() }
    }

    /// Places `view` over all of `container`, following its size.
    static func fill(_ container: View, with view: View) {
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.frame = Rect(origin: .zero, size: container.bounds.size)
    }

    /// The views of `moving` that may slide on a surface of their own: those not already on one
    /// (nor inside one), when everything drawn in front of them is one of them or already on a
    /// surface of its own above the window (see `ScreenSurfaceRules`).
    private static func liftable(_ moving: [View]) -> [View] {
        let candidates = moving.filter { $0.window != nil && !$0.isInsideOwnSurface }
        for view in candidates where !ScreenSurfaceRules.showsAsInWindow(view, also: candidates) { return [] }
        return candidates
    }
}
