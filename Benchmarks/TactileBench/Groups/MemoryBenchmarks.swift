/// Resident memory over a long replayed touch session.
enum MemoryBenchmarks: BenchmarkGroup {
    static let name = "memory"
    static let summary = "resident memory after 1,000,000 replayed touch events against after the first 10,000"

    @MainActor static func run(in run: BenchmarkRun) throws {
        // Not measured yet.
    }
}
