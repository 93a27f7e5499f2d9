/// Touch frame to commit under HeadlessCompositor, against weston-simple-touch.
enum LatencyBenchmarks: BenchmarkGroup {
    static let name = "latency"
    static let summary = "touch frame to commit under HeadlessCompositor, against weston-simple-touch"

    @MainActor static func run(in run: BenchmarkRun) throws {
        // Not measured yet.
    }
}
