/// The wire fuzzer's campaign: seeded sequences of hostile compositor events against real apps in
/// child processes (docs/RELIABILITY.md). A child serves many sequences and is restarted after it
/// exited (cleanly, as expected) or every `restartEvery` sequences.
public struct WireCampaign {
    /// What to run.
    public struct Options: Sendable {
        public var apps: [WireApp]
        public var sequences: Int
        public var seed: UInt64
        public var maxEvents = 60
        public var kinds = Set(WireEvent.Kind.allCases)
        /// A compositor round trip (ping/pong) every this many events.
        public var roundTripEvery = 24
        /// Seconds an answer or exit may take before it counts as a hang.
        public var budget = 5.0
        public var restartEvery = 400
        public var limits = WireLimits()
        /// Stop after this many failing sequences (the first is shrunk).
        public var maxFailures = 1
        /// This run plays only the sequences whose index is `shard` modulo `shardCount`, so that
        /// `shardCount` processes share one campaign: together they play exactly the sequences one
        /// process would.
        public var shard = 0
        public var shardCount = 1
        /// The first sequence index played (to replay a child's history from where it started).
        public var startIndex = 0

        public init(apps: [WireApp], sequences: Int, seed: UInt64) {
            self.apps = apps
            self.sequences = sequences
            self.seed = seed
        }
    }

    /// What a campaign found (failures stay with the run that found them; the counts are `Codable`
    /// so that the shards of a campaign can report them to the process that started them).
    public struct Summary: Sendable, Codable {
        public var sequences = 0
        public var events = 0
        public var verifiedDrags = 0
        public var unverifiedDrags = 0
        /// Sequences whose `source-send` or `source-cancelled` met a data source the app owned.
        public var dataSourceSequences = 0
        public var cleanExits: [String: Int] = [:]
        public var starts = 0
        public var signalDeaths = 0
        public var hangs = 0
        /// Answers that came after the budget from a child still using CPU time (not hangs).
        public var slowAnswers = 0
        public var otherFailures = 0
        public var maxResidentBytes = 0
        public var maxDescriptors = 0
        public var failures: [WireFailure] = []

        public init() {}

        private enum CodingKeys: String, CodingKey {
            case sequences, events, verifiedDrags, unverifiedDrags, dataSourceSequences, cleanExits, starts, signalDeaths, hangs, slowAnswers, otherFailures
            case maxResidentBytes, maxDescriptors
        }

        /// Adds the counts of `other` (a shard of the same campaign) to these.
        public mutating func add(_ other: Summary) {
            sequences += other.sequences
            events += other.events
            verifiedDrags += other.verifiedDrags
            unverifiedDrags += other.unverifiedDrags
            dataSourceSequences += other.dataSourceSequences
            cleanExits.merge(other.cleanExits, uniquingKeysWith: +)
            starts += other.starts
            signalDeaths += other.signalDeaths
            hangs += other.hangs
            slowAnswers += other.slowAnswers
            otherFailures += other.otherFailures
            maxResidentBytes = max(maxResidentBytes, other.maxResidentBytes)
            maxDescriptors = max(maxDescriptors, other.maxDescriptors)
            failures += other.failures
        }
    }

    /// The seed of sequence `index` of a campaign.
    public static func sequenceSeed(_ campaign: UInt64, _ index: Int) -> UInt64 { FuzzRandom.derive(campaign, UInt64(index)) }

    /// The sequences `options`' shard plays: every `shardCount`th index from `shard`.
    public static func indices(of options: Options) -> StrideTo<Int> {
        let count = max(options.shardCount, 1)
        let shard = min(max(options.shard, 0), count - 1)
        let start = max(options.startIndex, 0)
        // The first index at or after `start` that belongs to the shard.
        let first = start + ((shard - start % count) % count + count) % count
        return stride(from: first, to: options.sequences, by: count)
    }

    /// Runs the campaign (its shard); `progress` is called before each sequence.
    public static func run(_ options: Options, progress: (Int, Summary) -> Void = { _, _ in }) -> Summary {
        var summary = Summary()
        var stages: [String: (stage: WireStage, served: Int, firstIndex: Int)] = [:]
        for index in indices(of: options) {
            progress(index, summary)
            let app = options.apps[index % options.apps.count]
            let seed = sequenceSeed(options.seed, index)
            let events = WireSequenceGenerator.generate(seed: seed, maxEvents: options.maxEvents, kinds: options.kinds)
            if let held = stages[app.name], !held.stage.isAlive || held.served >= options.restartEvery { stages[app.name] = nil }
            if stages[app.name] == nil {
                do {
                    stages[app.name] = (try WireStage(app: app, budget: max(options.budget, 30)), 0, index)
                    summary.starts += 1
                } catch {
                    summary.failures.append(WireFailure(app: app.name, sequenceSeed: seed, problem: .unclearExit(status: -1, stderr: error.description), events: events))
                    summary.otherFailures += 1
                    break
                }
            }
            guard let stage = stages[app.name]?.stage else { break }
            stages[app.name]?.served += 1
            let slowBefore = stage.slowAnswers
            let verdict = play(events, on: stage, options: options)
            summary.slowAnswers += stage.slowAnswers - slowBefore
            summary.sequences += 1
            summary.events += events.count
            if stage.reachedDataSource { summary.dataSourceSequences += 1 }
            summary.maxResidentBytes = max(summary.maxResidentBytes, stage.child.residentBytes ?? 0)
            summary.maxDescriptors = max(summary.maxDescriptors, stage.child.openDescriptorCount ?? 0)
            switch verdict {
            case .healthy(let verified): if verified { summary.verifiedDrags += 1 } else { summary.unverifiedDrags += 1 }
            case let .cleanExit(status, line): summary.cleanExits["\(status): \(line.prefix(100))", default: 0] += 1
            case .failure(let problem):
                switch problem {
                case .signal: summary.signalDeaths += 1
                case .hang: summary.hangs += 1
                default: summary.otherFailures += 1
                }
                var failure = WireFailure(app: app.name, sequenceSeed: seed, problem: problem, events: events)
                failure.index = index
                failure.childFirstIndex = stages[app.name]?.firstIndex ?? index
                stages[app.name] = nil
                summary.failures.append(failure)
                if summary.failures.count >= options.maxFailures { return summary }
            }
        }
        return summary
    }

    /// Plays `events` on `stage` (a round trip every `roundTripEvery` events) and judges the app.
    static func play(_ events: [WireEvent], on stage: WireStage, options: Options) -> WireVerdict {
        stage.reachedDataSource = false
        stage.prepare(budget: options.budget)
        for (i, event) in events.enumerated() {
            guard stage.isAlive else { break }
            stage.send(event)
            if (i + 1) % options.roundTripEvery == 0, !stage.roundTrip(within: options.budget) { break }
        }
        return stage.verdict(sentClose: events.contains { $0.kind == .close }, budget: options.budget, limits: options.limits)
    }

    /// Plays `events` on a fresh child of `app`; the verdict, or nil when the child did not start.
    public static func replay(_ events: [WireEvent], app: WireApp, options: Options) -> WireVerdict? {
        guard let stage = try? WireStage(app: app, budget: max(options.budget, 30)) else { return nil }
        return play(events, on: stage, options: options)
    }

    /// The smallest sub-sequence of `failure.events` (by removing chunks, then single events) that
    /// still fails the same way on a fresh child; at most `attempts` replays.
    public static func shrink(_ failure: WireFailure, app: WireApp, options: Options, attempts: Int = 150) -> WireFailure {
        var best = failure
        var tries = 0
        func stillFails(_ events: [WireEvent]) -> WireProblem? {
            tries += 1
            guard let problem = replay(events, app: app, options: options)?.problem, problem.sameClass(failure.problem) else { return nil }
            return problem
        }
        // A failure that needs the history of a reused child does not reproduce alone: keep it whole.
        guard let alone = stillFails(failure.events) else { return failure }
        best.problem = alone
        best.reproducesAlone = true
        var chunk = max(best.events.count / 2, 1)
        while chunk >= 1, tries < attempts {
            var start = 0
            var removed = false
            while start < best.events.count, tries < attempts {
                var candidate = best.events
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if !candidate.isEmpty, let problem = stillFails(candidate) {
                    best.events = candidate
                    best.problem = problem
                    removed = true
                } else {
                    start += chunk
                }
            }
            if !removed { chunk /= 2 }
        }
        return best
    }
}

/// A failing sequence: where it came from, what broke, and the events to replay.
public struct WireFailure: Sendable {
    public var app: String
    public var sequenceSeed: UInt64
    public var problem: WireProblem
    public var events: [WireEvent]
    /// Whether it failed on a fresh child too (otherwise it needed the child's earlier sequences).
    public var reproducesAlone = false
    /// The sequence's index in its campaign, and the index of the first sequence its child served
    /// (the child's history is the campaign's sequences from there, for this app and shard).
    public var index = 0
    public var childFirstIndex = 0

    /// A failure of `app`'s sequence `sequenceSeed`.
    public init(app: String, sequenceSeed: UInt64, problem: WireProblem, events: [WireEvent]) {
        self.app = app
        self.sequenceSeed = sequenceSeed
        self.problem = problem
        self.events = events
    }

    /// The report: seeds, problem and the replayable sequence (one event per line).
    public func report(campaignSeed: UInt64) -> String {
        var text = "tactile-fuzz --wire: FAILURE in \(app), campaign seed \(campaignSeed), sequence seed \(sequenceSeed)\n"
        text += "  \(problem)\n"
        text += reproducesAlone
            ? "  minimal sequence (\(events.count) events; replay with tactile-fuzz --wire --app \(app) --replay FILE):\n"
            : "  did not fail again on a fresh child: it needs the child's earlier sequences, from index \(childFirstIndex) "
                + "(replay them with --seed \(campaignSeed) --start-index \(childFirstIndex) --sequences \(index + 1) and the campaign's "
                + "--apps, --jobs or --shard); the whole sequence (index \(index)) below\n"
        text += events.map { "    \($0)" }.joined(separator: "\n")
        return text + "\n"
    }
}
