extension TouchDispatcher {
    /// Orders recognizers so that, on any touch they share, the one nearer the hit-test view
    /// (deeper in the hierarchy) comes first, then the more recently added. In-place insertion
    /// sort: the list is short and usually already ordered (a single touch's swarm always is).
    /// Each recognizer's depth and index are cached until the hierarchy changes.
    func sortByPriority(_ list: inout [GestureRecognizer]) {
        guard list.count > 1 else { return }
        for g in list { g.refreshDeliveryPriority() }
        for i in 1..<list.count {
            var j = i
            while j > 0 && Self.precedes(list[j], list[j - 1]) {
                list.swapAt(j, j - 1)
                j -= 1
            }
        }
    }

    /// Whether `t`'s recognizers are in delivery order. A swarm is assembled in that order and only
    /// ever loses members, so it stays ordered until the hierarchy changes; only then is it checked.
    func isInPriorityOrder(_ t: Touch) -> Bool {
        let now = Generations.hierarchy.current
        if t.record.swarmOrderGeneration == now { return true }
        let list = t.record.swarm
        if list.count > 1 {
            for g in list { g.refreshDeliveryPriority() }
            for i in 1..<list.count where Self.precedes(list[i], list[i - 1]) { return false }
        }
        t.record.swarmOrderGeneration = now
        return true
    }

    private static func precedes(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        let pa = a.record.deliveryPriority, pb = b.record.deliveryPriority
        if pa.depth != pb.depth { return pa.depth > pb.depth }
        guard pa.view != nil, pa.view == pb.view else { return false }
        return pa.index > pb.index
    }
}
