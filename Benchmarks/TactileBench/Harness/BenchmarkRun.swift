import Foundation
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
    ///
    /// With `rounds` above 1 the samples are taken that many times, `roundGap` apart, and the figure
    /// is the round with the lowest median; its note lists every round's median. Memory-bound work on
    /// a shared virtual machine slows by up to 2× for stretches of a fraction of a second when a
    /// neighbour loads the host's caches (docs/BENCHMARKS.md, "Rounds"); the lowest round is the
    /// code's cost, the spread is the machine's.
    @discardableResult
    func measure(group: String, name: String, unit: String = "ns", target: Target? = nil,
                 parameters: [String: String] = [:], note: String? = nil,
                 samples: Int = 101, warmUpSamples: Int = 5, operationsPerSample: Int = 1, onCPUTime: Bool = false,
                 rounds: Int = 1, roundGap: Duration = .milliseconds(150),
                 _ operation: () throws -> Void) rethrows -> Figure {
        let perSample = max(1, count(operationsPerSample))
        let divisor = Double(perSample) * Self.nanoseconds(per: unit)
        for _ in 0..<count(warmUpSamples) {
            for _ in 0..<perSample { try operation() }
        }
        var best: Statistics?
        var medians: [Double] = []
        for round in 0..<max(1, isSmoke ? 1 : rounds) {
            if round > 0 { Self.pause(roundGap) }
            var values: [Double] = []
            values.reserveCapacity(count(samples))
            for _ in 0..<max(1, count(samples)) {
                let start = onCPUTime ? Stopwatch.cpuNow() : Stopwatch.now()
                for _ in 0..<perSample { try operation() }
                values.append(Double((onCPUTime ? Stopwatch.cpuNow() : Stopwatch.now()) &- start) / divisor)
            }
            let stats = Statistics(values)
            medians.append(stats.median)
            if best.map({ stats.median < $0.median }) ?? true { best = stats }
        }
        let stats = best ?? Statistics([])
        var fullNote = note
        if medians.count > 1 {
            let list = medians.map { Self.format($0) }.joined(separator: ", ")
            let summary = "lowest median of \(medians.count) rounds \(Int((roundGap / .milliseconds(1)).rounded())) ms apart (\(list) \(unit))"
            fullNote = note.map { $0 + "; " + summary } ?? summary
        }
        let figure = Figure(group: group, name: name, unit: unit, median: stats.median, p99: stats.p99,
                            samples: stats.count, target: target, parameters: parameters, note: fullNote)
        record(figure)
        return figure
    }

    /// Sleeps `duration` (between rounds, so they meet the machine in different states).
    static func pause(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }

    /// A median for a note: 4 significant digits at most.
    private static func format(_ value: Double) -> String {
        value >= 100 ? String(Int(value.rounded())) : String(Double(Int((value * 100).rounded())) / 100)
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
