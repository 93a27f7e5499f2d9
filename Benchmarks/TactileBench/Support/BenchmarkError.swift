/// Why a benchmark could not run (a group turns it into an error line; nothing is recorded).
enum BenchmarkError: Error, CustomStringConvertible {
    /// A child process could not be started.
    case cannotStart(String)
    /// A binary the benchmark needs is not built.
    case missingBinary(String)
    /// A spawned client stopped or failed before the benchmark was done.
    case clientFailed(String)
    /// Something expected did not happen in time.
    case timedOut(String)

    var description: String {
        switch self {
        case let .cannotStart(text): "cannot start \(text)"
        case let .missingBinary(text): text
        case let .clientFailed(text): text
        case let .timedOut(text): "timed out: \(text)"
        }
    }
}
