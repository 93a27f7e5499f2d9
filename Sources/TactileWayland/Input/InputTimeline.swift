import TactileCore

/// Maps the compositor's input timestamps onto the window clock's timeline.
///
/// Events carry `wl_*` millisecond times (32-bit, wrapping) or, with input-timestamps-v1,
/// nanosecond times; both count from an unspecified epoch. The first event anchors the mapping to
/// the clock's `now`; later events keep their exact spacing. A mapping that drifts more than a
/// second away from `now` (an epoch change, a long suspend) is re-anchored.
@MainActor final class InputTimeline {
    private let clock: any TactileClock
    private var offset: Duration?
    private var lastMilliseconds: UInt32?
    private var wraps: Int64 = 0
    /// Saturates the wrap count, so a compositor alternating huge and tiny times cannot overflow it.
    private static let maximumWraps = Int64(Int32.max)
    /// A nanosecond time from input-timestamps-v1 waiting for the event it describes.
    private var pendingPrecise: Duration?

    init(clock: any TactileClock) {
        self.clock = clock
    }

    /// Records an input-timestamps-v1 `timestamp` event; it applies to the next event with a time.
    func setPrecise(secondsHigh: UInt32, secondsLow: UInt32, nanoseconds: UInt32) {
        // 64-bit unsigned seconds saturate at Int64.max; nanoseconds past a second are clamped.
        let seconds = Int64(clamping: UInt64(secondsHigh) << 32 | UInt64(secondsLow))
        pendingPrecise = .seconds(seconds) + .nanoseconds(Int64(min(nanoseconds, 999_999_999)))
    }

    /// The clock time of an event stamped `milliseconds`, or of the pending precise timestamp.
    func time(milliseconds: UInt32) -> Duration {
        if let last = lastMilliseconds, milliseconds < last, last - milliseconds > UInt32.max / 2 {
            wraps = min(wraps + 1, Self.maximumWraps)
        }
        lastMilliseconds = milliseconds
        let raw: Duration
        if let precise = pendingPrecise {
            raw = precise
            pendingPrecise = nil
        } else {
            raw = .milliseconds(wraps << 32 + Int64(milliseconds))
        }
        return map(raw)
    }

    private func map(_ raw: Duration) -> Duration {
        let now = clock.now
        if let offset {
            let mapped = raw + offset
            let drift = mapped > now ? mapped - now : now - mapped
            if drift <= .seconds(1) { return mapped }
        }
        offset = now - raw
        return now
    }
}
