extension TouchDispatcher {
    // MARK: Recognizers leaving

    /// `g` is being removed from its view or disabled: a gesture in progress is cancelled
    /// (possible ones fail), it lets go of its touches and returns to `.possible`.
    func recognizerWillDetach(_ g: GestureRecognizer, reason: String) {
        flushPendingJoins()
        guard g.record.isEngaged || g.storedState != .possible || g.waitingState != nil else { return }
        if g.waitingState != nil || g.storedState == .possible {
            g.commitTerminal(.failed, reason: reason)
        } else if g.storedState == .began || g.storedState == .changed {
            g.commitTerminal(.cancelled, reason: reason)
        }
        for t in window.event.ordered {
            t.record.removeFromSwarm(g)
            t.record.holders.removeIdentical(g)
        }
        for t in heldTouches { t.record.holders.removeIdentical(g) }
        g.record.tracked.clearKeepingCapacity()
        g.record.scratch.removeAll()
        g.liveSwarmCount = 0
        // Settling resets it once its actions have run. Not if that already happened (the failure
        // above settled at once): an engaged recognizer in `.possible` with no touches would never
        // be reset, would hold withheld touches forever and keep the recognizers it requires failed.
        if g.storedState.isTerminal { engage(g) }
        reevaluateWaiting()
        if callbackDepth == 0 { settle() }
    }

    /// Called before the subtree rooted at `root` leaves the window: its views' touches are
    /// cancelled there and its recognizers let go.
    func subtreeWillLeave(_ root: View) {
        flushPendingJoins()
        for t in window.event.ordered {
            guard let v = t.view, v.isDescendant(of: root) else { continue }
            cancelAtView(t)
            t.record.isWithheldFromView = true
            liveViews.recount(t)
        }
        for t in heldTouches {
            guard let v = t.view, v.isDescendant(of: root) else { continue }
            cancelAtView(t)
        }
        for g in engaged {
            if let v = g.view, v.isDescendant(of: root) {
                recognizerWillDetach(g, reason: "\(v.displayName) left the window")
            }
        }
    }

    // MARK: Capture

    /// Moves `t` to `view`: the old view gets `touchesCancelled`, `view` gets `touchesBegan` now
    /// and every later phase; recognizers that are not on `view` or its ancestors fail.
    func capture(_ t: Touch, to view: View) {
        flushPendingJoins()
        guard t.window === window, !t.phase.isTerminal else {
            TactileLog.core.error("captureTouch: touch \(t.identifier) is not live in this window; ignored")
            return
        }
        guard view.window === window else {
            TactileLog.core.error("captureTouch: \(view.displayName) is not in this window; ignored")
            return
        }
        guard !t.record.isDropped else {
            TactileLog.core.debug("captureTouch: touch \(t.identifier) is not delivered (ignored or exclusive); ignored")
            return
        }
        if t.view === view && !t.record.viewDone && !t.record.isWithheldFromView && t.record.holders.isEmpty { return }
        if t.record.hasFinished(view) {
            TactileLog.core.error("captureTouch: \(view.displayName) already ended touch \(t.identifier); ignored")
            return
        }
        guard captureDepth < 16 else {
            // Views capturing the touch back and forth from touchesBegan would recurse forever.
            TactileLog.core.error("captureTouch: nested 16 deep (views capturing touch \(t.identifier) back and forth?); ignored")
            return
        }
        captureDepth += 1
        defer { captureDepth -= 1 }
        cancelAtView(t)
        t.record.view = view
        t.record.isWithheldFromView = false
        liveViews.recount(t)
        t.record.viewDone = false
        t.record.viewBegan = false
        t.record.pendingViewPhase = nil
        sendSingle(.began, t, to: view)
        let reason = "touch captured by \(view.displayName)"
        for g in t.gestureRecognizers {
            if let gv = g.view, view.isDescendant(of: gv) { continue }    // still in the new view's swarm
            if g.waitingState != nil || g.storedState == .possible {
                g.commitTerminal(.failed, reason: reason)
            } else if g.storedState == .began || g.storedState == .changed {
                g.commitTerminal(.cancelled, reason: reason)
            }
        }
        if callbackDepth == 0 { settle() }
    }

    /// Ends the view delivery of `t`: its view gets `touchesCancelled`; recognizers keep it.
    func releaseCapture(of t: Touch) {
        flushPendingJoins()
        guard t.window === window, !t.record.isDropped, !t.record.isFinished else {
            TactileLog.core.error("releaseCapture: touch \(t.identifier) is not live in this window; ignored")
            return
        }
        cancelAtView(t)
        t.record.isWithheldFromView = true
        liveViews.recount(t)
    }
}
