extension TouchDispatcher {
    /// Called once the event has been sent: touches that ended leave every list (a lift is
    /// remembered for tap counting, a cancellation forgets the previous tap), finished recognizers
    /// are reset. Returns how many touches ended or were cancelled.
    func eventDidFinish(_ event: TouchEvent) -> Int {
        var ending = 0
        for t in event.changed where t.phase.isTerminal {
            ending += 1
            if t.phase == .ended { tapCounter.recordLift(of: t) } else { tapCounter.reset() }
            finish(t)
            if viewSet.contains(t) { viewSet.removeAll(keepingCapacity: true) }
            // Kept for the next event (the same finger moving again), but not past the touch's end.
            if singleTouch.holdsOnly(t) { singleTouch.removeAll() }
        }
        settle()
        return ending
    }

    /// Bookkeeping for a touch whose sequence is over.
    private func finish(_ t: Touch) {
        t.record.isFinished = true
        for g in t.record.swarm { leaveSequence(g, of: t) }
        // The swarm of a withheld touch still decides its view delivery (none of it receives the
        // touch any more).
        if !heldTouches.isEmpty && heldTouches.containsIdentical(t) { return }
        if t.record.swarmIsShared { t.record.swarm = [] } else { listPool.giveBack(&t.record.swarm) }
        t.record.viewDone = true
        listPool.giveBack(&t.record.ignoringRecognizers)
    }

    /// Swarm member `g` is done with finished touch `t`.
    @inline(__always)
    private func leaveSequence(_ g: GestureRecognizer, of t: Touch) {
        g.liveSwarmCount = max(0, g.liveSwarmCount - 1)
        if let i = g.record.tracked.indexOfIdentical(t) { g.record.tracked.remove(at: i) }
    }
}

/// A weak reference to a view.
struct WeakView {
    weak var view: View?
}

extension GestureRecognizer {
    /// Receives touches now: attached, enabled and not finished.
    var acceptsTouches: Bool {
        isEnabled && (storedState == .possible || storedState == .began || storedState == .changed) && isAttached
    }
}
