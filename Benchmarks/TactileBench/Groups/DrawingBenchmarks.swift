/// Map-pin scene repaints against the pixman fill floor.
enum DrawingBenchmarks: BenchmarkGroup {
    static let name = "drawing"
    static let summary = "map-pin scene repaints against the pixman fill floor"

    @MainActor static func run(in run: BenchmarkRun) throws {
        // Not measured yet.
    }
}
