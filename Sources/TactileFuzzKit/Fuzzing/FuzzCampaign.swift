import TactileCore

/// A failing stream, shrunk, ready to print and replay.
public struct FuzzFailure: Sendable {
    /// The stream's index in the campaign.
    public var streamIndex: Int
    /// The seed of the stream (`tactile-fuzz --stream-seed`).
    public var streamSeed: UInt64
    /// The seed of the window recipe.
    public var recipeSeed: UInt64
    /// The invariants the shrunk stream breaks.
    public var problems: [String]
    /// How many records the stream had before shrinking.
    public var originalCount: Int
    /// The shrunk stream as a recording (header: seeds).
    public var recording: InputRecording
    /// The window recipe, one line per element.
    public var recipe: [String]
    /// Whether the window mutated itself from handlers.
    public var mutations: Bool

    /// A readable report: seeds, broken invariants, the window recipe and the recording.
    public var report: String {
        var out = "FAILURE in stream \(streamIndex) (stream seed \(streamSeed), window seed \(recipeSeed))\n"
        out += "broken invariants:\n" + problems.map { "  - \($0)\n" }.joined()
        out += "window recipe (FuzzWindowRecipe(seed: \(recipeSeed)\(mutations ? ", mutations: true" : ""))):\n" + recipe.map { "  \($0)\n" }.joined()
        out += "shrunk recording (\(recording.records.count) of \(originalCount) records; replay with tactile-fuzz --replay FILE):\n"
        out += recording.jsonLines
        return out
    }
}

/// What a campaign did.
public struct FuzzSummary: Sendable {
    /// The campaign seed.
    public var seed: UInt64
    /// Streams run.
    public var streams = 0
    /// Records fed.
    public var records = 0
    /// Responder calls and recognizer state changes checked.
    public var events = 0
    /// Streams that broke an invariant.
    public var failedStreams = 0
    /// The first failure, shrunk.
    public var firstFailure: FuzzFailure?
}

/// Runs many seeded streams, each on its own random window: stream `i` of campaign seed `s` uses
/// `FuzzRandom.derive(s, i)`, so every stream can be rerun alone.
public enum FuzzCampaign {
    /// The window recipe for a stream seed.
    public static func recipe(forStream streamSeed: UInt64, mutations: Bool = false) -> FuzzWindowRecipe {
        FuzzWindowRecipe(seed: FuzzRandom.derive(streamSeed, 0xC0FFEE), mutations: mutations)
    }

    /// The recording header fields that make a stream reproducible.
    public static func metadata(streamSeed: UInt64, recipe: FuzzWindowRecipe) -> [String: String] {
        var fields = ["fuzz-stream-seed": String(streamSeed), "fuzz-window-seed": String(recipe.seed)]
        if recipe.mutations { fields["fuzz-mutations"] = "true" }
        return fields
    }

    /// Runs `streams` streams of at most `maxRecords` records. `beforeStream` sees each stream's
    /// index and seed first (for crash notes and progress). Stops after `maxFailures` failures.
    /// With `mutations`, view handlers also mutate the window mid-gesture (see `FuzzWindowRecipe`).
    @MainActor public static func run(seed: UInt64, streams: Int, maxRecords: Int, maxFailures: Int = 1,
                                      mutations: Bool = false,
                                      beforeStream: ((Int, UInt64) -> Void)? = nil) -> FuzzSummary {
        var summary = FuzzSummary(seed: seed)
        for i in 0..<streams {
            let streamSeed = FuzzRandom.derive(seed, UInt64(i))
            beforeStream?(i, streamSeed)
            let records = FuzzStreamGenerator.generate(seed: streamSeed, maxRecords: maxRecords)
            let recipe = recipe(forStream: streamSeed, mutations: mutations)
            let outcome = FuzzRunner.run(recipe: recipe, records: records)
            summary.streams += 1
            summary.records += records.count
            summary.events += outcome.events
            guard !outcome.problems.isEmpty else { continue }
            summary.failedStreams += 1
            if summary.firstFailure == nil {
                summary.firstFailure = failure(index: i, streamSeed: streamSeed, recipe: recipe, records: records)
            }
            if summary.failedStreams >= maxFailures { break }
        }
        return summary
    }

    /// Shrinks a failing stream and packages it.
    @MainActor public static func failure(index: Int, streamSeed: UInt64, recipe: FuzzWindowRecipe,
                                          records: [InputRecord]) -> FuzzFailure {
        let shrunk = FuzzShrinker.shrink(records) { !FuzzRunner.run(recipe: recipe, records: $0).problems.isEmpty }
        let problems = FuzzRunner.run(recipe: recipe, records: shrunk).problems
        let recording = InputRecording(windowSize: FuzzWindowRecipe.size,
                                       metadata: metadata(streamSeed: streamSeed, recipe: recipe), records: shrunk)
        return FuzzFailure(streamIndex: index, streamSeed: streamSeed, recipeSeed: recipe.seed, problems: problems,
                           originalCount: records.count, recording: recording, recipe: recipe.build().description,
                           mutations: recipe.mutations)
    }
}
