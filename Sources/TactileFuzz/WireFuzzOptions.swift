import ArgumentParser
import Foundation
import TactileTesting
import TactileFuzzKit

/// `tactile-fuzz --wire`: the hostile-compositor campaign (docs/RELIABILITY.md).
struct WireFuzzOptions: ParsableArguments {
    @Option(help: "How many wire sequences to run (alternating between the apps).")
    var sequences = 1_000

    @Option(help: "The most events in one wire sequence.")
    var maxEvents = 60

    @Option(help: "Comma-separated apps to attack: map-pins, controls-demo, kiosk-demo (default: all three).")
    var apps: String?

    @Option(help: "The directory holding the built map-pins, controls-demo and kiosk-demo (default: next to tactile-fuzz).")
    var binaries: String?

    @Option(help: "Comma-separated event kinds to leave out (for example key,fractional-scale).")
    var exclude: String?

    @Option(help: "Stop after this many failing sequences (the first one is shrunk).")
    var maxFailures = 1

    @Option(help: "Run only the wire sequence with this seed (from a failure report) on a fresh child.")
    var sequenceSeed: UInt64?

    @Option(help: "Share the campaign among this many processes (each runs its own compositor and apps).")
    var jobs = 1

    @Option(help: "Start at this sequence index (to replay a failing child's history, as its report says).")
    var startIndex = 0

    @Option(help: .hidden)
    var shard: WireShard?

    @Option(help: .hidden)
    var summaryFile: String?

    @MainActor
    func run(seed: UInt64?, replay: String?) throws {
        let apps = try selectedApps()
        var options = WireCampaign.Options(apps: apps, sequences: sequences, seed: seed ?? UInt64.random(in: 0...UInt64.max))
        options.maxEvents = maxEvents
        options.maxFailures = max(maxFailures, 1)
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 64") }
        guard startIndex >= 0 else { throw ValidationError("--start-index must not be negative") }
        options.startIndex = startIndex
        if let shard {
            options.shard = shard.index
            options.shardCount = shard.count
        }
        if let exclude {
            let names = exclude.split(separator: ",").map(String.init)
            for name in names where WireEvent.Kind(rawValue: name) == nil { throw ValidationError("--exclude: no event kind \"\(name)\"") }
            options.kinds.subtract(names.compactMap(WireEvent.Kind.init(rawValue:)))
        }
        if let replay { return try replayFile(replay, app: apps[0], options: options) }
        if let sequenceSeed {
            let events = WireSequenceGenerator.generate(seed: sequenceSeed, maxEvents: maxEvents, kinds: options.kinds)
            return try judge(events, seed: sequenceSeed, app: apps[0], options: options)
        }
        let start = Date()
        if jobs > 1, shard == nil {
            print("tactile-fuzz --wire: seed \(options.seed), \(sequences) sequences of at most \(maxEvents) events against \(apps.map(\.name).joined(separator: ", ")), \(jobs) processes")
            fflush(nil)
            return try runShards(options, apps: apps, start: start)
        }
        let label = shard.map { "shard \($0.index + 1)/\($0.count): " } ?? ""
        if shard == nil {
            print("tactile-fuzz --wire: seed \(options.seed), \(sequences) sequences of at most \(maxEvents) events against \(apps.map(\.name).joined(separator: ", "))")
        }
        fflush(nil)  // progress appears at once, also in a log file
        let summary = WireCampaign.run(options) { _, summary in
            if summary.sequences > 0, summary.sequences % 250 == 0 {
                print("  \(label)\(summary.sequences) sequences, \(summary.events) events, \(summary.signalDeaths) signal deaths, \(summary.hangs) hangs, "
                      + "\(summary.otherFailures) other failures, \(summary.starts) children, max RSS \(summary.maxResidentBytes >> 20) MiB, "
                      + "max fds \(summary.maxDescriptors), \(Int(Date().timeIntervalSince(start))) s")
                fflush(nil)
            }
        }
        if let summaryFile {
            try writeSummary(summary, to: summaryFile)
        } else {
            print(Self.describe(summary, seconds: Date().timeIntervalSince(start), seed: options.seed))
        }
        guard let first = summary.failures.first else { return }
        let app = apps.first { $0.name == first.app } ?? apps[0]
        print(WireCampaign.shrink(first, app: app, options: options).report(campaignSeed: options.seed))
        throw ExitCode(1)
    }

    static func describe(_ s: WireCampaign.Summary, seconds: Double, seed: UInt64) -> String {
        var text = "tactile-fuzz --wire: \(s.sequences) sequences, \(s.events) events, \(String(format: "%.1f", seconds)) s (seed \(seed))\n"
        text += "  drags verified \(s.verifiedDrags), alive but unverified \(s.unverifiedDrags); children started \(s.starts); "
            + "sequences that reached a data source \(s.dataSourceSequences)\n"
        text += "  deaths by signal \(s.signalDeaths), hangs \(s.hangs), other failures \(s.otherFailures); slow answers \(s.slowAnswers)\n"
        text += "  max RSS \(s.maxResidentBytes / 1_048_576) MiB, max open fds \(s.maxDescriptors)\n"
        for (line, count) in s.cleanExits.sorted(by: { $0.value > $1.value }) { text += "  clean exit ×\(count): \(line)\n" }
        for failure in s.failures {
            let problem = failure.problem.description.replacingOccurrences(of: "\n", with: " ")
            text += "  failure in \(failure.app), sequence seed \(failure.sequenceSeed): \(problem.prefix(220))\n"
        }
        return text
    }

    /// The directory of the apps' executables.
    var binariesDirectory: String { binaries ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path }

    private func selectedApps() throws -> [WireApp] {
        let directory = binariesDirectory
        var found = WireApp.built(in: directory)
        if let apps {
            let names = apps.split(separator: ",").map(String.init)
            if let unknown = names.first(where: { !WireApp.names.contains($0) }) {
                throw ValidationError("unknown app '\(unknown)' in --apps: choose among \(WireApp.names.joined(separator: ", "))")
            }
            found = found.filter { names.contains($0.name) }
        }
        guard !found.isEmpty else {
            throw ValidationError("none of \(WireApp.names.joined(separator: ", ")) is an executable in \(directory) (build them, or pass --binaries)")
        }
        return found
    }

    private func replayFile(_ path: String, app: WireApp, options: WireCampaign.Options) throws {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { throw ValidationError("cannot read \(path)") }
        var events: [WireEvent] = []
        for (number, line) in text.split(separator: "\n").enumerated() {
            let trimmed = line.drop { $0 == " " }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let event = WireEvent(line: trimmed) else { throw ValidationError("\(path):\(number + 1): not a wire event: \(line)") }
            events.append(event)
        }
        try judge(events, seed: 0, app: app, options: options)
    }

    private func judge(_ events: [WireEvent], seed: UInt64, app: WireApp, options: WireCampaign.Options) throws {
        guard let verdict = WireCampaign.replay(events, app: app, options: options) else {
            throw ValidationError("\(app.name) did not start")
        }
        print("\(app.name), \(events.count) events: \(verdict)")
        guard let problem = verdict.problem else { return }
        let failure = WireFailure(app: app.name, sequenceSeed: seed, problem: problem, events: events)
        print(WireCampaign.shrink(failure, app: app, options: options).report(campaignSeed: options.seed))
        throw ExitCode(1)
    }
}
