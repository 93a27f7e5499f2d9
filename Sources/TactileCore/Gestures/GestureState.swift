/// Where a recognizer is in its state machine.
///
/// Legal progressions: possible → failed; possible → ended (discrete); possible → began →
/// changed* → ended | cancelled (continuous). The toolkit returns terminal states to possible after `reset()`.
public enum GestureState: Sendable {
    /// Still collecting evidence (the initial state).
    case possible
    /// A continuous gesture was recognized.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture finished (or a discrete gesture was recognized).
    case ended
    /// A recognized continuous gesture was aborted.
    case cancelled
    /// The touches are not this gesture.
    case failed
    /// Synonym of `.ended` for discrete gestures.
    public static let recognized = GestureState.ended

    /// Whether the recognizer has finished with its current gesture.
    public var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
}
