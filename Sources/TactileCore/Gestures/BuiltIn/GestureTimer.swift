/// One pending timer of a recognizer, run on the recognizer's clock (the window's), so tests drive it with
/// `ManualClock` and nothing ever reads the wall clock.
@MainActor
struct GestureTimer {
    private var token: TimerToken?
    private weak var clock: (any TactileClock)?

    /// Schedules `action` after `delay` on `clock`, replacing any pending run. Without a clock (a recognizer
    /// not in a window) nothing is scheduled and `false` is returned.
    @discardableResult
    mutating func start(on clock: (any TactileClock)?, after delay: Duration,
                        _ action: @escaping @MainActor () -> Void) -> Bool {
        stop()
        guard let clock else { return false }
        self.clock = clock
        token = clock.schedule(after: delay, action)
        return true
    }

    /// Marks the timer as fired (call first thing in its action).
    mutating func fired() {
        token = nil
        clock = nil
    }

    /// Cancels the pending run, if any.
    mutating func stop() {
        if let token, let clock {
            clock.cancel(token)
        }
        token = nil
        clock = nil
    }
}
