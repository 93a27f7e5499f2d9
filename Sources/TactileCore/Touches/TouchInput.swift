/// Raw touch input for a window, as a touchscreen reports it: per-finger down/move/up changes
/// collected until `frame()`, which delivers them as ONE `TouchEvent` through `Window.sendEvent`.
///
/// The one place touch changes wait for their frame, whoever produces them: `TouchDriver` in
/// tests, the Wayland backend (whose `wl_touch` handling only routes each finger here). Unknown ids
/// on move/up are ignored (debug log); a down reusing a live id cancels the old touch first.
/// Steady-state motion allocates nothing: touches, the event and all scratch storage are reused.
@MainActor public final class TouchInput {
    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    /// Weak: input kept by someone after its window is gone is ignored, not a crash.
    private weak var window: Window?
    /// Live touches plus those ending in the pending frame, in the order they began.
    @exclusivity(unchecked) private var live: [Touch] = []
    /// The touch each finger id currently names (live, not ending): lookups by id cost O(1), so
    /// thousands of fingers that never lift cost linear time overall.
    @exclusivity(unchecked) private var byID: [Int32: Touch] = [:]
    @exclusivity(unchecked) private var pending: [Touch] = []
    @exclusivity(unchecked) private var frameTimestamp: Duration = .zero
    /// Whether a pending change begins or ends a touch (not only moves one).
    @exclusivity(unchecked) private var pendingChangesPhase = false
    /// While speech mode is on: the fingers go to its gestures instead (`capturing` is the one
    /// check the ordinary path pays). Synthesized activations (`View.activationTouchID`) still
    /// take the ordinary path.
    @exclusivity(unchecked) private var capturing = false
    private var accessibilityCapture: SpeechGestureInterpreter?

    init(window: Window) {
        self.window = window
        live.reserveCapacity(16)
        byID.reserveCapacity(16)
        pending.reserveCapacity(16)
    }

    /// How many fingers are down (including ones lifting in the pending frame).
    public var activeTouchCount: Int { live.count }

    /// Whether a finger with `id` is down (or touching down in the pending frame).
    public func isLive(id: Int32) -> Bool { liveTouch(id) != nil }

    /// Whether changes are waiting for `frame()`.
    public var hasPendingChanges: Bool { !pending.isEmpty }

    /// Whether changes are waiting and they only move touches (none begins, ends or is cancelled):
    /// a frame that may wait for the display frame and be resampled (`frame(at:)`).
    public var pendingChangesOnlyMove: Bool { !pending.isEmpty && !pendingChangesPhase }

    /// A finger touched down at `location` (window coordinates).
    public func down(id: Int32, at location: Point, timestamp: Duration) {
        if capturing && id != View.activationTouchID {
            accessibilityCapture?.down(id: id, at: location, timestamp: timestamp)
            return
        }
        if let old = liveTouch(id) {
            TactileLog.core.debug("touch down reuses live id \(id): cancelling the old touch")
            if old.record.pendingPhase == .began { frame() }
            mark(old, .cancelled, timestamp)
            frame()
        }
        guard let window else { return }
        let t = Touch(identifier: id, location: location, timestamp: timestamp, window: window)
        live.append(t)
        byID[id] = t
        mark(t, .began, timestamp)
    }

    /// A finger moved to `location` (window coordinates).
    public func move(id: Int32, to location: Point, timestamp: Duration) {
        if capturing && id != View.activationTouchID {
            accessibilityCapture?.move(id: id, to: location, timestamp: timestamp)
            return
        }
        guard let t = liveTouch(id) else {
            TactileLog.core.debug("touch motion for unknown id \(id); ignored")
            return
        }
        if t.record.pendingPhase == nil {
            t.record.previousLocationInWindow = t.locationInWindow
            mark(t, .moved, timestamp)
        } else if t.record.pendingPhase == .began {
            t.record.previousLocationInWindow = location
        }
        t.record.locationInWindow = location
        t.record.timestamp = timestamp
        t.record.samples.append(TouchSample(timestamp: timestamp, location: location))
        frameTimestamp = max(frameTimestamp, timestamp)
    }

    /// A finger lifted.
    public func up(id: Int32, timestamp: Duration) {
        if capturing && id != View.activationTouchID {
            accessibilityCapture?.up(id: id, timestamp: timestamp)
            return
        }
        guard let t = liveTouch(id) else {
            TactileLog.core.debug("touch up for unknown id \(id); ignored")
            return
        }
        if t.record.pendingPhase == .began { frame() }
        // A lift ends where the finger really was (the last delivered place may be resampled).
        if let newest = t.record.samples.newest, newest.location != t.locationInWindow {
            t.record.previousLocationInWindow = t.locationInWindow
            t.record.locationInWindow = newest.location
        }
        mark(t, .ended, timestamp)
    }

    /// The system took the touches away (`wl_touch.cancel`): every live touch is cancelled and
    /// the event is delivered at once. Touches that never reached a frame are simply dropped.
    public func cancelAll(timestamp: Duration) {
        if capturing { accessibilityCapture?.cancelAll() }
        live.removeAll { t in t.record.pendingPhase == .began }
        byID.removeAll(keepingCapacity: true)
        pending.removeAll()
        pendingChangesPhase = false
        for t in live { t.record.pendingPhase = nil }
        for t in live { mark(t, .cancelled, timestamp) }
        frame()
    }

    /// Starts (or with nil, ends) handing fingers to speech mode's gestures. Starting cancels the
    /// touches in progress, so the app's recognizers and views let go of them.
    func setAccessibilityCapture(_ capture: SpeechGestureInterpreter?, timestamp: Duration) {
        if capture != nil && !capturing && !live.isEmpty { cancelAll(timestamp: timestamp) }
        accessibilityCapture = capture
        capturing = capture != nil
    }

    /// How far behind a display frame's time resampled positions are taken (`frame(at:)`): about one
    /// digitiser interval, so that samples on both sides of it have usually arrived.
    public var resampleLatency: Duration = .milliseconds(5)
    /// The furthest a resampled position is predicted past the newest sample.
    public static let maximumExtrapolation: Duration = .milliseconds(3)

    /// Delivers the pending changes for a display frame at `frameTime` (the clock's time). With
    /// `Window.touchResampling`, a moving touch past its slop (a drag, never a tap) is placed where
    /// its samples say it was at `frameTime − resampleLatency`: interpolated between the samples
    /// around that time, or extrapolated from the last two by at most `maximumExtrapolation`.
    /// Touches beginning or ending keep their raw positions, so phases are never reordered.
    public func frame(at frameTime: Duration) {
        if let window, window.touchResampling {
            let target = frameTime - resampleLatency
            for t in pending where t.record.pendingPhase == .moved && t.record.hasPassedSlop {
                if let p = t.record.samples.location(at: target, maximumExtrapolation: Self.maximumExtrapolation) {
                    t.record.locationInWindow = p
                    if p != t.record.samples.newest?.location { restsOffSample = true }
                }
            }
        }
        frame()
    }

    /// Whether a touch delivered by `frame(at:)` was left off its newest raw sample (behind it, or
    /// ahead by the extrapolation): `settleResampledTouches()` brings it there.
    public private(set) var restsOffSample = false

    /// Delivers, raw, each touch that `frame(at:)` left off its newest raw sample at that sample: a
    /// finger that stopped moving comes to rest where it really is, one display frame later. Does
    /// nothing while changes are pending (their own frame resamples them) or when no touch is off
    /// its sample.
    public func settleResampledTouches() {
        guard restsOffSample, pending.isEmpty else { return }
        restsOffSample = false
        for t in live where t.record.pendingPhase == nil {
            guard let newest = t.record.samples.newest, newest.location != t.locationInWindow else { continue }
            t.record.previousLocationInWindow = t.locationInWindow
            t.record.locationInWindow = newest.location
            mark(t, .moved, newest.timestamp)
        }
        frame()
    }

    /// Delivers the changes since the last frame as one event. Does nothing without changes.
    /// Called from inside a delivery (a handler feeding input), it delivers once the current event is done.
    public func frame() {
        guard !isDelivering else {
            frameRequested = true
            return
        }
        isDelivering = true
        defer { isDelivering = false }
        var rounds = 0
        repeat {
            frameRequested = false
            deliverPending()
            rounds += 1
        } while frameRequested && rounds < 64
    }

    @exclusivity(unchecked) private var isDelivering = false
    @exclusivity(unchecked) private var frameRequested = false

    private func deliverPending() {
        guard !pending.isEmpty, let window else { return }
        let event = window.event
        event.storedTimestamp = frameTimestamp
        // Only the touches that changed in the last event or change in this one are visited: the
        // others are already stationary, so fingers that never lift cost nothing per frame.
        for t in event.changed where t.record.pendingPhase == nil && !t.phase.isTerminal { t.record.phase = .stationary }
        if !pending.isSortedBySerial { pending.sort { $0.serial < $1.serial } }
        for t in pending {
            guard let phase = t.record.pendingPhase else { continue }
            t.record.phase = phase
            if phase == .began { event.add(t) }
            t.record.pendingPhase = nil
        }
        event.setChanged(pending)
        pending.clearKeepingCapacity()
        pendingChangesPhase = false
        window.idleWatch.noteActivity(at: frameTimestamp)
        let ending = window.dispatcher.deliverFrame(event)
        // Ended touches leave in one pass over the list (not one search and shift per touch), so
        // cancelling thousands of fingers costs linear time.
        guard ending > 0 else { return }
        event.removeTerminal()
        live.removeTerminalTouches()
    }

    private func liveTouch(_ id: Int32) -> Touch? {
        byID[id]
    }

    private func mark(_ t: Touch, _ phase: TouchPhase, _ timestamp: Duration) {
        // An ending touch no longer answers to its id (a new finger may reuse it at once).
        if phase.isTerminal, byID[t.identifier] === t { byID[t.identifier] = nil }
        if t.record.pendingPhase == nil { pending.append(t) }
        if phase != .moved { pendingChangesPhase = true }
        t.record.pendingPhase = phase
        t.record.timestamp = timestamp
        frameTimestamp = pending.count == 1 ? timestamp : max(frameTimestamp, timestamp)
    }
}

private extension Array where Element == Touch {
    /// Whether the touches are in the order they began (as `live` is).
    var isSortedBySerial: Bool {
        var k = 1
        while k < count {
            if self[k - 1].serial > self[k].serial { return false }
            k += 1
        }
        return true
    }
}
