import Foundation

/// Runs the memory group in a fresh copy of this binary, so that what other groups allocated (and
/// what the allocator keeps from them) does not pollute its RSS figures. The child is
/// `tactile-bench --group memory --output <temp file>` with `environmentKey` set; the parent
/// reads the child's figures back from that file.
enum MemoryChildProcess {
    static let environmentKey = "TACTILE_BENCH_MEMORY_CHILD"

    /// Whether this process is such a child.
    static var isChild: Bool { ProcessInfo.processInfo.environment[environmentKey] != nil }

    /// Runs the child and returns the figures it recorded.
    static func run(smoke: Bool) throws -> [Figure] {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-bench-memory-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath())
        process.arguments = ["--group", "memory", "--output", output] + (smoke ? ["--smoke"] : [])
        var environment = ProcessInfo.processInfo.environment
        environment[environmentKey] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let log = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw MemoryBenchmarkError.childFailed(status: process.terminationStatus, output: String(decoding: log, as: UTF8.self))
        }
        return try ResultsFile.read(from: output).figures
    }

    /// This binary (`/proc/self/exe`, falling back to argv[0]).
    private static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}

/// Why the memory group cannot run.
enum MemoryBenchmarkError: Error, CustomStringConvertible {
    case childFailed(status: Int32, output: String)
    case unreadableRSS

    var description: String {
        switch self {
        case let .childFailed(status, output): "the memory child process exited with \(status):\n\(output)"
        case .unreadableRSS: "cannot read the resident set size from /proc/self/statm"
        }
    }
}
