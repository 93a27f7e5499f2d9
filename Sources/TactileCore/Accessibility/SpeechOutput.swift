/// Where the built-in screen reader's words go: speech-dispatcher by default (`TactileSpeech`),
/// a recording in tests.
@MainActor public protocol SpeechOutput: AnyObject {
    /// Speaks `text` in `language` (BCP 47; nil: the default voice). `interrupt` stops what is being
    /// said and drops what is queued first; otherwise `text` is queued after it.
    func speak(_ text: String, language: String?, interrupt: Bool)
    /// Stops speaking and drops everything queued.
    func stop()
}

/// A speech output whose speaking rate can change (speech-dispatcher's voice rate).
@MainActor public protocol SpeakingRateAdjustable: SpeechOutput {
    /// The rate relative to the voice's normal one, 0.5 ... 2.
    func setSpeakingRate(_ rate: Double)
}

/// Says nothing: the output until a platform installs a real one.
@MainActor public final class SilentSpeechOutput: SpeechOutput {
    /// A silent output.
    public init() {}
    public func speak(_ text: String, language: String?, interrupt: Bool) {}
    public func stop() {}
}

/// Keeps what would have been spoken, in order (for tests and transcripts).
@MainActor public final class RecordingSpeechOutput: SpeechOutput {
    /// One call of `speak`.
    public struct Utterance: Equatable, Sendable {
        /// What was said.
        public var text: String
        /// In which language (nil: the default voice).
        public var language: String?
        /// Whether it interrupted what was being said.
        public var interrupt: Bool

        /// An utterance.
        public init(text: String, language: String?, interrupt: Bool) {
            self.text = text
            self.language = language
            self.interrupt = interrupt
        }
    }
    /// Every `speak` call, oldest first.
    public private(set) var utterances: [Utterance] = []
    /// How many times `stop()` was called.
    public private(set) var stopCount = 0

    /// An empty recording.
    public init() {}

    /// The texts spoken, oldest first.
    public var transcript: [String] { utterances.map(\.text) }
    /// The newest text spoken.
    public var last: String? { utterances.last?.text }

    public func speak(_ text: String, language: String?, interrupt: Bool) {
        utterances.append(Utterance(text: text, language: language, interrupt: interrupt))
    }

    public func stop() { stopCount += 1 }

    /// Forgets what was recorded.
    public func clear() {
        utterances.removeAll()
        stopCount = 0
    }
}
