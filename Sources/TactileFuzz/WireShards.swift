import ArgumentParser
import Foundation
import TactileFuzzKit

/// One of the processes a `--jobs N` wire campaign runs: `K/N` on the command line, K from 1 to N.
struct WireShard: ExpressibleByArgument {
    /// Which share (0-based): the sequences whose index is `index` modulo `count`.
    var index: Int
    var count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), (1...64).contains(n), (1...n).contains(k) else { return nil }
        index = k - 1
        count = n
    }
}

extension WireFuzzOptions {
    /// Runs the campaign in `jobs` child processes of this executable, one shard each (their progress
    /// and failure reports go to this process's output), and prints the counts of all of them.
    /// Together the shards play exactly the sequences one process would.
    func runShards(_ options: WireCampaign.Options, apps: [WireApp], start: Date) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-fuzz-wire-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var processes: [(process: Process, summary: URL)] = []
        for k in 1...jobs {
            let summary = directory.appendingPathComponent("shard-\(k).json")
            var arguments = ["--wire", "--seed", "\(options.seed)", "--sequences", "\(options.sequences)",
                             "--max-events", "\(options.maxEvents)", "--max-failures", "\(options.maxFailures)",
                             "--binaries", binariesDirectory, "--apps", apps.map(\.name).joined(separator: ","),
                             "--start-index", "\(options.startIndex)", "--shard", "\(k)/\(jobs)", "--summary-file", summary.path]
            if let exclude { arguments += ["--exclude", exclude] }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            process.arguments = arguments
            try process.run()
            processes.append((process, summary))
        }
        var total = WireCampaign.Summary()
        var broken: [String] = []
        for (k, shard) in processes.enumerated() {
            shard.process.waitUntilExit()
            if let data = try? Data(contentsOf: shard.summary), let counts = try? JSONDecoder().decode(WireCampaign.Summary.self, from: data) {
                total.add(counts)
            }
            let status = shard.process.terminationStatus
            switch shard.process.terminationReason {
            case .uncaughtSignal: broken.append("shard \(k + 1)/\(jobs) died by signal \(status)")
            case .exit where status != 0: broken.append("shard \(k + 1)/\(jobs) exited with status \(status) (its report is above)")
            default: break
            }
        }
        print(Self.describe(total, seconds: Date().timeIntervalSince(start), seed: options.seed), terminator: "")
        for line in broken { print("  \(line)") }
        if !broken.isEmpty { throw ExitCode(1) }
    }

    /// Writes a shard's counts for the process that started it.
    func writeSummary(_ summary: WireCampaign.Summary, to path: String) throws {
        try JSONEncoder().encode(summary).write(to: URL(fileURLWithPath: path))
    }
}
