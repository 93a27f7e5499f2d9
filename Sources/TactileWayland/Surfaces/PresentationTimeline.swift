import TactileCore

/// Predicts when the window's next frame reaches the screen, from `wp_presentation` feedback.
///
/// Clock mapping: the compositor stamps presentations on its own clock (`wp_presentation.clock_id`,
/// CLOCK_MONOTONIC on weston and wlroots); the window clock counts from its own epoch. Both tick at
/// the same rate, so they differ by a constant offset. A `presented` event always arrives after the
/// presentation it reports, so `windowNow − presented` is an upper bound of that offset, exceeding
/// it by the event's delivery latency; the smallest value seen is kept (it converges to the offset
/// plus the shortest latency, typically well under a millisecond). A new `clock_id`, or a value
/// more than a second above the kept one (a changed epoch, a long suspend), starts over.
///
/// Prediction: the next presentation after `now` is the last presented time plus whole refresh
/// intervals; the frame an update at `now` draws belongs to the vblank one interval before that
/// (`frameTime(at:)`, what touch resampling targets). Without a usable prediction — no feedback yet, the last frame `discarded`, an unknown
/// (0) or implausible refresh, or a last presentation more than a second old — it is `now`.
struct PresentationTimeline {
    /// Window clock minus presentation clock.
    private var offset: Duration?
    private var clockID: UInt32?
    /// The last presentation, on the window clock.
    private(set) var lastPresented: Duration?
    /// The output's refresh interval, when known and plausible.
    private(set) var refreshInterval: Duration?

    /// Refresh intervals outside this range (1 Hz to 1000 Hz) are not believed.
    static let plausibleRefresh = Duration.milliseconds(1)...Duration.seconds(1)
    /// How far a prediction may reach from the last presentation.
    static let maximumAge = Duration.seconds(1)

    /// `wp_presentation.clock_id`.
    mutating func setClock(_ id: UInt32) {
        if clockID != id { offset = nil }
        clockID = id
    }

    /// `wp_presentation_feedback.presented`, received at `now` (window clock). Returns false, and
    /// changes nothing, when the timestamp is not a valid time (`tv_nsec` of a second or more).
    @discardableResult
    mutating func presented(secondsHigh: UInt32, secondsLow: UInt32, nanoseconds: UInt32, refresh: UInt32,
                            now: Duration) -> Bool {
        guard nanoseconds < 1_000_000_000 else { return false }
        // 64-bit unsigned seconds saturate at Int64.max; Duration holds the sum without overflow.
        let seconds = Int64(clamping: UInt64(secondsHigh) << 32 | UInt64(secondsLow))
        let stamp = Duration.seconds(seconds) + .nanoseconds(Int64(nanoseconds))
        let sample = now - stamp
        if let kept = offset, sample <= kept + Self.maximumAge {
            offset = min(kept, sample)
        } else {
            offset = sample
        }
        lastPresented = stamp + (offset ?? sample)
        let interval = Duration.nanoseconds(Int64(refresh))
        refreshInterval = Self.plausibleRefresh.contains(interval) ? interval : nil
        return true
    }

    /// `wp_presentation_feedback.discarded`: the next prediction falls back to the update time.
    mutating func discarded() {
        lastPresented = nil
    }

    /// When a frame committed at `now` is expected on screen (window clock).
    func predictedPresentation(after now: Duration) -> Duration {
        guard let last = lastPresented, let refresh = refreshInterval, now >= last,
              now - last <= Self.maximumAge else { return now }
        let elapsed = Self.nanoseconds(now - last), interval = Self.nanoseconds(refresh)
        return last + .nanoseconds(interval * (elapsed / interval + 1))
    }

    /// The display frame an update at `now` belongs to: the last vblank at or before `now` (the next
    /// presentation minus one refresh interval), so that successive frames' times are exactly one
    /// refresh apart whatever the update's own latency; `now` without a usable prediction.
    func frameTime(at now: Duration) -> Duration {
        let next = predictedPresentation(after: now)
        guard next > now, let refresh = refreshInterval else { return now }
        return next - refresh
    }

    /// A duration of at most a second or so, in whole nanoseconds.
    private static func nanoseconds(_ d: Duration) -> Int64 {
        let (seconds, attoseconds) = d.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
