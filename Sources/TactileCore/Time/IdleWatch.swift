/// Calls a window's idle handler once each time the window has had no input for its idle timeout,
/// on the window's clock (`Window.idleTimeout`, `Window.onIdle`), and asks for a warning
/// `warningInterval` before that (`Window.idleWarningInterval`).
///
/// Input only updates a time (`noteActivity(at:)`, plus what the platform reports through
/// `platformActivity`); one timer looks at it when the warning or the timeout could be due and
/// re-arms for the rest, so input costs one store here.
@MainActor package final class IdleWatch {
    private let clock: any TactileClock
    /// The quiet time before the handler runs; nil, 0 or less: off. Setting it starts the wait afresh.
    package var timeout: Duration? {
        didSet { restart() }
    }
    /// How long before the timeout the warning shows; nil, 0 or less, or not shorter than the
    /// timeout: no warning. Setting it starts the wait afresh.
    package var warningInterval: Duration? = IdleWatch.defaultWarningInterval {
        didSet {
            if let warningInterval, warningInterval <= .zero {
                TactileLog.core.error("idleWarningInterval is \(warningInterval), not positive; no idle warning")
            }
            restart()
        }
    }
    /// The warning's lead a window starts with: 20 seconds, the least WCAG 2.2.1 allows a visitor
    /// to ask for more time.
    package static let defaultWarningInterval: Duration = .seconds(20)
    /// What runs when the window went idle; nil: the wait goes on and nothing is called.
    package var handler: (@MainActor () -> Void)?
    /// Shows the warning, given the time left before the handler runs.
    package var warn: (@MainActor (Duration) -> Void)?
    /// Takes the shown warning away (input came, or the time ran out).
    package var withdrawWarning: (@MainActor () -> Void)?
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
    /// The activity time the warning was last shown for (once per idle period).
    private var warnedFor: Duration?
    /// Whether the warning is on screen.
    package private(set) var isWarning = false

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

    /// The visitor asked for more time (the warning's button): the wait starts again from now, and
    /// the warning counts as gone.
    package func extend() {
        lastActivity = clock.now
        isWarning = false
        stop()
        check()
    }

    /// Stops the timer (the timeout stays set; setting it again starts over).
    package func stop() {
        if let token { clock.cancel(token) }
        token = nil
    }

    /// The warning's lead when it applies to `timeout`, else nil.
    private func warningLead(for timeout: Duration) -> Duration? {
        guard let warningInterval, warningInterval > .zero, warningInterval < timeout else { return nil }
        return warningInterval
    }

    private func restart() {
        stop()
        notifiedFor = nil
        warnedFor = nil
        takeWarningAway()
        guard let timeout else { return }
        guard timeout > .zero else {
            TactileLog.core.error("idleTimeout is \(timeout), not positive; the idle handler is off")
            return
        }
        started = clock.now
        arm(after: timeout - (warningLead(for: timeout) ?? .zero))
    }

    private func arm(after delay: Duration) {
        token = clock.schedule(after: delay) { [weak self] in self?.check() }
    }

    private func takeWarningAway() {
        guard isWarning else { return }
        isWarning = false
        withdrawWarning?()
    }

    private func check() {
        token = nil
        guard let timeout, timeout > .zero else { return }
        let now = clock.now
        let last = max(lastActivity ?? started, platformActivity?() ?? started, started)
        let due = last + timeout
        if now < due {
            let warnAt = due - (warningLead(for: timeout) ?? .zero)
            guard now >= warnAt else {
                takeWarningAway()
                return arm(after: warnAt - now)
            }
            arm(after: due - now)
            guard warnedFor != last else { return }
            warnedFor = last
            isWarning = true
            warn?(due - now)
            return
        }
        takeWarningAway()
        // Look again when input from now on could next make the warning due.
        arm(after: timeout - (warningLead(for: timeout) ?? .zero))
        guard notifiedFor != last else { return }
        notifiedFor = last
        handler?()
    }
}
