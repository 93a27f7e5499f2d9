/// Estimates the velocity of a moving 2-D point by a least-squares line fit over its recent samples.
///
/// Samples older than `window` (relative to the newest sample) are ignored. Storage is a fixed ring
/// allocated once, so adding samples never allocates: recognizers feed it on every touch motion.
struct VelocityEstimator {
    /// How far back samples count.
    let window: Duration
    /// `window` in seconds (converted once: `Duration` to `Double` is 128-bit arithmetic).
    private let windowSeconds: Double
    /// The samples, a ring of fixed capacity (one array: one uniqueness check per write).
    private var ring: [Sample]
    /// Index of the oldest stored sample.
    private var start = 0
    /// Number of stored samples.
    private(set) var count = 0

    private struct Sample {
        var time: Double
        var x: Double
        var y: Double
    }

    /// An estimator keeping at most `capacity` samples from the last `window`.
    init(window: Duration = GestureDefaults.velocitySampleWindow, capacity: Int = 64) {
        precondition(capacity >= 2, "VelocityEstimator needs room for at least two samples")
        self.window = window
        windowSeconds = GestureGeometry.seconds(window)
        ring = Array(repeating: Sample(time: 0, x: 0, y: 0), count: capacity)
    }

    /// Forgets every sample.
    mutating func removeAll() {
        start = 0
        count = 0
    }

    /// The ring index `k` places after `i` (`i` a valid index, `k` at most the capacity).
    @inline(__always)
    private func advanced(_ i: Int, by k: Int) -> Int {
        let j = i + k
        return j >= ring.count ? j - ring.count : j
    }

    /// Records the point `p` at time `t`. A sample at the same time as the newest replaces it;
    /// a sample older than the newest is ignored (time never goes backwards).
    mutating func add(_ p: Point, at t: Duration) {
        add(p, atSeconds: GestureGeometry.seconds(t))
    }

    /// `add(_:at:)` with the time already in seconds (`GestureGeometry.seconds` of the `Duration`,
    /// say `TouchEvent.timestampInSeconds`, converted once per event rather than once per recognizer).
    mutating func add(_ p: Point, atSeconds time: Double) {
        let capacity = ring.count
        if count > 0 {
            let newest = advanced(start, by: count - 1)
            if time <= ring[newest].time {
                if time == ring[newest].time {
                    ring[newest].x = p.x
                    ring[newest].y = p.y
                }
                return
            }
        }
        if count == capacity {
            start = advanced(start, by: 1)
            count -= 1
        }
        ring[advanced(start, by: count)] = Sample(time: time, x: p.x, y: p.y)
        count += 1
        // Drop samples that fell out of the window.
        let horizon = time - windowSeconds
        while count > 1 && ring[start].time < horizon {
            start = advanced(start, by: 1)
            count -= 1
        }
    }

    /// Moves every stored sample by `offset`: used when the tracked point jumps for a reason that is
    /// not motion (a finger added or lifted), so the jump does not show up as velocity.
    mutating func shift(by offset: Point) {
        for k in 0..<count {
            let i = advanced(start, by: k)
            ring[i].x += offset.x
            ring[i].y += offset.y
        }
    }

    /// The fitted velocity in units per second; zero with fewer than two samples.
    var velocity: Point {
        guard count >= 2 else { return .zero }
        let n = Double(count)
        var st = 0.0, sx = 0.0, sy = 0.0
        for k in 0..<count {
            let s = ring[advanced(start, by: k)]
            st += s.time
            sx += s.x
            sy += s.y
        }
        let mt = st / n, mx = sx / n, my = sy / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for k in 0..<count {
            let s = ring[advanced(start, by: k)]
            let dt = s.time - mt
            stt += dt * dt
            stx += dt * (s.x - mx)
            sty += dt * (s.y - my)
        }
        guard stt > 0 else { return .zero }
        return Point(x: stx / stt, y: sty / stt)
    }
}
