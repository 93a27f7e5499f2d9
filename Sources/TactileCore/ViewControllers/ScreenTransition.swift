/// How screens move in and out: animated transitions take `duration` seconds of the window's clock.
///
/// During an animated transition each moving screen draws into a surface of its own
/// (`View.usesOwnSurface`) when nothing else is drawn in front of it: on Wayland a frame of the
/// slide then only repositions those surfaces, and each screen is painted once rather than every
/// frame. When the transition ends they return to the window's pixels.
@MainActor enum ScreenTransition {
    /// The length of an animated push, pop, present or dismiss.
    static let duration = 0.35

    /// Runs `changes` over `duration` when `animated` (then `done`), else applies them and calls
    /// `done` before returning. `moving` are the screens' views the changes move. `lifted`: views a
    /// gesture already moved onto surfaces of their own (`lift(_:)`); they return to the window's
    /// pixels when the transition ends, and no others are lifted.
    static func run(animated: Bool, moving: [View], lifted alreadyLifted: [View]? = nil,
                    _ changes: @escaping @MainActor () -> Void, done: @escaping @MainActor () -> Void) {
        guard animated else {
            changes()
            if let alreadyLifted { lower(alreadyLifted) }
            done()
            return
        }
        let lifted = alreadyLifted ?? lift(moving)
        View.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: changes) { _ in
            lower(lifted)
            done()
        }
    }

    /// Moves the views of `moving` that may slide on surfaces of their own onto them (see
    /// `liftable`), for a slide a gesture drives; returns them, for `run(animated:moving:lifted:_:done:)`.
    static func lift(_ moving: [View]) -> [View] {
        let lifted = liftable(moving)
        for view in lifted { view.usesOwnSurface = true }
        return lifted
    }

    /// Returns lifted views to the window's pixels.
    private static func lower(_ lifted: [View]) {
        for view in lifted { view.usesOwnSurface = false }
    }

    /// Places `view` over all of `container`, following its size.
    static func fill(_ container: View, with view: View) {
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.frame = Rect(origin: .zero, size: container.bounds.size)
    }

    /// The views of `moving` that may slide on a surface of their own: those not already on one
    /// (nor inside one), when every visible view drawn in front of them is one of them (a surface
    /// is stacked above all of the window's pixels).
    private static func liftable(_ moving: [View]) -> [View] {
        let candidates = moving.filter { $0.window != nil && !$0.isInsideOwnSurface }
        for view in candidates where !isFrontmost(view, among: candidates) { return [] }
        return candidates
    }

    /// Whether nothing but `group` is drawn in front of `view` in its window.
    private static func isFrontmost(_ view: View, among group: [View]) -> Bool {
        var node = view
        while let parent = node.superview {
            guard let index = parent.subviews.firstIndex(where: { $0 === node }) else { return false }
            for sibling in parent.subviews[(index + 1)...] where !sibling.isHidden {
                if !group.contains(where: { $0 === sibling }) { return false }
            }
            node = parent
        }
        return true
    }
}
