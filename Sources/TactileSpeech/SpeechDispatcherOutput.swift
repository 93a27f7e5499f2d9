import Logging
import TactileCore

#if canImport(Glibc)
import Glibc
#endif

/// Speech through speech-dispatcher (libspeechd): the default `Accessibility.speechOutput` of an
/// app the Wayland platform runs.
///
/// The connection opens on first use, off the main thread. When no daemon answers within
/// `connectionTimeout` (or the connection fails), one warning is logged and from then on speech is
/// dropped: the screen reader's focus ring and gestures work on, and nothing waits.
@MainActor public final class SpeechDispatcherOutput: SpeakingRateAdjustable {
    /// Where the connection is.
    public enum State: Sendable, Equatable {
        /// Not yet used.
        case idle
        /// Opening (speech is queued behind it).
        case connecting
        /// Open.
        case connected
        /// No daemon answered; speech is dropped.
        case unavailable
    }

    /// How long the first connection may take before speech is given up.
    public static let connectionTimeout: Duration = .seconds(2)

    /// Where the connection is.
    public private(set) var state: State = .idle
    /// How many warnings were logged (at most one: the daemon could not be reached).
    public private(set) var warningCount = 0

    /// The voice rate sent to speech-dispatcher, -100 ... 100 (0: the voice's normal rate).
    public var voiceRate: Int { Int(rate) }

    private let connection: SpeechdConnection
    private let clock = ContinuousClock()
    private var connectStart: ContinuousClock.Instant?
    private var rate: Int32 = 0
    private static let log = Logger(label: "tactile.speech")

    /// An output speaking through the daemon at `socketPath` (nil: speech-dispatcher's default
    /// address, `SPEECHD_ADDRESS` when set, starting the daemon when none runs).
    public init(socketPath: String? = nil, clientName: String = "tactile") {
        connection = SpeechdConnection(address: socketPath, clientName: clientName)
    }

    isolated deinit { connection.close() }

    public func speak(_ text: String, language: String?, interrupt: Bool) {
        guard prepared() else { return }
        connection.say(text, language: language, interrupt: interrupt, rate: rate)
    }

    public func stop() {
        guard state == .connected || state == .connecting else { return }
        connection.cancel()
    }

    /// Waits, blocking, for a connection being opened to open or fail, applies the outcome at once
    /// (instead of when the main actor next gets to it) and returns the state. For tests.
    package func settleNow() -> State {
        if state == .connecting, let failure = connection.waitForOpening() { opened(failure: failure) }
        return state
    }

    /// Maps 0.5 ... 2 onto speech-dispatcher's -100 ... 100 (1 is 0).
    public func setSpeakingRate(_ rate: Double) {
        let clamped = rate.isFinite ? min(max(rate, 0.5), 2) : 1
        self.rate = Int32((log2(clamped) * 100).rounded())
    }

    /// Whether speech can go to the connection now: opens it on first use, gives up after the timeout.
    private func prepared() -> Bool {
        switch state {
        case .connected: return true
        case .unavailable: return false
        case .idle:
            state = .connecting
            connectStart = clock.now
            connection.open { [weak self] failure in
                Task { @MainActor in self?.opened(failure: failure) }
            }
            return true
        case .connecting:
            if let start = connectStart, clock.now - start > Self.connectionTimeout {
                giveUp("no answer within \(Self.connectionTimeout)")
                return false
            }
            return true
        }
    }

    private func opened(failure: String?) {
        guard state == .connecting else { return }
        if let failure { giveUp(failure) } else { state = .connected }
    }

    private func giveUp(_ reason: String) {
        state = .unavailable
        warningCount += 1
        Self.log.warning("speech-dispatcher unavailable (\(reason)); speech mode continues without speech")
    }
}
