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
}
