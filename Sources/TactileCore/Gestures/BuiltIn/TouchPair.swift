/// The two touches a pinch or rotation follows. A third touch is not taken; when one of the pair lifts,
/// the next touch to come down takes its place.
@MainActor
struct TouchPair {
    private(set) var first: Touch?
    private(set) var second: Touch?

    /// Whether both touches are present.
    var isComplete: Bool { first != nil && second != nil }
    /// Whether no touch is present.
    var isEmpty: Bool { first == nil && second == nil }

    /// Takes `touch` into a free place; returns false when both are taken.
    mutating func add(_ touch: Touch) -> Bool {
        if first == nil {
            first = touch
        } else if second == nil {
            second = touch
        } else {
            return false
        }
        return true
    }

    /// Lets go of `touch`; returns whether it was one of the pair.
    @discardableResult
    mutating func remove(_ touch: Touch) -> Bool {
        if first === touch {
            first = second
            second = nil
            return true
        }
        if second === touch {
            second = nil
            return true
        }
        return false
    }

    /// Whether `touch` is one of the pair.
    func contains(_ touch: Touch) -> Bool { first === touch || second === touch }

    /// Whether any of `touches` is one of the pair (a plain loop: no allocation on the motion path).
    func containsAny(of touches: Set<Touch>) -> Bool {
        for t in touches where contains(t) { return true }
        return false
    }

    /// The window locations of both touches, when both are present.
    var locations: (Point, Point)? {
        guard let first, let second else { return nil }
        return (first.location(in: nil), second.location(in: nil))
    }

    /// Lets go of both.
    mutating func removeAll() {
        first = nil
        second = nil
    }
}
