/// Estimates the velocity of a moving 2-D point by a least-squares line fit over its recent samples.
///
/// Samples older than `window` (relative to the newest sample) are ignored. Storage is a fixed ring
/// allocated once, so adding samples never allocates: recognizers feed it on every touch motion.
struct VelocityEstimator {
    /// How far back samples count.
    let window: Duration
    /// `window` in seconds (converted once: `Duration` to `Double` is 128-bit arithmetic).
    private let windowSeconds: Double
    private var times: [Double]
    private var xs: [Double]
    private var ys: [Double]
    /// Index of the oldest stored sample.
    private var start = 0
    /// Number of stored samples.
    private(set) var count = 0

    /// An estimator keeping at most `capacity` samples from the last `window`.
    init(window: Duration = GestureDefaults.velocitySampleWindow, capacity: Int = 64) {
        precondition(capacity >= 2, "VelocityEstimator needs room for at least two samples")
        self.window = window
        windowSeconds = GestureGeometry.seconds(window)
        times = Array(repeating: 0, count: capacity)
        xs = Array(repeating: 0, count: capacity)
        ys = Array(repeating: 0, count: capacity)
    }

    /// Forgets every sample.
    mutating func removeAll() {
        start = 0
        count = 0
    }

    /// Records the point `p` at time `t`. A sample at the same time as the newest replaces it;
    /// a sample older than the newest is ignored (time never goes backwards).
    mutating func add(_ p: Point, at t: Duration) {
        let time = GestureGeometry.seconds(t)
        let capacity = times.count
        if count > 0 {
            let newest = (start + count - 1) % capacity
            if time <= times[newest] {
                if time == times[newest] {
                    xs[newest] = p.x
                    ys[newest] = p.y
                }
                return
            }
        }
        if count == capacity {
            start = (start + 1) % capacity
            count -= 1
        }
        let i = (start + count) % capacity
        times[i] = time
        xs[i] = p.x
        ys[i] = p.y
        count += 1
        // Drop samples that fell out of the window.
        let horizon = time - windowSeconds
        while count > 1 && times[start] < horizon {
            start = (start + 1) % capacity
            count -= 1
        }
    }

    /// Moves every stored sample by `offset`: used when the tracked point jumps for a reason that is
    /// not motion (a finger added or lifted), so the jump does not show up as velocity.
    mutating func shift(by offset: Point) {
        let capacity = times.count
        for k in 0..<count {
            let i = (start + k) % capacity
            xs[i] += offset.x
            ys[i] += offset.y
        }
    }

    /// The fitted velocity in units per second; zero with fewer than two samples.
    var velocity: Point {
        guard count >= 2 else { return .zero }
        let capacity = times.count
        let n = Double(count)
        var st = 0.0, sx = 0.0, sy = 0.0
        for k in 0..<count {
            let i = (start + k) % capacity
            st += times[i]
            sx += xs[i]
            sy += ys[i]
        }
        let mt = st / n, mx = sx / n, my = sy / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for k in 0..<count {
            let i = (start + k) % capacity
            let dt = times[i] - mt
            stt += dt * dt
            stx += dt * (xs[i] - mx)
            sty += dt * (ys[i] - my)
        }
        guard stt > 0 else { return .zero }
        return Point(x: stx / stt, y: sty / stt)
    }
}
