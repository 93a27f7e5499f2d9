/// What a touch did in the event being delivered.
public enum TouchPhase: Sendable {
    /// The finger touched down (first phase, once).
    case began
    /// The finger moved.
    case moved
    /// The finger stayed still while something else in the event changed.
    case stationary
    /// The finger lifted (last phase, once).
    case ended
    /// The system aborted the touch (last phase, once).
    case cancelled

    /// Whether this phase ends the touch.
    public var isTerminal: Bool { self == .ended || self == .cancelled }
}
