/// Checks the touch-delivery contract over a run, from `ArbitrationObserver` events:
/// - a view that received `touchesBegan` for a touch receives exactly one ended/cancelled for it
///   and nothing after (except a new `touchesBegan` when the touch is captured back to it);
///   a view never receives a later phase for a touch it did not see begin;
/// - every recognizer state change is legal (subclass transitions, toolkit-forced failure or
///   cancellation, reset from a terminal state to `.possible`);
/// - once every touch is gone (`verifyQuiescent`): no view delivery is open, every recognizer is
///   back in `.possible`, and no `Touch` object survives.
/// Problems are collected as text, never trapped on.
@MainActor public final class TouchInvariantMonitor {
    private struct Key: Hashable {
        let view: ObjectIdentifier
        let touch: UInt64
    }
    private struct WeakTouch { weak var touch: Touch? }

    private var open: [Key: String] = [:]
    private var closed: Set<Key> = []
    private var touches: [WeakTouch] = []
    private var seenSerials: Set<UInt64> = []

    /// What went wrong, in order.
    public private(set) var problems: [String] = []
    /// How many responder calls and state changes were checked.
    public private(set) var checkedEvents = 0

    /// An empty monitor.
    public init() {}

    /// Checks one observer event (its time does not matter to the invariants).
    public func check(_ event: ArbitrationObserver.Event, at time: Duration = .zero) {
        checkedEvents += 1
        switch event {
        case let .transition(g, from, to, _):
            let legal = GestureRecognizer.isLegal(from: from, to: to)
                || (from.isTerminal && to == .possible)
                || (from == .possible && to == .failed)
                || ((from == .began || from == .changed) && to == .cancelled)
            if !legal { problems.append("\(ArbitrationLog.name(of: g)): illegal transition \(from) → \(to)") }
        case let .delivery(view, phase, set):
            for t in set { deliver(t, phase, to: view) }
        }
    }

    private func deliver(_ t: Touch, _ phase: TouchPhase, to view: View) {
        track(t)
        let key = Key(view: ObjectIdentifier(view), touch: t.serial)
        let label = "\(view.displayName) touch \(t.identifier)"
        switch phase {
        case .began:
            // A closed pair may begin again: `captureTouch` back to a view that had the touch
            // starts a new delivery there (the capture contract). Beginning twice while open never.
            if open[key] != nil { problems.append("\(label): touchesBegan twice without an end") }
            closed.remove(key)
            open[key] = label
        case .moved, .stationary:
            if open[key] == nil {
                problems.append(closed.contains(key) ? "\(label): \(phase) after its end" : "\(label): \(phase) without touchesBegan")
            }
        case .ended, .cancelled:
            if open.removeValue(forKey: key) == nil {
                problems.append(closed.contains(key) ? "\(label): \(phase) after its end" : "\(label): \(phase) without touchesBegan")
            }
            closed.insert(key)
        }
    }

    /// Remembers the window's current touches (weakly) for the lifetime check.
    public func noteTouches(of window: Window) {
        for t in window.activeTouches { track(t) }
    }

    private func track(_ t: Touch) {
        if seenSerials.insert(t.serial).inserted { touches.append(WeakTouch(touch: t)) }
    }

    /// Checks the end-of-run invariants; call once every finger is up and time has moved on.
    /// `recognizers` are those that must be back in `.possible` (default: all in the window).
    public func verifyQuiescent(window: Window, recognizers: [GestureRecognizer]? = nil) {
        for label in open.values.sorted() { problems.append("\(label): never ended or cancelled") }
        open.removeAll()
        for g in recognizers ?? Self.recognizers(in: window) where g.state != .possible {
            problems.append("\(ArbitrationLog.name(of: g)) still \(g.state) after every touch ended")
        }
        if window.input.activeTouchCount > 0 {
            problems.append("\(window.input.activeTouchCount) touch(es) still active in the window's input")
        }
        let alive = touches.filter { $0.touch != nil }
        if !alive.isEmpty {
            let ids = alive.compactMap { $0.touch.map { String($0.identifier) } }.joined(separator: ",")
            problems.append("\(alive.count) Touch object(s) outlived their sequence (ids \(ids))")
        }
    }

    /// Every recognizer attached in `view`'s subtree.
    public static func recognizers(in view: View) -> [GestureRecognizer] {
        var out = view.gestureRecognizers
        for s in view.subviews { out += recognizers(in: s) }
        return out
    }
}
