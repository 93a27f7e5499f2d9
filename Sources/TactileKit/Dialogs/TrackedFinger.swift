import TactileCore

/// The one finger a view follows among those on it, by identity (touch objects are not kept):
/// alert cards, menu panels and picker wheels follow the first finger that lands and ignore others.
struct TrackedFinger {
    private var id: ObjectIdentifier?

    /// Whether a finger is being followed.
    var isActive: Bool { id != nil }

    /// Starts following the first of `touches` when no finger is followed yet; returns it.
    mutating func begin(with touches: Set<Touch>) -> Touch? {
        guard id == nil, let touch = touches.first else { return nil }
        id = ObjectIdentifier(touch)
        return touch
    }

    /// The followed finger, if it is among `touches`.
    func find(in touches: Set<Touch>) -> Touch? {
        guard let id else { return nil }
        return touches.first { ObjectIdentifier($0) == id }
    }

    /// Stops following.
    mutating func end() { id = nil }
}
