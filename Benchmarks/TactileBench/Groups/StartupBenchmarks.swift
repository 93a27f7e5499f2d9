/// Map-pins start-up time and resident memory.
enum StartupBenchmarks: BenchmarkGroup {
    static let name = "startup"
    static let summary = "map-pins start-up time and resident memory"

    @MainActor static func run(in run: BenchmarkRun) throws {
        // Not measured yet.
    }
}
