/// A set of related benchmarks (one per hot path of the list), run by `tactile-bench`.
protocol BenchmarkGroup {
    /// The name `--group` selects it by, e.g. `dispatch`.
    static var name: String { get }
    /// One line on what it measures.
    static var summary: String { get }
    /// Measures everything and records the figures in `run`. Throws when it cannot run at all
    /// (a missing peer binary is a note on a figure, not an error).
    @MainActor static func run(in run: BenchmarkRun) throws
}

/// Every group, in the order a full run measures them.
enum BenchmarkGroups {
    static var all: [any BenchmarkGroup.Type] { [
        DispatchBenchmarks.self,
        ArbitrationBenchmarks.self,
        DrawingBenchmarks.self,
        ImageBenchmarks.self,
        LatencyBenchmarks.self,
        StartupBenchmarks.self,
        MemoryBenchmarks.self,
        BindingsBenchmarks.self,
        ScreensBenchmarks.self,
        ManyTouchesBenchmarks.self,
        ResamplingBenchmarks.self,
        TextEntryBenchmarks.self,
        TextLayoutBenchmarks.self,
        ListsBenchmarks.self,
        LanguagesBenchmarks.self,
        ControlsBenchmarks.self,
        AccessibilityBenchmarks.self,
    ] }
}
