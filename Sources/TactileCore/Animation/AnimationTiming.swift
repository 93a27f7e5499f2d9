/// When an animation runs on its clock and how far along it is at a given time.
struct AnimationTiming {
    /// The clock time of the `animate` call.
    var start: Duration
    /// Seconds before the animation starts moving (the old value shows meanwhile).
    var delay: Double
    /// Seconds one pass takes.
    var duration: Double
    var curve: AnimationCurve
    var autoreverses: Bool
    var repeats: Bool

    /// Seconds from the call until the animation has finished (infinite when it repeats).
    var totalTime: Double {
        repeats ? .infinity : delay + duration * (autoreverses ? 2 : 1)
    }

    /// Seconds since `start` at clock time `now`.
    func elapsed(at now: Duration) -> Double {
        let (seconds, attoseconds) = (now - start).components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }

    /// Whether the animation has finished at `now`.
    func isFinished(at now: Duration) -> Bool { elapsed(at: now) >= totalTime }

    /// The interpolation fraction at `now`: 0 shows the old value, 1 the new (a spring may overshoot).
    func fraction(at now: Duration) -> Double {
        var t = elapsed(at: now) - delay
        guard t > 0 else { return 0 }
        let cycle = duration * (autoreverses ? 2 : 1)
        if repeats {
            t = t.truncatingRemainder(dividingBy: cycle)
        } else if t >= cycle {
            return 1
        }
        var local = t / duration
        if autoreverses && local > 1 { local = 2 - local }
        return curve.value(at: local, duration: duration)
    }
}
