import ArgumentParser
import Foundation
import TactileCore
import TactileTesting
import TactileFuzzKit

/// `tactile-fuzz`: seeded random testing of the touch engine (docs/RELIABILITY.md).
@main
struct TactileFuzz: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-fuzz",
        abstract: "Feeds random raw touch streams into random windows and checks the delivery invariants.",
        discussion: """
            Every stream is derived from the campaign seed, so a run is reproducible. A failing stream is \
            shrunk and printed as a replayable recording with its seeds and window recipe; exit status 1.
            """)

    @Option(help: "How many streams to run.")
    var streams = 10_000

    @Option(help: "The campaign seed (random, and printed, when omitted).")
    var seed: UInt64?

    @Option(help: "The most records in one stream.")
    var maxRecords = 60

    @Option(help: "Run only the stream with this seed (from a failure report).")
    var streamSeed: UInt64?

    @Flag(help: "Let view handlers also mutate the window mid-gesture (remove/re-add views, hide them, disable or remove recognizers).")
    var mutations = false

    @Flag(help: "Let recognizer actions, delegates, timers and cancel handlers add and remove views and recognizers mid-dispatch.")
    var callbackMutations = false

    @Option(help: "Replay a recording printed by a failure (its header names the window seed) and print its arbitration log.")
    var replay: String?

    @Flag(help: "Run the wire fuzzer instead: a hostile compositor against map-pins and controls-demo in child processes.")
    var wire = false

    @Flag(help: "Run the hostile-client fuzzer instead: random bad requests against an in-process HeadlessCompositor.")
    var client = false

    @Option(help: "Run the text fuzzer instead: this many sessions of hostile text into a focused text field (200 operations each).")
    var text: Int?

    @OptionGroup(title: "Wire and hostile-client fuzzers (--wire, --client)")
    var wireOptions: WireFuzzOptions

    @MainActor
    func run() async throws {
        if wire { return try wireOptions.run(seed: seed, replay: replay) }
        if client { return try wireOptions.runHostileClient(seed: seed) }
        if let text { return try runText(sessions: text) }
        if let replay { return try replayFile(replay) }
        if let streamSeed { return try runSingle(streamSeed) }
        let seed = self.seed ?? UInt64.random(in: 0...UInt64.max)
        print("tactile-fuzz: seed \(seed), \(streams) streams, at most \(maxRecords) records each")
        CrashNote.install()
        let start = ContinuousClock.now
        let summary = FuzzCampaign.run(seed: seed, streams: streams, maxRecords: maxRecords,
                                       mutations: mutations, callbackMutations: callbackMutations) { index, streamSeed in
            CrashNote.set(streamSeed)
            if index > 0 && index % 100_000 == 0 { print("  \(index) streams…") }
        }
        let seconds = Double((ContinuousClock.now - start).components.seconds)
            + Double((ContinuousClock.now - start).components.attoseconds) / 1e18
        print("tactile-fuzz: \(summary.streams) streams, \(summary.records) records, \(summary.events) checked events, "
              + "\(summary.failedStreams) failing, \(String(format: "%.1f", seconds)) s (seed \(seed))")
        if let failure = summary.firstFailure {
            print(failure.report)
            throw ExitCode(1)
        }
    }

    @MainActor
    private func runSingle(_ streamSeed: UInt64) throws {
        let records = FuzzStreamGenerator.generate(seed: streamSeed, maxRecords: maxRecords)
        let recipe = FuzzCampaign.recipe(forStream: streamSeed, mutations: mutations, callbackMutations: callbackMutations)
        CrashNote.install()
        CrashNote.set(streamSeed)
        let outcome = FuzzRunner.run(recipe: recipe, records: records)
        if outcome.problems.isEmpty {
            print("stream \(streamSeed): passed (\(records.count) records, \(outcome.events) checked events)")
            print(InputRecording(windowSize: FuzzWindowRecipe.size,
                                 metadata: FuzzCampaign.metadata(streamSeed: streamSeed, recipe: recipe),
                                 records: records).jsonLines, terminator: "")
            return
        }
        print(FuzzCampaign.failure(index: 0, streamSeed: streamSeed, recipe: recipe, records: records).report)
        throw ExitCode(1)
    }

    @MainActor
    private func replayFile(_ path: String) throws {
        let recording: InputRecording
        do {
            recording = try InputRecording(contentsOfFile: path)
        } catch {
            throw ValidationError(error.description)
        }
        guard let text = recording.metadata["fuzz-window-seed"], let windowSeed = UInt64(text) else {
            throw ValidationError("\(path): the header has no \"fuzz-window-seed\"")
        }
        let recipe = FuzzWindowRecipe(seed: windowSeed, mutations: recording.metadata["fuzz-mutations"] == "true",
                                      callbackMutations: recording.metadata["fuzz-callback-mutations"] == "true")
        print(FuzzRunner.arbitrationLog(recipe: recipe, recording: recording), terminator: "")
        let outcome = FuzzRunner.run(recipe: recipe, records: recording.records)
        if outcome.problems.isEmpty {
            print("invariants hold")
        } else {
            print("broken invariants:\n" + outcome.problems.map { "  - \($0)" }.joined(separator: "\n"))
            throw ExitCode(1)
        }
    }
}
