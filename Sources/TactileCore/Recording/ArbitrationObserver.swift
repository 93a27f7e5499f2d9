/// Watches a window's touch arbitration: every recognizer state change (with the failure or
/// cancellation reason) and every responder call a view receives, in the order they happen.
///
/// One observer per window. Recognizers added after it starts are picked up by `refresh()`
/// (the replayer calls it before each record). Observing allocates; it is meant for replay,
/// golden tests and fuzzing, not for production hot paths.
@MainActor public final class ArbitrationObserver {
    /// Something the engine did.
    public enum Event {
        /// A recognizer changed state; `reason` is its failure reason when it failed or was cancelled.
        case transition(GestureRecognizer, from: GestureState, to: GestureState, reason: String?)
        /// A view is about to receive `touchesBegan` (etc.) for `touches`.
        case delivery(View, TouchPhase, Set<Touch>)
    }

    /// The observed window.
    public private(set) weak var window: Window?
    private var handlers: [(Event, Duration) -> Void] = []
    private var observed: [ObjectIdentifier: GestureRecognizer] = [:]
    /// Observers that were installed before ours, restored by `stop()`.
    private var previousObservers: [ObjectIdentifier: (GestureState, GestureState) -> Void] = [:]
    /// A failed/cancelled transition whose reason is set just after the state: emitted at the next event.
    private var pendingTerminal: (GestureRecognizer, GestureState, GestureState, Duration)?
    private var isActive = true

    /// Starts observing `window`; `handler` receives every event with the clock time it happened at.
    public init(window: Window, handler: ((Event, Duration) -> Void)? = nil) {
        self.window = window
        if let handler { handlers.append(handler) }
        if window.dispatcher.viewDeliveryObserver != nil {
            TactileLog.core.error("ArbitrationObserver: \(window.displayName) already has an observer; it is replaced (use addHandler to share one)")
        }
        window.dispatcher.viewDeliveryObserver = { [weak self] view, phase, touches in
            guard let self, self.isActive else { return }
            self.emitPending()
            self.emit(.delivery(view, phase, touches))
        }
        refresh()
    }

    /// Adds another receiver of events.
    public func addHandler(_ handler: @escaping (Event, Duration) -> Void) { handlers.append(handler) }

    /// Starts observing recognizers attached since the last call, and emits any pending event.
    public func refresh() {
        emitPending()
        guard isActive, let window else { return }
        visit(window)
    }

    /// Emits what is pending and stops observing.
    public func stop() {
        emitPending()
        isActive = false
        if let window { window.dispatcher.viewDeliveryObserver = nil }
        for (id, g) in observed { g.stateObserver = previousObservers[id] }
        observed.removeAll()
        previousObservers.removeAll()
    }

    /// Every recognizer observed so far.
    public var recognizers: [GestureRecognizer] { Array(observed.values) }

    private func visit(_ v: View) {
        for g in v.gestureRecognizers where observed[ObjectIdentifier(g)] == nil { observe(g) }
        for s in v.subviews { visit(s) }
    }

    private func observe(_ g: GestureRecognizer) {
        observed[ObjectIdentifier(g)] = g
        let previous = g.stateObserver
        previousObservers[ObjectIdentifier(g)] = previous
        g.stateObserver = { [weak self, unowned g] old, new in
            previous?(old, new)
            guard let self, self.isActive else { return }
            self.emitPending()
            if new == .failed || new == .cancelled {
                // The engine stores the reason right after the state: emitted at the next event.
                self.pendingTerminal = (g, old, new, self.now)
            } else {
                self.emit(.transition(g, from: old, to: new, reason: nil))
            }
        }
    }

    private func emitPending() {
        guard let (g, old, new, time) = pendingTerminal else { return }
        pendingTerminal = nil
        emit(.transition(g, from: old, to: new, reason: g.failureReason), at: time)
    }

    private var now: Duration { window?.clock.now ?? .zero }

    private func emit(_ e: Event, at time: Duration? = nil) {
        let t = time ?? now
        for h in handlers { h(e, t) }
    }
}
