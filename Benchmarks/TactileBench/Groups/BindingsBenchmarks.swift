/// Request marshalling and event dispatch against libwayland's C API.
enum BindingsBenchmarks: BenchmarkGroup {
    static let name = "bindings"
    static let summary = "request marshalling and event dispatch against libwayland's C API"

    @MainActor static func run(in run: BenchmarkRun) throws {
        // Not measured yet.
    }
}
