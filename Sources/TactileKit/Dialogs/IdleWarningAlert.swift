import TactileCore

/// The warning a window shows before its idle timeout runs out (`Window.idleWarningInterval`): an
/// alert, "Do you need more time?", saying how many seconds are left, with a "More time" button
/// that starts the wait again. Its words are in the window's language; in speech mode the
/// screen reader's focus moves to it and speaks it, and keypad navigation reaches its button.
///
/// It is presented over whatever the window shows (the topmost presented controller). A window
/// with no root view controller, or one presenting something that cannot present, gets no warning
/// (logged); the idle handler still runs when the time is up.
@MainActor public final class IdleWarningAlert: IdleWarningPresenting {
    /// The alert on screen, while it is.
    public private(set) var alert: AlertController?

    /// A presenter with nothing on screen.
    public init() {}

    /// Installs a presenter as `window`'s idle warning (the platform does this for every window
    /// whose app installed none).
    public static func install(in window: Window) {
        window.services[IdleWarningServiceKey.self] = IdleWarningAlert()
    }

    public func showIdleWarning(in window: Window, remaining: Duration, extend: @escaping @MainActor () -> Void) {
        withdrawIdleWarning(in: window)
        guard var presenter = window.rootViewController else {
            return DialogsLog.logger.warning("idle warning: the window has no root view controller; not shown")
        }
        while let next = presenter.presentedViewController { presenter = next }
        let localization = window.localization
        let seconds = Int((Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18).rounded(.up))
        let alert = AlertController(title: localization.text(.idleWarningTitle),
                                    message: localization.text(.idleWarningMessage, seconds),
                                    preferredStyle: .alert)
        let more = AlertAction(title: localization.text(.moreTime), style: .default) { [weak self] _ in
            self?.alert = nil
            extend()
        }
        alert.addAction(more)
        alert.preferredAction = more
        self.alert = alert
        presenter.present(alert, animated: true)
        if alert.presentingViewController == nil { self.alert = nil }
    }

    public func withdrawIdleWarning(in window: Window) {
        guard let alert else { return }
        self.alert = nil
        guard let presenter = alert.presentingViewController, presenter.presentedViewController === alert else { return }
        presenter.dismiss(animated: false)
    }
}
