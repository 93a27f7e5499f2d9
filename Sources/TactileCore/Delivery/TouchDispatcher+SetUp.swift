/// Step 1 of the procedure (see `TouchDispatcher`): a new touch is hit-tested, or claimed by a
/// touch-priority view, and gets its swarm.
extension TouchDispatcher {
    /// Hit-tests a new touch and assembles its swarm, applying the restriction rules.
    func setUp(_ t: Touch, in event: TouchEvent) {
        t.record.isSetUp = true
        if Application.shared.isIgnoringInteractionEvents {
            t.record.isDropped = true
            return
        }
        let p = t.locationInWindow
        for entry in priorityViews {
            guard let pv = entry.view, pv.window === window, !pv.isHidden else { continue }
            if pv.point(inside: pv.convert(p, from: nil), with: event) {
                t.record.view = pv
                t.record.isPriority = true
                liveViews.touchBegan(t)
                return
            }
        }
        guard let hit = window.hitTest(p, with: event) else {
            t.record.isDropped = true
            return
        }
        // The other live touches' views, from a count kept as touches begin and end: a new touch
        // costs the number of views holding touches, not the number of touches.
        // From a copy: `isExclusiveTouch` is app code, which must not overlap an access to the list.
        let views = liveViews
        if views.excludes(hit) {
            t.record.isDropped = true
            return
        }
        if !hit.isMultipleTouchEnabled && !(hit is Window) && views.hasDeliveredTouch(on: hit) {
            t.record.isWithheldFromView = true
        }
        t.record.view = hit
        liveViews.touchBegan(t)
        // Room for the whole swarm at once (one allocation per list rather than one per doubling).
        if lastSwarmHit != ObjectIdentifier(hit) {
            var swarmSize = 0
            var w: View? = hit
            while let current = w {
                swarmSize += current.gestureRecognizers.count
                w = current.superview
            }
            lastSwarmHit = ObjectIdentifier(hit)
            lastSwarmSize = swarmSize
        }
        if t.record.ignoringRecognizers.capacity == 0 { t.record.ignoringRecognizers = listPool.take() }
        let restrictsTouchActions: Bool
        if offer.repeats(on: hit) {
            restrictsTouchActions = offer.restrictsTouchActions
            joinOfferedSwarm(t)
        } else {
            restrictsTouchActions = assembleSwarm(t, hit: hit)
        }
        offeredSwarm = t.record.swarm
        offeredSwarmOwner = t
        // Touch actions read the tracked lists; joining moves the bookkeeping generation, so before noting it.
        if restrictsTouchActions { flushPendingJoins() }
        offer.noteSetUp(on: hit, restrictsTouchActions: restrictsTouchActions)
        t.record.touchActionGeneration = Generations.touchActions.current
        if restrictsTouchActions { applyTouchActions(to: t, in: event) }
    }

    /// Gathers new touch `t`'s swarm from `hit` and its ancestors, asking delegates; returns whether
    /// a view of the chain restricts touch actions. Notes in `offer` whether the next touch on `hit`
    /// may repeat the swarm.
    private func assembleSwarm(_ t: Touch, hit: View) -> Bool {
        flushPendingJoins()  // delegates may read tracked lists
        if t.record.swarm.capacity == 0 { t.record.swarm = listPool.take() }
        if t.record.swarm.capacity < lastSwarmSize { t.record.swarm.reserveCapacity(lastSwarmSize) }
        let assemblyGeneration = Generations.hierarchy.current
        var everyDelegateSettled = true
        var v: View? = hit
        var restrictsTouchActions = false
        while let current = v {
            if current.touchAction != .auto { restrictsTouchActions = true }
            // Newest first; from a copy of the list, which a delegate may change.
            let list = current.gestureRecognizers
            var k = list.count
            while k > 0 {
                k -= 1
                let g = list[k]
                guard g.acceptsTouches else { continue }
                if !g.record.delegateReceivesEveryTouch {
                    if let delegate = g.delegate {
                        DefaultDelegateMethods.ranShouldReceive = nil
                        let receives = delegate.gestureRecognizer(g, shouldReceive: t)
                        if DefaultDelegateMethods.ranShouldReceive == ObjectIdentifier(delegate) {
                            g.record.delegateReceivesEveryTouch = true
                        }
                        if !receives {
                            t.record.ignoringRecognizers.append(g)
                            continue
                        }
                        // The delegate may have removed it from the view (which moves the hierarchy
                        // generation on) or disabled it: then it must not join, or it would track the
                        // touch with no view to deliver it.
                        if Generations.hierarchy.current != assemblyGeneration, g.view !== current { continue }
                        guard g.acceptsTouches else { continue }
                    } else {
                        g.record.delegateReceivesEveryTouch = true  // a delegate comes only through the setter, which clears this
                    }
                    if !g.record.delegateReceivesEveryTouch { everyDelegateSettled = false }
                }
                // A delegate (this one or an earlier one) may have taken the view out of the
                // window: its recognizers no longer join, or out of the window they would never
                // hear the touch end (nor time out and fail).
                if Generations.hierarchy.current != assemblyGeneration, current.window !== window { continue }
                join(g, t)
            }
            v = current.superview
        }
        // The same members as the touch before: share that list (the finger's own goes back).
        if !offeredSwarm.isEmpty && t.record.swarm.isIdentical(to: offeredSwarm) {
            listPool.giveBack(&t.record.swarm)
            shareOfferedSwarm(with: t)
        }
        // Nearest view first, newest recognizer first: in delivery order, unless a delegate changed
        // the hierarchy while it was being assembled.
        let unchanged = Generations.hierarchy.current == assemblyGeneration
        if unchanged { t.record.swarmOrderGeneration = assemblyGeneration }
        offer.isRepeatable = unchanged && everyDelegateSettled && t.record.ignoringRecognizers.isEmpty
        return restrictsTouchActions
    }

    /// Gives new touch `t` the swarm of the touch set up just before it (`offer.repeats(on:)`):
    /// every member joins, in the same order, with nothing asked again. The members' tracked lists
    /// get `t` in `flushPendingJoins()`, with the other touches that join after it.
    private func joinOfferedSwarm(_ t: Touch) {
        shareOfferedSwarm(with: t)
        pendingJoiners.append(t)
        t.record.swarmOrderGeneration = Generations.hierarchy.current
    }

    /// Adds the touches that repeated the offered swarm to its members' tracked lists: one pass
    /// over the members for all the fingers that came down together, rather than one per finger.
    /// Runs before anything reads those lists: the end of preparation, a new swarm's assembly
    /// (delegates), touch actions, a change from app code (a recognizer detached or finished, a
    /// capture, a subtree leaving) and the public reads of a touch's recognizers.
    func flushPendingJoins() {
        guard !pendingJoiners.isEmpty else { return }
        let swarm = pendingJoiners[0].record.swarm
        let count = pendingJoiners.count
        for k in swarm.indices {
            let g = swarm[k]
            g.record.tracked.append(contentsOf: pendingJoiners)
            g.liveSwarmCount += count
            engage(g)
        }
        pendingJoiners.removeAll(keepingCapacity: true)
    }

    /// Gives new touch `t` the offered swarm's list, which it now shares with the touch that offered
    /// it (both let it go at their end rather than emptying it into the list pool).
    @inline(__always)
    private func shareOfferedSwarm(with t: Touch) {
        t.record.swarm = offeredSwarm
        t.record.swarmIsShared = true
        offeredSwarmOwner?.record.swarmIsShared = true
    }

    /// Makes `g` a member of new touch `t`'s swarm.
    @inline(__always)
    private func join(_ g: GestureRecognizer, _ t: Touch) {
        if !g.record.isEngaged { g.record.thresholds = g.usesPhysicalThresholds ? t.thresholds : .points }
        t.record.swarm.append(g)
        g.record.tracked.append(t)
        g.liveSwarmCount += 1
        g.clearFailureReason()
        engage(g)
    }
}
