import TactileCore
import TactileKit
import TactileTesting

/// The text fuzzer: hostile text (`HostileText`) reaches a focused `TextField` through every way in
/// — typing (`insertText`), the compositor's input method (commit, preedit with any cursor,
/// deletions of any length), pastes from a clipboard holding it, hardware keys (text, BackSpace,
/// arrows, Home/End, Ctrl shortcuts) and the edit commands — and the window is drawn after each
/// operation so every change is shaped. Checked after each: the field keeps to its character and
/// byte limits, its text stays stream-safe (at most 30 non-starters in a row), its fits and caret
/// are finite. The slowest operation is reported (a figure, not a check).
@MainActor public enum TextFuzzCampaign {
    /// The outcome of a campaign.
    public struct Summary: Sendable {
        public var sessions = 0
        public var operations = 0
        /// UTF-8 bytes offered to the field in all.
        public var bytesOffered = 0
        /// The slowest operation (with drawing) and what it was.
        public var slowest: Duration = .zero
        public var slowestOperation = ""
        /// Broken invariants, at most 20, each naming the session seed and operation.
        public var failures: [String] = []
    }

    /// Runs `sessions` sessions of `operations` operations each, derived from `seed`. `now` reads a
    /// real clock to time operations (nil: not timed).
    public static func run(seed: UInt64, sessions: Int, operations: Int, now: (() -> Duration)? = nil) -> Summary {
        var summary = Summary()
        for index in 0..<max(0, sessions) {
            let sessionSeed = FuzzRandom.derive(seed, UInt64(index))
            var session = TextFuzzSession(seed: sessionSeed)
            session.run(operations: operations, now: now, into: &summary)
            summary.sessions += 1
        }
        return summary
    }
}
