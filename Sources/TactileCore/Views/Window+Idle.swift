extension Window {
    /// How long the window may go without input (touch, pointer, key) before `onIdle` is called,
    /// measured on the window's clock (`ManualClock` drives it in tests): for attract loops and
    /// returning to a home screen. Nil (the default) turns it off; 0 or less is logged and turns it
    /// off. Setting it at any time starts the wait afresh. A window the platform starts showing
    /// with none of its own takes `Application.idleTimeout`.
    public var idleTimeout: Duration? {
        get { idleWatch.timeout }
        set { idleWatch.timeout = newValue }
    }

    /// Called once each time the window has had no input for `idleTimeout`; the next input re-arms
    /// it. A window the platform starts showing with none of its own takes `Application.onIdle`.
    public var onIdle: (@MainActor () -> Void)? {
        get { idleWatch.handler }
        set { idleWatch.handler = newValue }
    }

    /// How long before `idleTimeout` runs out the window warns that it will (WCAG 2.2.1, EN 301 549
    /// 5.2: a visitor can ask for more time). 20 seconds by default. The warning is the widget
    /// set's alert, "Do you need more time?" with a "More time" button, spoken in speech mode; an
    /// app shows its own by installing an `IdleWarningPresenting` under `IdleWarningServiceKey`.
    /// Input takes the warning away; so does the timeout running out, just before `onIdle`. Nil,
    /// 0 or less (logged), or not shorter than `idleTimeout`: no warning.
    public var idleWarningInterval: Duration? {
        get { idleWatch.warningInterval }
        set { idleWatch.warningInterval = newValue }
    }

    /// Whether the idle warning is showing.
    public var isShowingIdleWarning: Bool { idleWatch.isWarning }

    /// Routes the idle watch's warning to the presenter installed under `IdleWarningServiceKey`.
    func watchIdleWarning() {
        idleWatch.warn = { [weak self] remaining in
            guard let self, let presenter = self.services[IdleWarningServiceKey.self] else { return }
            presenter.showIdleWarning(in: self, remaining: remaining) { [weak self] in self?.idleWatch.extend() }
        }
        idleWatch.withdrawWarning = { [weak self] in
            guard let self else { return }
            self.services[IdleWarningServiceKey.self]?.withdrawIdleWarning(in: self)
        }
    }
}
