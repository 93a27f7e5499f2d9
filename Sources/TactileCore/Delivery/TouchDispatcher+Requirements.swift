/// Outcome of checking a recognizer's failure requirements.
enum RequirementStatus {
    case clear
    case waiting(on: GestureRecognizer)
    case recognized(GestureRecognizer)
}

extension TouchDispatcher {
    // MARK: Failure requirements

    /// Whether `g` is waiting on `r` explicitly or through either delegate.
    func requires(_ g: GestureRecognizer, toFail r: GestureRecognizer) -> Bool {
        if g.explicitlyRequires(r) { return true }
        if !g.record.delegateRequiresNoFailure {
            if let d = g.delegate {
                DefaultDelegateMethods.ranShouldRequireFailure = nil
                if d.gestureRecognizer(g, shouldRequireFailureOf: r) { return true }
                if DefaultDelegateMethods.ranShouldRequireFailure == ObjectIdentifier(d) { g.record.delegateRequiresNoFailure = true }
            } else {
                g.record.delegateRequiresNoFailure = true   // a delegate comes only through the setter, which clears this
            }
        }
        if !r.record.delegateMakesNoneWait {
            if let d = r.delegate {
                DefaultDelegateMethods.ranShouldBeRequiredToFail = nil
                if d.gestureRecognizer(r, shouldBeRequiredToFailBy: g) { return true }
                if DefaultDelegateMethods.ranShouldBeRequiredToFail == ObjectIdentifier(d) { r.record.delegateMakesNoneWait = true }
            } else {
                r.record.delegateMakesNoneWait = true
            }
        }
        return false
    }

    func requirementStatus(of g: GestureRecognizer) -> RequirementStatus {
        // The explicit requirements first, then engaged recognizers required through a delegate, in
        // that order (as one list would be), without building the list.
        for entry in g.record.requirements {
            guard let r = entry.value else { continue }
            if let status = requirementStatus(of: g, against: r) { return status }
        }
        for r in engaged where r !== g && !g.explicitlyRequires(r) && requires(g, toFail: r) {
            if let status = requirementStatus(of: g, against: r) { return status }
        }
        return .clear
    }

    /// What required recognizer `r` means for `g` now; nil when it does not hold `g` back.
    private func requirementStatus(of g: GestureRecognizer, against r: GestureRecognizer) -> RequirementStatus? {
        guard r !== g, r.view != nil, r.isEnabled else { return nil }
        if r.waitingState != nil || r.storedState == .possible {
            guard r.record.isEngaged else { return nil }
            if r.waitingState != nil && requires(r, toFail: g) {
                TactileLog.gestures.error("failure-requirement cycle between \(g.displayName) and \(r.displayName); ignored")
                return nil
            }
            return .waiting(on: r)
        }
        switch r.storedState {
        case .began, .changed, .ended, .cancelled: return .recognized(r)
        case .possible, .failed: return nil
        }
    }

    /// Lets recognizers that were waiting on others proceed or fail.
    func reevaluateWaiting() {
        guard CoreGlobals.waitingRecognizers > 0 else { return }
        var progressed = true
        var rounds = 0
        while progressed && rounds < 64 {
            progressed = false
            rounds += 1
            for w in engaged where w.waitingState != nil {
                switch requirementStatus(of: w) {
                case .waiting: continue
                case .recognized(let r):
                    w.commitTerminal(.failed, reason: .deferred { [r = r.displayName] in "required \(r) to fail; \(r) recognized" })
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
}
