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

/// How a timer's action (or a failure requirement, `WeakRecognizer`) reaches a recognizer without a
/// weak reference to the recognizer itself.
///
/// A weak reference gives its target a side table for life, and every later retain or release of
/// the target (hundreds per multi-finger frame for a recognizer) then takes the runtime's slow path.
/// The recognizer owns its link (and nothing else holds it strongly); actions and requirements hold
/// the link weakly, so the side table is the link's. Once the recognizer is deinitialized its link
/// is released and a pending action or requirement finds nothing, exactly as a weak reference to
/// the recognizer did. While the link can be loaded, the recognizer owning it has not been
/// destroyed, so the `unowned` (safe, checked: it traps rather than reading freed memory) reference
/// back to it is valid.
final class OwnerLink<Owner: AnyObject> {
    unowned let owner: Owner

    init(_ owner: Owner) { self.owner = owner }
}
