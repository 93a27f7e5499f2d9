/// One change of the finger configuration: every live touch, each with its phase.
///
/// A window reuses one event object for all its deliveries (as UIKit reuses its UIEvent);
/// do not keep it or its touches beyond the call.
@MainActor public final class TouchEvent {
    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    /// When the change happened, since the clock's epoch.
    public var timestamp: Duration { storedTimestamp }
    @exclusivity(unchecked) var storedTimestamp: Duration = .zero

    /// `timestamp` in seconds (`GestureGeometry.seconds`), converted once per event: the conversion
    /// is 128-bit arithmetic, and every velocity-tracking recognizer wants it on every motion.
    var timestampInSeconds: Double {
        if secondsTimestamp != timestamp {
            secondsTimestamp = timestamp
            seconds = GestureGeometry.seconds(timestamp)
        }
        return seconds
    }
    @exclusivity(unchecked) private var secondsTimestamp: Duration = .zero
    @exclusivity(unchecked) private var seconds = 0.0
    /// Every touch in the event, whatever its phase or view.
    public var allTouches: Set<Touch> {
        if !touchSetIsCurrent {
            touchSet.removeAll(keepingCapacity: true)
            for t in ordered { touchSet.insert(t) }
            touchSetIsCurrent = true
        }
        return touchSet
    }
    /// `allTouches`, made when it is read (the engine never reads it) and kept until a touch
    /// begins or ends.
    @exclusivity(unchecked) private var touchSet: Set<Touch> = []
    @exclusivity(unchecked) private var touchSetIsCurrent = true
    /// The same touches in the order they began.
    @exclusivity(unchecked) private(set) var ordered: [Touch] = []
    /// The touches that are not stationary in this event, in the order they began: delivery visits
    /// only these, so fingers resting on the screen cost nothing per event.
    @exclusivity(unchecked) private(set) var changed: [Touch] = []

    /// An empty event.
    init() {
        touchSet.reserveCapacity(16)
        ordered.reserveCapacity(16)
        changed.reserveCapacity(16)
    }

    /// The touches whose view is `view`.
    public func touches(for view: View) -> Set<Touch> {
        Set(ordered.lazy.filter { $0.view === view })
    }

    /// The touches currently being delivered to `recognizer`.
    public func touches(for recognizer: GestureRecognizer) -> Set<Touch> {
        let pending = recognizer.view?.window?.dispatcher.pendingJoiners ?? []
        return Set(ordered.lazy.filter { t in
            t.isReceived(by: recognizer)
                || (pending.containsIdentical(t) && t.record.swarm.containsIdentical(recognizer))
        })
    }

    /// The touches belonging to `window`.
    public func touches(for window: Window) -> Set<Touch> {
        Set(ordered.lazy.filter { $0.window === window })
    }

    /// Sets the event's changed touches (in the order they began).
    func setChanged(_ touches: [Touch]) {
        changed.removeAll(keepingCapacity: true)
        changed.append(contentsOf: touches)
    }

    func add(_ touch: Touch) {
        touchSetIsCurrent = false
        ordered.append(touch)
    }

    /// Removes every touch that ended or was cancelled, in one pass.
    func removeTerminal() {
        if !touchSet.isEmpty { touchSet.removeAll(keepingCapacity: true) }
        touchSetIsCurrent = false
        ordered.removeTerminalTouches()
        changed.removeTerminalTouches()
    }
}
