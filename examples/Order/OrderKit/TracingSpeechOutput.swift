import Tactile

/// A speech output that traces each utterance (`speech {text}`) and passes it on to the real one.
@MainActor public final class TracingSpeechOutput: SpeakingRateAdjustable {
    /// Where speech really goes (speech-dispatcher in the app, a recorder in tests).
    public let inner: any SpeechOutput
    private let trace: OrderTrace

    /// Traces into `trace` what it passes on to `inner`.
    public init(inner: any SpeechOutput, trace: OrderTrace) {
        self.inner = inner
        self.trace = trace
    }

    /// Traces `text`, then says it through `inner`.
    public func speak(_ text: String, language: String?, interrupt: Bool) {
        trace.emit(.speech(text: text))
        inner.speak(text, language: language, interrupt: interrupt)
    }

    /// Stops `inner`.
    public func stop() { inner.stop() }

    /// Passes the rate on when the real output can change it.
    public func setSpeakingRate(_ rate: Double) {
        (inner as? any SpeakingRateAdjustable)?.setSpeakingRate(rate)
    }
}
