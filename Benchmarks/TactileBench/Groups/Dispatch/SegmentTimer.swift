/// Times one segment of a repeated cycle (say the down frame of a down/up cycle) when the rest of
/// the cycle must run between samples but must not be timed. One sample per cycle; the median and
/// p99 go into a figure like `BenchmarkRun.measure`'s.
@MainActor struct SegmentTimer {
    private var values: [Double] = []

    init(capacity: Int) { values.reserveCapacity(capacity) }

    /// Times `segment` once and keeps the sample (in `unit`).
    mutating func time(unit: String = "ns", _ segment: () -> Void) {
        let start = Stopwatch.now()
        segment()
        values.append(Double(Stopwatch.now() &- start) / BenchmarkRun.nanoseconds(per: unit))
    }

    /// The median of the samples taken so far (0 without samples).
    var median: Double { Statistics(values).median }

    /// Records the figure of the samples taken so far.
    @discardableResult
    func record(in run: BenchmarkRun, group: String, name: String, unit: String = "ns", target: Target? = nil,
                parameters: [String: String] = [:], note: String? = nil) -> Figure {
        let stats = Statistics(values)
        let figure = Figure(group: group, name: name, unit: unit, median: stats.median, p99: stats.p99,
                            samples: stats.count, target: target, parameters: parameters, note: note)
        run.record(figure)
        return figure
    }
}
