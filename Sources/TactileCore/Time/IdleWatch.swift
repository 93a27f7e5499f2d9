/// Calls a window's idle handler once each time the window has had no input for its idle timeout,
/// on the window's clock (`Window.idleTimeout`, `Window.onIdle`).
///
/// Input only updates a time (`noteActivity(at:)`, plus what the platform reports through
/// `platformActivity`); one timer looks at it when the timeout could have run out and re-arms for
/// the rest, so input costs one store here.
@MainActor package final class IdleWatch {
    private let clock: any TactileClock
    /// The quiet time before the handler runs; nil, 0 or less: off. Setting it starts the wait afresh.
    package var timeout: Duration? {
        didSet { restart() }
    }
    /// What runs when the window went idle; nil: the wait goes on and nothing is called.
    package var handler: (@MainActor () -> Void)?
    /// The latest input the platform saw that may not reach the window (a dropped wake touch, a
    /// pointer on nothing); nil: none known.
    package var platformActivity: (@MainActor () -> Duration?)?
    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift); written by
    // every delivered touch frame.
    /// The latest input delivered to the window.
    @exclusivity(unchecked) private var lastActivity: Duration?
    private var token: TimerToken?
    /// When the current wait started (the timeout was set).
    private var started: Duration = .zero
    /// The activity time the handler was last called for (once per idle period).
    private var notifiedFor: Duration?

    /// A watch on `clock`, off until `timeout` is set.
    package init(clock: any TactileClock) {
        self.clock = clock
    }

    /// Whether a timer is waiting for the window to go idle.
    package var isArmed: Bool { token != nil }

    /// Input reached the window at `time` (the clock's time).
    @inline(__always) package func noteActivity(at time: Duration) {
        lastActivity = time
    }

    /// Stops the timer (the timeout stays set; setting it again starts over).
    package func stop() {
        if let token { clock.cancel(token) }
        token = nil
    }

    private func restart() {
        stop()
        notifiedFor = nil
        guard let timeout else { return }
        guard timeout > .zero else {
            TactileLog.core.error("idleTimeout is \(timeout), not positive; the idle handler is off")
            return
        }
        started = clock.now
        arm(after: timeout)
    }

    private func arm(after delay: Duration) {
        token = clock.schedule(after: delay) { [weak self] in self?.check() }
    }

    private func check() {
        token = nil
        guard let timeout, timeout > .zero else { return }
        let now = clock.now
        let last = max(lastActivity ?? started, platformActivity?() ?? started, started)
        let due = last + timeout
        guard now >= due else {
            arm(after: due - now)
            return
        }
        arm(after: timeout)   // look again for input after another timeout
        guard notifiedFor != last else { return }
        notifiedFor = last
        handler?()
    }
}
