/// The monotonic clock of a running app. Its timers are fired by the platform event loop,
/// which asks `nextDeadline` to know how long it may sleep and calls `fireDueTimers()` when woken.
@MainActor public final class SystemClock: TactileClock {
    /// The app-wide clock.
    public static let shared = SystemClock()

    private let epoch = ContinuousClock.now
    private var timers = TimerQueue()

    /// A clock whose epoch is the moment of creation.
    public init() {}

    /// Time since this clock was created.
    public var now: Duration { ContinuousClock.now - epoch }

    /// Schedules `action` to run `delay` from now, when the event loop next fires due timers.
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        timers.add(deadline: now + max(delay, .zero), action)
    }

    /// Cancels a pending timer.
    public func cancel(_ token: TimerToken) { timers.remove(token) }

    /// The earliest pending deadline (in this clock's time), or nil when no timer is pending.
    public var nextDeadline: Duration? { timers.nextDeadline }

    /// How long the event loop may sleep before the next timer is due (zero if one is overdue).
    public var timeUntilNextDeadline: Duration? {
        guard let deadline = timers.nextDeadline else { return nil }
        return max(.zero, deadline - now)
    }

    /// Runs every timer due at `now` (default: the current time), in deadline order.
    /// Timers scheduled by the actions themselves run too if they are already due.
    public func fireDueTimers(now: Duration? = nil) {
        let limit = now ?? self.now
        while let due = timers.popDue(at: limit) { due.action() }
    }
}
