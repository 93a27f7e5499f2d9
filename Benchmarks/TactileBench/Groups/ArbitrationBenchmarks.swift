/// A 10-finger frame through 20 recognizers with failure chains and simultaneous pairs.
enum ArbitrationBenchmarks: BenchmarkGroup {
    static let name = "arbitration"
    static let summary = "a 10-finger frame through 20 recognizers with failure chains and simultaneous pairs"

    @MainActor static func run(in run: BenchmarkRun) throws {
        // Not measured yet.
    }
}
