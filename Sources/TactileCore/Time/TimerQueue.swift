/// An ordered set of pending timers, shared by the clocks.
///
/// Timers fire in deadline order; timers with equal deadlines fire in the order they were scheduled.
@MainActor public struct TimerQueue {
    private struct Entry {
        let deadline: Duration
        let token: TimerToken
        let action: @MainActor () -> Void
    }
    private var entries: [Entry] = []       // sorted by (deadline, token.id)
    private var nextID: UInt64 = 1

    /// An empty queue.
    public init() {}

    /// Whether no timer is pending.
    public var isEmpty: Bool { entries.isEmpty }

    /// The earliest pending deadline, if any.
    public var nextDeadline: Duration? { entries.first?.deadline }

    /// Adds a timer firing at `deadline`.
    public mutating func add(deadline: Duration, _ action: @escaping @MainActor () -> Void) -> TimerToken {
        let token = TimerToken(id: nextID)
        nextID &+= 1
        var index = entries.endIndex
        while index > 0 && entries[index - 1].deadline > deadline { index -= 1 }
        entries.insert(Entry(deadline: deadline, token: token, action: action), at: index)
        return token
    }

    /// Removes a pending timer; unknown tokens are ignored.
    public mutating func remove(_ token: TimerToken) {
        if let i = entries.firstIndex(where: { $0.token == token }) { entries.remove(at: i) }
    }

    /// Removes and returns the earliest timer due at or before `now`, with its deadline.
    public mutating func popDue(at now: Duration) -> (deadline: Duration, action: @MainActor () -> Void)? {
        guard let first = entries.first, first.deadline <= now else { return nil }
        entries.removeFirst()
        return (first.deadline, first.action)
    }
}
