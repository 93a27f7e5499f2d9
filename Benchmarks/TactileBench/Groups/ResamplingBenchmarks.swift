/// Resampled drags: a 120 Hz digitiser against a 60 Hz display (`ResampledDrag`), with and without
/// `Window.touchResampling`: the variance of a dragged view's per-frame step error and the latency
/// resampling adds.
enum ResamplingBenchmarks: BenchmarkGroup {
    static let name = "resampling"
    static let summary = "dragged view's per-frame step error, 120 Hz touch vs 60 Hz display, with/without resampling"

    @MainActor static func run(in run: BenchmarkRun) throws {
        var raw: [Double] = [], resampled: [Double] = []
        var rawLag: [Double] = [], resampledLag: [Double] = []
        for seed in 1...UInt64(run.count(20)) {
            let a = ResampledDrag(resampling: false, seed: seed).run()
            let b = ResampledDrag(resampling: true, seed: seed).run()
            raw.append(variance(a.stepErrors))
            resampled.append(variance(b.stepErrors))
            rawLag.append(mean(a.lags))
            resampledLag.append(mean(b.lags))
        }
        let ratio = Statistics(zip(raw, resampled).map { $0 / max($1, 1e-12) })
        let added = Statistics(zip(resampledLag, rawLag).map { $0 - $1 })
        let method = "2 s sweeps (≤ 630 pt/s), samples every 8.33 ms ± 1.5 ms arriving 0.5–3 ms late, frames every 16.7 ms; "
        run.record(Figure(group: name, name: "step variance without / with resampling", unit: "×",
                          median: ratio.median, p99: ratio.minimum, samples: ratio.count, target: .atLeast(4),
                          parameters: ["raw variance pt²": format(Statistics(raw).median),
                                       "resampled variance pt²": format(Statistics(resampled).median)],
                          note: method + "per seed, variance of (view step − true step) per frame; p99 = worst seed"))
        run.record(Figure(group: name, name: "latency added by resampling", unit: "ms",
                          median: added.median, p99: added.maximum, samples: added.count, target: .atMost(8.3),
                          parameters: ["raw lag ms": format(Statistics(rawLag).median),
                                       "resampled lag ms": format(Statistics(resampledLag).median)],
                          note: method + "lag of the view behind the finger's true path where it moves > 300 pt/s"))
        try runEndToEnd(in: run, method: method)
    }

    /// The same drags through `HeadlessCompositor` and the Wayland backend (`HeadlessResampledDrag`).
    @MainActor private static func runEndToEnd(in run: BenchmarkRun, method: String) throws {
        var raw: [Double] = [], resampled: [Double] = [], added: [Double] = []
        for seed in 1...UInt64(run.count(10)) {
            let a = try HeadlessResampledDrag(resampling: false, seed: seed).run()
            let b = try HeadlessResampledDrag(resampling: true, seed: seed).run()
            raw.append(variance(a.stepErrors))
            resampled.append(variance(b.stepErrors))
            added.append(mean(b.lags) - mean(a.lags))
        }
        let ratio = Statistics(zip(raw, resampled).map { $0 / max($1, 1e-12) })
        let lag = Statistics(added)
        let through = "through HeadlessCompositor (wl_touch with millisecond times, vblank, wp_presentation) and the "
            + "Wayland backend holding motion for the frame; "
        run.record(Figure(group: name, name: "end-to-end step variance without / with resampling", unit: "×",
                          median: ratio.median, p99: ratio.minimum, samples: ratio.count, target: .atLeast(4),
                          parameters: ["raw variance pt²": format(Statistics(raw).median),
                                       "resampled variance pt²": format(Statistics(resampled).median)],
                          note: method + through + "per seed; p99 = worst seed"))
        run.record(Figure(group: name, name: "end-to-end latency added by resampling", unit: "ms",
                          median: lag.median, p99: lag.maximum, samples: lag.count, target: .atMost(8.3),
                          note: method + through + "lag behind the true path at the frame's presentation"))
    }

    private static func mean(_ xs: [Double]) -> Double { xs.isEmpty ? 0 : xs.reduce(0, +) / Double(xs.count) }
    private static func variance(_ xs: [Double]) -> Double {
        let m = mean(xs)
        return mean(xs.map { ($0 - m) * ($0 - m) })
    }
    private static func format(_ x: Double) -> String { String(Double(Int((x * 1000).rounded())) / 1000) }
}
