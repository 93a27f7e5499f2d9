/// How screens move in and out: animated transitions take `duration` seconds of the window's clock.
@MainActor enum ScreenTransition {
    /// The length of an animated push, pop, present or dismiss.
    static let duration = 0.35

    /// Runs `changes` over `duration` when `animated` (then `done`), else applies them and calls
    /// `done` before returning.
    static func run(animated: Bool, _ changes: @escaping @MainActor () -> Void, done: @escaping @MainActor () -> Void) {
        guard animated else {
            changes()
            done()
            return
        }
        View.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: changes) { _ in done() }
    }

    /// Places `view` over all of `container`, following its size.
    static func fill(_ container: View, with view: View) {
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.frame = Rect(origin: .zero, size: container.bounds.size)
    }
}
