/// The set a recognizer's `touches…` methods get, reused from event to event, with the identity of
/// its only touch while it holds exactly one: the steady state of a single moving finger is then
/// recognized by comparing identities, without reading the set.
@MainActor
struct TouchScratch {
    private(set) var set: Set<Touch> = []
    /// The identity of the set's only touch; nil unless the set holds exactly one touch. The set
    /// keeps that touch alive, so the identity cannot be reused by another object while it is here.
    private var single: ObjectIdentifier?

    mutating func reserveCapacity(_ n: Int) { set.reserveCapacity(n) }

    /// Whether the set holds exactly `t`.
    @inline(__always)
    func holdsOnly(_ t: Touch) -> Bool { single == ObjectIdentifier(t) }

    /// Makes the set hold exactly `t`.
    mutating func setOnly(_ t: Touch) {
        guard !holdsOnly(t) else { return }
        if !set.isEmpty { set.removeAll(keepingCapacity: true) }
        set.insert(t)
        single = ObjectIdentifier(t)
    }

    /// Empties the set, keeping its storage.
    mutating func removeAll() {
        if !set.isEmpty { set.removeAll(keepingCapacity: true) }
        single = nil
    }

    /// Makes the set hold exactly the touches of `touches` in `phase`, `count` of them (at least one;
    /// `only` is the last). A set already holding exactly the one such touch is left alone.
    mutating func fill(with touches: [Touch], phase: TouchPhase, count: Int, only: Touch) {
        if count == 1 {
            setOnly(only)
            return
        }
        removeAll()
        for t in touches where t.phase == phase { set.insert(t) }
    }
}
