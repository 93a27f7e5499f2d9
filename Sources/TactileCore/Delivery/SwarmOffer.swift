/// What the touch set up last in the event being prepared leaves for the next one: the next touch
/// on the same view repeats its swarm without gathering it again (no view walk, no recognizer
/// asked) when nothing that decides a swarm can have changed since: the hierarchy (views, their
/// recognizers), any recognizer's state, enabled flag or delegate (`Generations.recognizerBookkeeping.current`),
/// any view's touch action, and no delegate was asked for that touch beyond what is remembered
/// (`DefaultDelegateMethods`) or refused it. Fingers coming down together on one view are the case.
struct SwarmOffer {
    /// The last swarm may be repeated at all (see `repeats(on:)`).
    var isRepeatable = false
    /// A view of the last swarm's chain restricts touch actions.
    private(set) var restrictsTouchActions = false
    private var hit: ObjectIdentifier?
    private var hierarchyGeneration: UInt64 = 0
    private var bookkeepingGeneration: UInt64 = 0
    private var touchActionGeneration: UInt64 = 0

    /// Whether a new touch on `hit` gets the last swarm as it is.
    @MainActor func repeats(on hit: View) -> Bool {
        isRepeatable && self.hit == ObjectIdentifier(hit) && hierarchyGeneration == Generations.hierarchy.current
            && bookkeepingGeneration == Generations.recognizerBookkeeping.current
            && touchActionGeneration == Generations.touchActions.current
    }

    /// A touch on `hit` was just set up.
    @MainActor mutating func noteSetUp(on hit: View, restrictsTouchActions: Bool) {
        self.hit = ObjectIdentifier(hit)
        self.restrictsTouchActions = restrictsTouchActions
        hierarchyGeneration = Generations.hierarchy.current
        bookkeepingGeneration = Generations.recognizerBookkeeping.current
        touchActionGeneration = Generations.touchActions.current
    }

    /// Nothing is offered (the event is prepared).
    mutating func clear() {
        isRepeatable = false
        hit = nil
    }
}
