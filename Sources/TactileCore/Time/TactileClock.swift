/// Identifies a scheduled timer so it can be cancelled.
public struct TimerToken: Hashable, Sendable {
    /// The clock-assigned identifier.
    public let id: UInt64
    /// A token with identifier `id`.
    public init(id: UInt64) { self.id = id }
}

/// The toolkit's source of time. Nothing in Tactile reads the wall clock directly:
/// windows and recognizers ask their clock, so tests can drive time with `ManualClock`.
@MainActor public protocol TactileClock: AnyObject {
    /// Time elapsed since the clock's epoch.
    var now: Duration { get }
    /// Runs `action` once, `delay` from now. Returns a token for `cancel(_:)`.
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> TimerToken
    /// Cancels a pending timer. Unknown or already-fired tokens are ignored.
    func cancel(_ token: TimerToken)
}
