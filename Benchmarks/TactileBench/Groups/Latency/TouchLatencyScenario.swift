import TactileCore
import TactileTesting
import TactileHeadless
#if canImport(Glibc)
import Glibc
#endif

/// One client under test in the latency group: a child process under its own compositor, a finger
/// held down on it, and motions along a back-and-forth path, each timed from the compositor's
/// `wl_touch.frame` to the arrival of the commit that shows it.
final class TouchLatencyScenario {
    /// How the scenario is labelled in figures.
    let label: String
    private let session: ChildSession
    private let window: HeadlessToplevel
    private let start: Point
    private let step: Point
    private let stepsPerLeg: Int
    private var motionIndex = 0
    /// Milliseconds per measured motion.
    private(set) var latencies: [Double] = []
    /// The client's CPU seconds when measuring began.
    private var cpuAtStart: Double?

    /// Starts `executable` and waits for its first frame, then puts a finger down at `start`.
    /// Motions go from `start` by `step` per motion for `stepsPerLeg` motions, then back, and so on.
    init(label: String, executable: String, arguments: [String], output: OutputSettings = OutputSettings(),
         start: Point, step: Point, stepsPerLeg: Int) throws {
        self.label = label
        self.start = start
        self.step = step
        self.stepsPerLeg = stepsPerLeg
        session = try ChildSession(executable: executable, arguments: arguments, output: output)
        window = try session.waitForFirstFrame()
        try session.settle(milliseconds: 100)
        let compositor = session.compositor
        compositor.eventTime = 1000
        try compositor.touchDown(id: 0, at: start, on: window.surface)
        try compositor.touchFrame()
        try compositor.dispatch()
        try session.settle(milliseconds: 20)
        // Beyond any slop (long-press allowance, pan hysteresis): the drag or pan begins here, untimed.
        compositor.eventTime &+= 8
        try compositor.touchMotion(id: 0, to: Point(x: start.x + 24, y: start.y + 12))
        try compositor.touchFrame()
        try compositor.dispatch()
        try session.settle(milliseconds: 50)
    }

    /// Milliseconds between two motions: 8 (a 120 Hz touchscreen), or `TACTILE_BENCH_LATENCY_INTERVAL_MS`.
    static var motionInterval: Double {
        let value = getenv("TACTILE_BENCH_LATENCY_INTERVAL_MS").flatMap { Double(String(cString: $0)) }
        return value.map { min(max($0, 0), 1000) } ?? 8
    }

    /// Sends motions that are not recorded (the drag or pan starts, caches fill).
    func warmUp(motions: Int) throws {
        for _ in 0..<motions { _ = try timeNextMotion() }
        session.client.controlProfile("--zero")
        cpuAtStart = session.client.cpuSeconds
    }

    /// The client's CPU time (user + system) per measured motion, in µs, set by `stop()` (10 ms
    /// clock ticks, so only meaningful over hundreds of motions).
    private(set) var cpuMicrosecondsPerMotion: Double?

    private func updateCPU() {
        guard let start = cpuAtStart, let now = session.client.cpuSeconds, !latencies.isEmpty else { return }
        cpuMicrosecondsPerMotion = (now - start) * 1e6 / Double(latencies.count)
    }

    /// Writes the profile of the measured motions (when the child runs under callgrind).
    func dumpProfile() {
        session.client.controlProfile("--dump")
    }

    /// Sends one motion and records its latency.
    func measureOne() throws {
        latencies.append(try timeNextMotion())
    }

    private func timeNextMotion() throws -> Double {
        motionIndex += 1
        let leg = motionIndex / stepsPerLeg, offset = motionIndex % stepsPerLeg
        let k = Double(leg % 2 == 0 ? offset : stepsPerLeg - offset)
        let point = Point(x: start.x + step.x * k, y: start.y + step.y * k)
        let compositor = session.compositor
        compositor.eventTime &+= 8
        try compositor.touchMotion(id: 0, to: point)
        let latency = try session.timeTouchFrame(showingOn: window.surface, what: "the commit after motion \(motionIndex)")
        // The client waits for input until the next touch frame, as on a 120 Hz touchscreen.
        try session.settle(milliseconds: Self.motionInterval)
        return latency
    }

    /// Stops the client (its figures stay).
    func stop() {
        updateCPU()
        session.client.stop()
    }

    /// The median and p99 of the recorded latencies.
    var statistics: Statistics { Statistics(latencies) }
}
