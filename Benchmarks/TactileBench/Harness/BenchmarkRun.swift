import TactileTesting
import TactileTestSupport

/// What one `tactile-bench` invocation measured so far, and the helpers groups measure with.
///
/// Timing: `measure` runs the operation `operationsPerSample` times back to back per sample (so the
/// clock's own cost, ~20 ns, is spread out), takes `samples` samples after `warmUpSamples` unrecorded
/// ones, and records the median and p99 of the per-operation time. In smoke mode every count drops to
/// a token amount: the code paths run, the figures mean nothing.
@MainActor final class BenchmarkRun {
    /// Full measurement, or a quick pass that only proves every benchmark still runs (CI).
    enum Mode: String, Sendable {
        case full
        case smoke
    }

    let mode: Mode
    /// Figures in the order they were recorded.
    private(set) var figures: [Figure] = []
    /// Called after each recorded figure (the command prints it).
    var onFigure: ((Figure) -> Void)?

    /// Where the groups that run apps as child processes find them; nil: beside `tactile-bench`.
    let appsDirectory: String?

    init(mode: Mode, appsDirectory: String? = nil) {
        self.mode = mode
        self.appsDirectory = appsDirectory
    }

    var isSmoke: Bool { mode == .smoke }

    /// `full` in a full run; a token amount (at most 3) in smoke mode.
    func count(_ full: Int) -> Int { isSmoke ? min(full, 3) : full }

    /// Adds a figure measured elsewhere (latency percentiles, memory, ratios).
    func record(_ figure: Figure) {
        figures.append(figure)
        onFigure?(figure)
    }

    /// Times `operation` and records its median per-operation time in `unit` (`ns`, `µs` or `ms`),
    /// in wall time, or with `onCPUTime` in the thread's CPU time (`Stopwatch.cpuNow()`).
    @discardableResult
    func measure(group: String, name: String, unit: String = "ns", target: Target? = nil,
                 parameters: [String: String] = [:], note: String? = nil,
                 samples: Int = 101, warmUpSamples: Int = 5, operationsPerSample: Int = 1, onCPUTime: Bool = false,
                 _ operation: () throws -> Void) rethrows -> Figure {
        let perSample = max(1, count(operationsPerSample))
        let divisor = Double(perSample) * Self.nanoseconds(per: unit)
        var values: [Double] = []
        values.reserveCapacity(count(samples))
        for _ in 0..<count(warmUpSamples) {
            for _ in 0..<perSample { try operation() }
        }
        for _ in 0..<max(1, count(samples)) {
            let start = onCPUTime ? Stopwatch.cpuNow() : Stopwatch.now()
            for _ in 0..<perSample { try operation() }
            values.append(Double((onCPUTime ? Stopwatch.cpuNow() : Stopwatch.now()) &- start) / divisor)
        }
        let stats = Statistics(values)
        let figure = Figure(group: group, name: name, unit: unit, median: stats.median, p99: stats.p99,
                            samples: stats.count, target: target, parameters: parameters, note: note)
        record(figure)
        return figure
    }

    /// Counts Swift heap allocations per operation over `operations` runs of `operation` (after one
    /// warm-up run) and records the figure in `allocations`. Records nothing and returns nil when the
    /// runtime has no allocation hook.
    @discardableResult
    func countAllocations(group: String, name: String, target: Target? = .atMost(0),
                          parameters: [String: String] = [:], note: String? = nil,
                          operations: Int = 1000, _ operation: () -> Void) -> Figure? {
        operation()
        let n = max(1, count(operations))
        guard let total = AllocationCounter.measure({ for _ in 0..<n { operation() } }) else { return nil }
        let figure = Figure(group: group, name: name, unit: "allocations", median: Double(total) / Double(n),
                            samples: n, target: target, parameters: parameters, note: note)
        record(figure)
        return figure
    }

    static func nanoseconds(per unit: String) -> Double {
        switch unit {
        case "µs", "us": 1_000
        case "ms": 1_000_000
        case "s": 1_000_000_000
        default: 1
        }
    }
}
