import Foundation

/// What a program printed and how it ended: for tests that run a built binary or a system tool.
struct ProgramRun {
    /// The exit status.
    let status: Int32
    /// Everything written to standard output.
    let stdout: Data
    /// Everything written to standard error, as text.
    let stderr: String

    /// Runs `program` with `arguments` to its end; `environment` replaces the test's environment
    /// when given. (Standard error is read after standard output: the programs run here write
    /// little to it.)
    static func run(_ program: String, _ arguments: [String], environment: [String: String]? = nil) throws -> ProgramRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProgramRun(status: process.terminationStatus, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self))
    }
}
