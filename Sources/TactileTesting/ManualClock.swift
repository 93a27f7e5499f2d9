import TactileCore

/// A clock that only moves when told to: tests advance it explicitly and due timers fire in order.
@MainActor public final class ManualClock: TactileClock {
    private var timers = TimerQueue()

    /// A clock at time zero with no timers.
    public init() {}

    /// The current manual time.
    public private(set) var now: Duration = .zero

    /// Schedules `action` at `now + delay` (negative delays count as zero).
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        timers.add(deadline: now + max(delay, .zero), action)
    }

    /// Cancels a pending timer.
    public func cancel(_ token: TimerToken) { timers.remove(token) }

    /// Whether a timer is pending.
    public var hasPendingTimers: Bool { !timers.isEmpty }

    /// Moves time forward by `d`, firing every timer that falls due, in deadline order, with
    /// `now` set to each timer's deadline while it runs. `.zero` fires the timers already due;
    /// negative durations are ignored.
    public func advance(by d: Duration) {
        guard d >= .zero else { return }
        let target = now + d
        while let due = timers.popDue(at: target) {
            now = max(now, due.deadline)
            due.action()
        }
        now = target
    }
}
