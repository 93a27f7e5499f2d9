extension GestureRecognizer {
    /// Whether a subclass may move from `old` to `new` by setting `state`.
    static func isLegal(from old: GestureState, to new: GestureState) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        default: return false
        }
    }

    /// Handles a state request from the subclass (or `fail`/`cancel`).
    func requestState(_ new: GestureState, reason: String?) {
        requestState(new, because: reason.map { FailureReason.text($0) })
    }

    /// `requestState(_:reason:)` with a reason that may be written later (see `failureReason`).
    func requestState(_ new: GestureState, because reason: FailureReason?) {
        if let waiting = waitingState {
            // Holding a recognition until a required recognizer fails: keep the data, update the target.
            switch new {
            case .possible, .began, .changed: return
            case .ended: waitingState = waiting == .began ? .ended : waiting; return
            case .failed, .cancelled:
                waitingState = nil
                commitTerminal(.failed, reason: reason ?? .deferred { [name = displayName] in "\(name) declared failure while waiting" },
                               forced: false)
                return
            }
        }
        if new == .possible && record.isResetting { return }     // the toolkit is returning it to .possible anyway
        let old = storedState
        // A state change without touches (a timer after the touches went elsewhere) still starts a
        // cycle the window must finish.
        if old == .possible && new != .possible, let dispatcher { dispatcher.engage(self) }
        if old.isTerminal && record.terminalWasForced {
            // The toolkit ended this gesture (another recognizer won, capture, removal); a late
            // update from the subclass (say, a timer firing) cannot know that yet: ignore it.
            TactileLog.gestures.debug("\(longName): ignoring \(new) after the toolkit made it \(old)")
            return
        }
        if old == new && (new == .possible || new == .failed || new == .cancelled) { return }
        precondition(Self.isLegal(from: old, to: new),
                     "GestureRecognizer \(longName): illegal state transition \(old) → \(new)")
        switch new {
        case .began:
            attemptRecognition(new)
        case .ended where old == .possible:
            attemptRecognition(new)
        case .failed:
            commitTerminal(.failed, reason: reason ?? .deferred { [name = displayName] in "\(name) declared failure" },
                           forced: false)
        case .cancelled:
            commitTerminal(.cancelled, reason: reason ?? .deferred { [name = displayName] in "\(name) cancelled itself" },
                           forced: false)
        default:
            commitReported(new)
        }
    }

    /// Tries to leave `.possible` for `target` (began or ended): failure requirements, vetoes, exclusion.
    private func attemptRecognition(_ target: GestureState) {
        guard let dispatcher else {
            commitReported(target)
            return
        }
        dispatcher.attemptRecognition(self, target: target)
    }

    /// Sets a reported (action-firing) state and queues the actions.
    func commitReported(_ new: GestureState) {
        storedState = new
        guard let dispatcher else {
            // Not in a window: nobody else will finish the cycle, so report and reset at once.
            runActions()
            if new == .ended { returnToPossible() }
            return
        }
        dispatcher.noteReported(self)
        if new == .ended { dispatcher.recognizerDidFinish(self) }
    }

    /// `reset()`, then `.possible`: the end of every recognition cycle.
    func returnToPossible() {
        record.isEngaged = false
        waitingState = nil
        record.tracked.clearKeepingCapacity()
        record.scratch.removeAll()
        liveSwarmCount = 0
        if record.touchActionScope.limiter != nil || record.touchActionScope.allowed != .auto { record.touchActionScope = TouchActionScope() }
        record.isResetting = true
        reset()
        record.isResetting = false
        record.terminalWasForced = false
        storedState = .possible
    }

    /// Moves to `.failed` or `.cancelled` with a reason, stops receiving touches and lets the window
    /// settle dependents. Cancelled recognizers report it to their actions.
    /// `forced` is true when the toolkit (not the subclass) decided it.
    func commitTerminal(_ new: GestureState, reason: String, forced: Bool = true) {
        commitTerminal(new, reason: .text(reason), forced: forced)
    }

    /// `commitTerminal(_:reason:forced:)` with a reason that may be written later (see `failureReason`).
    func commitTerminal(_ new: GestureState, reason: FailureReason, forced: Bool = true) {
        let old = storedState
        record.terminalWasForced = forced
        waitingState = nil
        storedState = new
        setFailureReason(reason)
        if TactileLog.debugGestures {
            TactileLog.gestures.info("\(longName): \(old) → \(new): \(failureReason ?? "")")
        }
        guard let dispatcher else {
            if new == .cancelled { runActions() }
            returnToPossible()
            return
        }
        if new == .cancelled { dispatcher.noteReported(self) }
        dispatcher.recognizerDidFinish(self)
    }
}
