/// A controller that, once presented, shows over the presenter's screen instead of replacing it
/// (an alert: a dimmed window with a card on top). `present(_:animated:completion:)` and
/// `dismiss(animated:completion:)` leave the presenter's screen in the window, skip the presenter's
/// appearance calls, and hand the transition to the presented controller; a refused presentation is
/// reported by the presented controller (one line, in its own log) instead of the presenter.
@MainActor package protocol OverlayPresentation: AnyObject {
    /// `present` refused to show this controller for `reason` (nothing was shown or loaded).
    func presentationRefused(_ reason: String)
    /// The view was just added over the whole window: animate it in (when `animated`), then call `done`.
    func runPresentation(animated: Bool, done: @escaping @MainActor () -> Void)
    /// Animate the view out (when `animated`), then call `done`, which takes it out of the window.
    func runDismissal(animated: Bool, done: @escaping @MainActor () -> Void)
}
