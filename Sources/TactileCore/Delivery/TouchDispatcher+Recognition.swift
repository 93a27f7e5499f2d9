/// Outcome of checking a recognizer's failure requirements.
enum RequirementStatus {
    case clear
    case waiting(on: GestureRecognizer)
    case recognized(GestureRecognizer)
}

extension TouchDispatcher {
    // MARK: Recognition

    /// `g` wants to leave `.possible` for `target`: wait for requirements, ask the vetoes,
    /// then exclude the recognizers sharing its touches.
    func attemptRecognition(_ g: GestureRecognizer, target: GestureState) {
        switch requirementStatus(of: g) {
        case .waiting:
            g.waitingState = target
            return
        case .recognized(let r):
            g.commitTerminal(.failed, reason: "required \(r.displayName) to fail; \(r.displayName) recognized")
            return
        case .clear:
            completeRecognition(g, target: target)
        }
    }

    /// Vetoes, exclusion and view cancellation once no requirement holds `g` back.
    /// Runs as one step: actions and settling wait until it is complete.
    func completeRecognition(_ g: GestureRecognizer, target: GestureState) {
        callbackDepth += 1
        defer {
            callbackDepth -= 1
            if callbackDepth == 0 { settle() }
        }
        var askedViews: [View] = []
        for t in g.tracked {
            guard let v = t.view, !askedViews.contains(where: { $0 === v }) else { continue }
            askedViews.append(v)
            if !v.gestureRecognizerShouldBegin(g) {
                g.commitTerminal(.failed, reason: "\(v.displayName).gestureRecognizerShouldBegin returned false")
                return
            }
        }
        if let delegate = g.delegate, !delegate.gestureRecognizerShouldBegin(g) {
            g.commitTerminal(.failed, reason: "delegate's gestureRecognizerShouldBegin returned false")
            return
        }
        let rivals = rivals(of: g)
        for h in rivals where h.storedState == .began || h.storedState == .changed {
            if !allowsSimultaneous(g, h) && prevents(h, g) {
                g.commitTerminal(.failed, reason: "prevented: \(h.longName) already recognized")
                return
            }
        }
        cancelViewTouches(of: g)
        g.commitReported(target)
        for h in rivals where h !== g && h.acceptsTouches {
            guard !allowsSimultaneous(g, h), prevents(g, h) else { continue }
            if h.storedState == .possible && h.waitingState != nil && requires(h, toFail: g) {
                h.commitTerminal(.failed, reason: "required \(g.displayName) to fail; \(g.displayName) recognized")
            } else if h.storedState == .possible {
                h.commitTerminal(.failed, reason: "\(g.longName) recognized")
            } else {
                h.commitTerminal(.cancelled, reason: "cancelled: \(g.longName) recognized")
            }
        }
        reevaluateWaiting()
    }

    /// The recognizers sharing a touch with `g` (excluding `g`).
    func rivals(of g: GestureRecognizer) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for t in g.tracked {
            for h in t.gestureRecognizers where h !== g && !result.contains(where: { $0 === h }) {
                result.append(h)
            }
        }
        return result
    }

    func allowsSimultaneous(_ g: GestureRecognizer, _ h: GestureRecognizer) -> Bool {
        if let d = g.delegate, d.gestureRecognizer(g, shouldRecognizeSimultaneouslyWith: h) { return true }
        if let d = h.delegate, d.gestureRecognizer(h, shouldRecognizeSimultaneouslyWith: g) { return true }
        return false
    }

    /// Whether `g` recognizing forces `h` out: both must agree.
    func prevents(_ g: GestureRecognizer, _ h: GestureRecognizer) -> Bool {
        g.canPrevent(h) && h.canBePrevented(by: g)
    }

    /// On recognition: the recognizer's touches are cancelled in their views (unless it ignores
    /// them or `cancelsTouchesInView` is false), including touches whose end it was withholding.
    private func cancelViewTouches(of g: GestureRecognizer) {
        var affected: [Touch] = g.tracked
        for t in heldTouches where t.holders.contains(where: { $0 === g }) && !affected.contains(where: { $0 === t }) {
            affected.append(t)
        }
        for t in affected where !t.isIgnored(by: g) {
            if g.cancelsTouchesInView {
                cancelAtView(t)
            } else {
                t.holders.removeAll { $0 === g }
            }
        }
    }

    /// Ends `t`'s view delivery: `touchesCancelled` if the view saw it begin, nothing otherwise.
    func cancelAtView(_ t: Touch) {
        clearHold(t)
        if let v = t.view, t.viewBegan, !t.viewDone {
            sendSingle(.cancelled, t, to: v)
        }
        t.viewDone = true
    }

    func clearHold(_ t: Touch) {
        t.holders.removeAll()
        t.heldBegan = false
        t.heldMoved = false
        t.heldEnd = nil
        heldTouches.removeAll { $0 === t }
        if t.isFinished { t.releaseBookkeeping() }
    }

    // MARK: Failure requirements

    /// Whether `g` is waiting on `r` explicitly or through either delegate.
    func requires(_ g: GestureRecognizer, toFail r: GestureRecognizer) -> Bool {
        if g.explicitlyRequires(r) { return true }
        if let d = g.delegate, d.gestureRecognizer(g, shouldRequireFailureOf: r) { return true }
        if let d = r.delegate, d.gestureRecognizer(r, shouldBeRequiredToFailBy: g) { return true }
        return false
    }

    func requirementStatus(of g: GestureRecognizer) -> RequirementStatus {
        var candidates: [GestureRecognizer] = g.requirements.compactMap { $0.value }
        for r in engaged where r !== g && !candidates.contains(where: { $0 === r }) && requires(g, toFail: r) {
            candidates.append(r)
        }
        for r in candidates where r !== g {
            guard r.view != nil, r.isEnabled else { continue }
            if r.waitingState != nil || r.storedState == .possible {
                guard r.isEngaged else { continue }
                if r.waitingState != nil && requires(r, toFail: g) {
                    TactileLog.gestures.error("failure-requirement cycle between \(g.displayName) and \(r.displayName); ignored")
                    continue
                }
                return .waiting(on: r)
            }
            switch r.storedState {
            case .began, .changed, .ended, .cancelled: return .recognized(r)
            case .possible, .failed: continue
            }
        }
        return .clear
    }

    /// Lets recognizers that were waiting on others proceed or fail.
    func reevaluateWaiting() {
        var progressed = true
        var rounds = 0
        while progressed && rounds < 64 {
            progressed = false
            rounds += 1
            for w in engaged where w.waitingState != nil {
                switch requirementStatus(of: w) {
                case .waiting: continue
                case .recognized(let r):
                    w.commitTerminal(.failed, reason: "required \(r.displayName) to fail; \(r.displayName) recognized")
                    progressed = true
                case .clear:
                    guard let target = w.waitingState else { continue }
                    w.waitingState = nil
                    completeRecognition(w, target: target)
                    progressed = true
                }
                if progressed { break }
            }
        }
    }

    // MARK: State bookkeeping

    /// `g` entered a state its actions must hear about.
    func noteReported(_ g: GestureRecognizer) {
        pendingActions.append(g)
        if callbackDepth == 0 { flushActions() }
    }

    /// `g` finished (ended, cancelled or failed): it stops receiving touches and no longer delays views.
    func recognizerDidFinish(_ g: GestureRecognizer) {
        for t in g.tracked {
            t.gestureRecognizers.removeAll { $0 === g }
        }
        for t in heldTouches { t.holders.removeAll { $0 === g } }
        g.updateCentroid()
        g.tracked.removeAll()
        reevaluateWaiting()
        if callbackDepth == 0 { settle() }
    }

    /// Runs queued actions in order.
    func flushActions() {
        var i = 0
        while i < pendingActions.count {
            let g = pendingActions[i]
            i += 1
            g.runActions()
        }
        pendingActions.removeAll(keepingCapacity: true)
    }

    /// Runs actions, releases withheld touches whose holders resolved and resets finished
    /// recognizers, until nothing changes.
    func settle() {
        guard !isSettlingNow else { return }
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
            t.holders.removeAll { $0.state != .possible || !$0.isEngaged }
            guard t.holders.isEmpty else { i += 1; continue }
            heldTouches.remove(at: i)
            released = true
            guard let v = t.view, !t.viewDone else { clearHold(t); continue }
            if t.heldBegan {
                t.heldBegan = false
                sendSingle(.began, t, to: v)
                if t.heldMoved && !t.viewDone { sendSingle(.moved, t, to: v) }
                t.heldMoved = false
            }
            if let end = t.heldEnd, !t.viewDone {
                if end == .ended {
                    for g in t.swarm where g.delaysTouchesEnded && g.state == .possible && g.isEngaged && !t.isIgnored(by: g) {
                        t.holders.append(g)
                    }
                    if !t.holders.isEmpty {
                        heldTouches.insert(t, at: i)
                        i += 1
                        continue
                    }
                }
                t.heldEnd = nil
                sendSingle(end, t, to: v)
            }
            if t.isFinished { t.releaseBookkeeping() }
        }
        return released
    }

    private func resetFinishedRecognizers() -> Bool {
        var didReset = false
        var i = 0
        while i < engaged.count {
            let g = engaged[i]
            if g.storedState.isTerminal && g.waitingState == nil && g.liveSwarmCount == 0 && !isHeldBackFromReset(g) {
                engaged.remove(at: i)
                resetRecognizer(g)
                didReset = true
            } else {
                i += 1
            }
        }
        return didReset
    }

    /// A failed recognizer is not reset while a recognizer that required it to fail is still going.
    private func isHeldBackFromReset(_ f: GestureRecognizer) -> Bool {
        guard f.storedState == .failed else { return false }
        for w in engaged where w !== f && requires(w, toFail: f) { return true }
        return false
    }

    func resetRecognizer(_ g: GestureRecognizer) {
        g.isEngaged = false
        g.waitingState = nil
        g.tracked.removeAll()
        g.liveSwarmCount = 0
        g.isResetting = true
        g.reset()
        g.isResetting = false
        g.storedState = .possible
    }
}
