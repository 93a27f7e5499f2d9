/// A new touch's swarm as it is assembled, compared with the swarm of the touch set up just before
/// it in the same event (`offered`). Fingers coming down together on one view get the same swarm:
/// while the members arrive in the offered order nothing is stored, and at the end the touch shares
/// the offered list (one reference instead of a retained append per member). At the first
/// difference the matched members are copied and the rest appended, as without an offer.
struct SwarmAssembly {
    /// The previous touch's swarm (empty when there is none).
    let offered: [GestureRecognizer]
    /// How many leading members of `offered` the new swarm matched so far.
    private var matched = 0
    /// Every member so far matched `offered`, in order.
    private var isMatching: Bool

    init(offered: [GestureRecognizer]) {
        self.offered = offered
        isMatching = !offered.isEmpty
    }

    /// Adds `g` to `swarm` (the new touch's list, taken from `pool` when first needed, with room
    /// for `capacity` members).
    @inline(__always)
    mutating func add(_ g: GestureRecognizer, to swarm: inout [GestureRecognizer], pool: inout RecognizerListPool, capacity: Int) {
        if isMatching {
            if matched < offered.count && offered[matched] === g {
                matched += 1
                return
            }
            stopMatching(swarm: &swarm, pool: &pool, capacity: capacity)
        } else if swarm.capacity == 0 {
            Self.prepare(&swarm, pool: &pool, capacity: capacity)
        }
        swarm.append(g)
    }

    /// Ends the assembly: returns true when the new swarm is exactly `offered`, which `swarm` then
    /// shares; otherwise `swarm` holds its own members.
    mutating func finish(swarm: inout [GestureRecognizer], pool: inout RecognizerListPool, capacity: Int) -> Bool {
        guard isMatching else { return false }
        if matched == offered.count {
            swarm = offered
            return true
        }
        stopMatching(swarm: &swarm, pool: &pool, capacity: capacity)
        return false
    }

    private mutating func stopMatching(swarm: inout [GestureRecognizer], pool: inout RecognizerListPool, capacity: Int) {
        isMatching = false
        Self.prepare(&swarm, pool: &pool, capacity: capacity)
        for k in 0..<matched { swarm.append(offered[k]) }
    }

    private static func prepare(_ swarm: inout [GestureRecognizer], pool: inout RecognizerListPool, capacity: Int) {
        if swarm.capacity == 0 { swarm = pool.take() }
        if swarm.capacity < capacity { swarm.reserveCapacity(capacity) }
    }
}
