extension TouchDispatcher {
    // MARK: Recognition

    /// `g` wants to leave `.possible` for `target`: wait for requirements, ask the vetoes,
    /// then exclude the recognizers sharing its touches.
    func attemptRecognition(_ g: GestureRecognizer, target: GestureState) {
        switch requirementStatus(of: g) {
        case .waiting(let r):
            g.waitingState = target
            if TactileLog.debugGestures {
                TactileLog.gestures.info("\(g.longName): would be \(target), waits for \(r.displayName) to fail")
            }
            return
        case .recognized(let r):
            g.commitTerminal(.failed, reason: .deferred { [r = r.displayName] in "required \(r) to fail; \(r) recognized" })
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
        for t in g.record.tracked {
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
                g.commitTerminal(.failed, reason: .deferred { [h = h.longNameParts] in "prevented: \(h.text) already recognized" })
                return
            }
        }
        // The vetoes above and the views' touchesCancelled below are app code, which may have
        // removed `g` from its view (failing it) or decided it already: then it does not recognize.
        guard g.storedState == .possible, g.isAttached else { return }
        if TactileLog.debugGestures { TactileLog.gestures.info("\(g.longName): recognized (\(target))") }
        cancelViewTouches(of: g)
        guard g.storedState == .possible, g.isAttached else {
            reevaluateWaiting()
            return
        }
        g.commitReported(target)
        for h in rivals where h !== g && h.acceptsTouches {
            guard !allowsSimultaneous(g, h), prevents(g, h) else { continue }
            if h.storedState == .possible && h.waitingState != nil && requires(h, toFail: g) {
                h.commitTerminal(.failed, reason: .deferred { [g = g.displayName] in "required \(g) to fail; \(g) recognized" })
            } else if h.storedState == .possible {
                h.commitTerminal(.failed, reason: .deferred { [g = g.longNameParts] in "\(g.text) recognized" })
            } else {
                h.commitTerminal(.cancelled, reason: .deferred { [g = g.longNameParts] in "cancelled: \(g.text) recognized" })
            }
        }
        reevaluateWaiting()
    }

    /// The recognizers sharing a touch with `g` (excluding `g`).
    func rivals(of g: GestureRecognizer) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for t in g.record.tracked {
            for h in t.record.swarm where h !== g && t.isReceived(by: h) && !result.contains(where: { $0 === h }) {
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
        var affected: [Touch] = g.record.tracked
        for t in heldTouches where t.record.holders.contains(where: { $0 === g }) && !affected.contains(where: { $0 === t }) {
            affected.append(t)
        }
        for t in affected where !t.isIgnored(by: g) {
            if g.cancelsTouchesInView {
                cancelAtView(t)
            } else {
                t.record.holders.removeIdentical(g)
            }
        }
    }

    /// Ends `t`'s view delivery: `touchesCancelled` if the view saw it begin, nothing otherwise.
    func cancelAtView(_ t: Touch) {
        clearHold(t)
        if let v = t.view, t.record.viewBegan, !t.record.viewDone {
            sendSingle(.cancelled, t, to: v)
        }
        t.record.viewDone = true
    }

    func clearHold(_ t: Touch) {
        t.record.holders.removeAll()
        t.record.heldBegan = false
        t.record.heldMoved = false
        t.record.heldEnd = nil
        heldTouches.removeIdentical(t)
        if t.record.isFinished { t.releaseBookkeeping() }
    }
}
