/// Per-window tap counting: a touch that begins soon after, and near, the previous tap's lift
/// continues its count. Only a tap counts: a brief touch (`tapMaximumDuration`) that stayed
/// within `tapCountDistance` of where it began (in millimetres on a display of known size: `Touch.thresholds`).
@MainActor struct TapCounter {
    private var lastLift: (location: Point, time: Duration, count: Int, distance: Double)?

    /// The tap count for a touch beginning at `location` at `time`.
    func count(at location: Point, time: Duration) -> Int {
        guard let last = lastLift,
              time - last.time <= GestureDefaults.tapCountInterval,
              location.distance(to: last.location) <= last.distance
        else { return 1 }
        return last.count + 1
    }

    /// Records a touch that lifted (ended, not cancelled).
    mutating func recordLift(of touch: Touch) {
        let brief = touch.timestamp - touch.startTimestamp <= GestureDefaults.tapMaximumDuration
        let distance = touch.thresholds.doubleTapDistance
        let still = touch.locationInWindow.distance(to: touch.startLocationInWindow) <= distance
        lastLift = brief && still ? (touch.locationInWindow, touch.timestamp, touch.tapCount, distance) : nil
    }

    /// Forgets the previous tap (after a cancelled touch).
    mutating func reset() { lastLift = nil }
}
