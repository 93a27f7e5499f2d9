/// Touch motion through windows of N views with R recognizers; hit-testing new touches.
enum DispatchBenchmarks: BenchmarkGroup {
    static let name = "dispatch"
    static let summary = "touch motion through windows of N views with R recognizers; hit-testing new touches"

    @MainActor static func run(in run: BenchmarkRun) throws {
        // Not measured yet.
    }
}
