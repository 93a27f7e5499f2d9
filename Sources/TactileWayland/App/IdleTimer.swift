import TactileCore

/// Calls a handler once each time the app has had no input for `timeout` (`Application.idleTimeout`,
/// `Application.onIdle`), on the window's clock.
///
/// Input only updates a time (`RawInputTap.lastActivity`); one timer looks at it when the timeout
/// could have run out and re-arms for the rest, so input costs nothing here.
@MainActor final class IdleTimer {
    private let timeout: Duration
    private let handler: @MainActor () -> Void
    private let clock: any TactileClock
    private let tap: RawInputTap
    private let started: Duration
    private var token: TimerToken?
    /// The activity time the handler was last called for (once per idle period).
    private var notifiedFor: Duration?

    /// A running timer, or nil when `timeout` is nil, or 0 or less (logged: the feature is off).
    init?(timeout: Duration?, handler: (@MainActor () -> Void)?, clock: any TactileClock, tap: RawInputTap) {
        guard let timeout else { return nil }
        guard timeout > .zero else {
            PlatformLog.wayland.error("Application.idleTimeout is \(timeout), not positive; the idle handler is off")
            return nil
        }
        guard let handler else {
            PlatformLog.wayland.error("Application.idleTimeout is set but Application.onIdle is nil; the idle handler is off")
            return nil
        }
        self.timeout = timeout
        self.handler = handler
        self.clock = clock
        self.tap = tap
        started = clock.now
        arm(after: timeout)
    }

    /// Stops the timer.
    func stop() {
        if let token { clock.cancel(token) }
        token = nil
    }

    private func arm(after delay: Duration) {
        token = clock.schedule(after: delay) { [weak self] in self?.check() }
    }

    private func check() {
        token = nil
        let now = clock.now
        let last = max(tap.lastActivity ?? started, started)
        let due = last + timeout
        guard now >= due else {
            arm(after: due - now)
            return
        }
        if notifiedFor != last {
            notifiedFor = last
            handler()
        }
        arm(after: timeout)   // look again for input after another timeout
    }
}
