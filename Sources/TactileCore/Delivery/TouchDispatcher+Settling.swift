extension TouchDispatcher {
    // MARK: State bookkeeping

    /// `g` entered a state its actions must hear about.
    func noteReported(_ g: GestureRecognizer) {
        pendingActions.append(g)
        if callbackDepth == 0 { flushActions() }
    }

    /// `g` finished (ended, cancelled or failed): it stops receiving touches (its `tracked` list
    /// empties; the touches' swarms keep it) and no longer delays views.
    func recognizerDidFinish(_ g: GestureRecognizer) {
        flushPendingJoins()
        let held = heldTouches
        for k in held.indices {
            // `unowned(unsafe)`: `held`, a local copy, holds `t` strongly throughout.
            unowned(unsafe) let t = held[k]
            if !t.record.holders.isEmpty { t.record.holders.removeIdentical(g) }
        }
        g.updateCentroid()
        g.record.tracked.clearKeepingCapacity()
        reevaluateWaiting()
        if callbackDepth == 0 { settle() }
    }

    /// Runs queued actions in order. Not re-entrant: actions queued by actions run in the same pass.
    func flushActions() {
        guard !isFlushingActions, !pendingActions.isEmpty || settleRequested else { return }
        isFlushingActions = true
        var i = 0
        while i < pendingActions.count {
            let g: GestureRecognizer
            if i == 0 && pendingActions.count == 1 {
                g = pendingActions.removeLast()     // the usual lone entry, moved out rather than copied
            } else {
                g = pendingActions[i]
                i += 1
            }
            g.runActions()
        }
        pendingActions.clearKeepingCapacity()
        isFlushingActions = false
        if settleRequested {
            settleRequested = false
            settle()
        }
    }

    /// Runs actions, releases withheld touches whose holders resolved and resets finished
    /// recognizers, until nothing changes.
    func settle() {
        guard !isSettlingNow else { return }
        guard !isFlushingActions else {
            settleRequested = true      // after the actions: they must see the states they report
            return
        }
        isSettlingNow = true
        defer { isSettlingNow = false }
        var changed = true
        var rounds = 0
        while changed && rounds < 64 {
            changed = false
            rounds += 1
            flushActions()
            if releaseHeldTouches() { changed = true }
            if resetFinishedRecognizers() { changed = true }
        }
    }

    private func releaseHeldTouches() -> Bool {
        guard !heldTouches.isEmpty else { return false }
        var released = false
        var i = 0
        while i < heldTouches.count {
            let t = heldTouches[i]
            // A disabled or detached recognizer will never decide: it cannot hold a touch back.
            t.record.holders.removeRecognizersThatCannotHold()
            guard t.record.holders.isEmpty else { i += 1; continue }
            heldTouches.remove(at: i)
            released = true
            guard let v = t.view, !t.record.viewDone else { clearHold(t); continue }
            if t.record.heldBegan {
                let heldEnd = t.record.heldEnd
                t.record.heldBegan = false
                sendSingle(.began, t, to: v)
                if t.record.heldMoved && !t.record.viewDone { sendSingle(.moved, t, to: v) }
                t.record.heldMoved = false
                // Captured from that touchesBegan after the finger already lifted: the capture
                // dropped the withheld end, so the new view gets it now (else it never ends there).
                if let end = heldEnd, let captor = t.view, t.record.heldEnd == nil, !t.record.viewDone {
                    sendSingle(end, t, to: captor)
                }
            }
            if let end = t.record.heldEnd, !t.record.viewDone {
                if end == .ended {
                    for g in t.record.swarm where g.canHoldEnd(of: t) { t.record.holders.append(g) }
                    if !t.record.holders.isEmpty {
                        heldTouches.insert(t, at: i)
                        i += 1
                        continue
                    }
                }
                t.record.heldEnd = nil
                sendSingle(end, t, to: v)
            }
            if t.record.isFinished { t.releaseBookkeeping() }
        }
        return released
    }

    private func resetFinishedRecognizers() -> Bool {
        // Nothing can have become resettable unless a finished recognizer was left over by the last
        // scan, something was engaged, or some recognizer's bookkeeping changed since.
        if !resetScanPending && lastResetScanGeneration == Generations.recognizerBookkeeping.current { return false }
        // A read-only pass first: usually no recognizer can be reset yet (finished ones still have
        // touches down), and then the loop below would change nothing.
        var anyCandidate = false, anyFinished = false
        let list = engaged
        for k in list.indices {
            // `unowned(unsafe)`: `list`, a local copy, holds `g` strongly, and this loop only reads.
            unowned(unsafe) let g = list[k]
            if !g.record.isEngaged {
                anyCandidate = true     // a stale entry to drop
                break
            }
            guard g.storedState.isTerminal else { continue }
            anyFinished = true
            if g.waitingState == nil && g.liveSwarmCount == 0 {
                anyCandidate = true
                break
            }
        }
        if !anyCandidate {
            resetScanPending = anyFinished
            lastResetScanGeneration = Generations.recognizerBookkeeping.current
            return false
        }
        var didReset = false
        var leftOver = false
        var i = 0
        while i < engaged.count {
            let g = engaged[i]
            if !g.record.isEngaged {
                // Reset while out of the window (see `isHeldBackFromReset`): only the entry is left.
                engaged.remove(at: i)
                continue
            }
            if g.storedState.isTerminal && g.waitingState == nil && g.liveSwarmCount == 0 && !isHeldBackFromReset(g) {
                engaged.remove(at: i)
                resetRecognizer(g)
                didReset = true
            } else {
                if g.storedState.isTerminal { leftOver = true }
                i += 1
            }
        }
        resetScanPending = leftOver || didReset
        lastResetScanGeneration = Generations.recognizerBookkeeping.current
        return didReset
    }

    /// A failed recognizer is not reset while a recognizer that required it to fail is still going
    /// (undecided or in progress); once that one has finished, both reset. A recognizer that left
    /// the window resets on its own (it has no dispatcher then) and is no longer engaged, though its
    /// entry stays in `engaged` until the next scan: it holds nothing back.
    private func isHeldBackFromReset(_ f: GestureRecognizer) -> Bool {
        guard f.storedState == .failed else { return false }
        for w in engaged where w !== f && w.record.isEngaged && (!w.storedState.isTerminal || w.waitingState != nil) && requires(w, toFail: f) {
            return true
        }
        return false
    }

    func resetRecognizer(_ g: GestureRecognizer) {
        g.returnToPossible()
    }
}

extension GestureRecognizer {
    /// Whether the recognizer, a member of `t`'s swarm, withholds `t`'s end from the view while it decides.
    fileprivate func canHoldEnd(of t: Touch) -> Bool {
        delaysTouchesEnded && canStillHoldTouches && !t.isIgnored(by: self)
    }
}
