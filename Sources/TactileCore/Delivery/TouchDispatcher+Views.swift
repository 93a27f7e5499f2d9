extension TouchDispatcher {
    // MARK: View delivery

    /// Step 3: each view gets its deliverable touches, one call per phase.
    func deliverToViews(_ event: TouchEvent) {
        viewOrder.clearKeepingCapacity()
        // Phases to deliver at all (callbacks can only withdraw touches, never add a phase).
        var began = false, moved = false, ended = false, cancelled = false
        for t in event.changed {
            let phase = viewPhase(for: t)
            t.record.pendingViewPhase = phase
            guard let phase else { continue }
            switch phase {
            case .began: began = true
            case .moved: moved = true
            case .ended: ended = true
            case .cancelled: cancelled = true
            case .stationary: break
            }
            if let v = t.view, !viewOrder.containsIdentical(v) {
                viewOrder.append(v)
            }
        }
        var i = 0
        while i < viewOrder.count {
            let v = viewOrder[i]
            i += 1
            if began { callView(v, .began, event) }
            if moved { callView(v, .moved, event) }
            if ended { callView(v, .ended, event) }
            if cancelled { callView(v, .cancelled, event) }
        }
        for t in event.changed { t.record.pendingViewPhase = nil }
        viewOrder.clearKeepingCapacity()
    }

    func callView(_ v: View, _ phase: TouchPhase, _ event: TouchEvent) {
        var count = 0, inSharedSet = 0
        var only: Touch?
        for t in event.changed where t.view === v && t.record.pendingViewPhase == phase && !t.record.viewDone {
            count += 1
            only = t
            if t.phase == phase && isInSharedSet(t) { inSharedSet += 1 }
        }
        guard count > 0 else { return }
        // The recognizers' set of the event's touches in this phase, when those are exactly the view's.
        if count > 1 && inSharedSet == count, let shared = sharedSet(phase, count: count) {
            for t in event.changed where t.view === v && t.record.pendingViewPhase == phase && !t.record.viewDone {
                t.record.pendingViewPhase = nil
                noteViewDelivery(t, phase)
            }
            send(phase, shared, to: v, event)
            return
        }
        // The set of the previous call is reused when it holds exactly this one touch (no hashing).
        let reuse = count == 1 && viewSet.count == 1 && viewSet.first === only
        if !reuse && !viewSet.isEmpty { viewSet.removeAll(keepingCapacity: true) }
        for t in event.changed where t.view === v && t.record.pendingViewPhase == phase && !t.record.viewDone {
            t.record.pendingViewPhase = nil
            if !reuse { viewSet.insert(t) }
            noteViewDelivery(t, phase)
        }
        send(phase, viewSet, to: v, event)
        // Kept for the next event, but not past a touch's end.
        if phase.isTerminal { viewSet.removeAll(keepingCapacity: true) }
    }

    /// Calls the responder method for `phase`.
    func send(_ phase: TouchPhase, _ touches: Set<Touch>, to v: View, _ event: TouchEvent) {
        viewDeliveryObserver?(v, phase, touches)
        switch phase {
        case .began: v.touchesBegan(touches, with: event)
        case .moved: v.touchesMoved(touches, with: event)
        case .ended: v.touchesEnded(touches, with: event)
        case .cancelled: v.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }

    func noteViewDelivery(_ t: Touch, _ phase: TouchPhase) {
        if phase == .began { t.record.viewBegan = true }
        if phase.isTerminal {
            t.record.viewDone = true
            if let v = t.view { t.record.noteFinished(v) }
        }
    }

    /// Delivers one touch to its view now (for releases, cancellations and capture). During the
    /// call the touch's `phase` reads as the phase being delivered (a withheld began reads `.began`
    /// even if the finger has lifted since).
    func sendSingle(_ phase: TouchPhase, _ t: Touch, to v: View) {
        if phase != .began && !t.record.viewBegan { return }
        if t.record.viewDone { return }
        noteViewDelivery(t, phase)
        var set = Set<Touch>(minimumCapacity: 1)
        set.insert(t)
        let actual = t.phase
        t.record.phase = phase
        send(phase, set, to: v, window.event)
        t.record.phase = actual
    }

    /// What the view should get for `t` now, withholding per the recognizers' delay flags.
    func viewPhase(for t: Touch) -> TouchPhase? {
        guard !t.record.isDropped, !t.record.viewDone, !t.record.isWithheldFromView, t.view != nil else { return nil }
        switch t.phase {
        case .stationary:
            return nil
        case .began:
            if t.record.viewBegan || t.record.heldBegan { return nil }     // already delivered (event sent twice)
            // A touch that joins a gesture already recognized belongs to it: the view never sees it.
            for g in t.record.swarm where g.cancelsTouchesInView
                && (g.storedState == .began || g.storedState == .changed) && g.waitingState == nil && t.isReceived(by: g) {
                t.record.viewDone = true
                return nil
            }
            for g in t.record.swarm where g.delaysTouchesBegan && g.state == .possible && g.acceptsTouches && t.isReceived(by: g) {
                t.record.holders.append(g)
            }
            if !t.record.holders.isEmpty {
                t.record.heldBegan = true
                hold(t)
                return nil
            }
            return .began
        case .moved:
            if t.record.heldBegan { t.record.heldMoved = true; return nil }
            return t.record.viewBegan ? .moved : nil
        case .ended:
            if t.record.heldBegan { t.record.heldEnd = .ended; return nil }
            guard t.record.viewBegan else { return nil }
            for g in t.record.swarm where t.isReceived(by: g) && g.delaysTouchesEnded && g.state == .possible && g.acceptsTouches {
                t.record.holders.append(g)
            }
            if !t.record.holders.isEmpty {
                t.record.heldEnd = .ended
                hold(t)
                return nil
            }
            return .ended
        case .cancelled:
            if t.record.heldBegan { t.record.heldEnd = .cancelled; return nil }
            return t.record.viewBegan ? .cancelled : nil
        }
    }

    func hold(_ t: Touch) {
        if !heldTouches.containsIdentical(t) { heldTouches.append(t) }
    }
}
