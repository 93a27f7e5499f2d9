import TactileCore

/// Moves one number from a start to an end value over a duration of the window's clock, a step per
/// display frame (a `FrameAnimator`): a switch's thumb, a progress bar's fill. Asks for frames only
/// while it runs, and sets no timers.
@MainActor final class ValueTween: FrameAnimator {
    private let from: Double
    private let to: Double
    private let start: Duration
    private let duration: Double
    private let apply: @MainActor (Double) -> Void

    /// A tween from `from` to `to` starting at `start` (a clock time) lasting `duration` seconds,
    /// handing each frame's value (ease-in-out) to `apply`; the last step hands over `to` exactly.
    init(from: Double, to: Double, start: Duration, duration: Double, apply: @escaping @MainActor (Double) -> Void) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.apply = apply
    }

    func step(at now: Duration) -> Bool {
        let elapsed = (now - start).controlSeconds
        let t = duration > 0 ? min(max(elapsed / duration, 0), 1) : 1
        let eased = t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)
        apply(t >= 1 ? to : from + (to - from) * eased)
        return t < 1
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var controlSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
