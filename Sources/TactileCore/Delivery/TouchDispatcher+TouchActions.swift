extension TouchDispatcher {
    /// Applies the touch actions of `t`'s views to its recognizers: each recognizer's scope is
    /// narrowed to what the views from the hit-test view up to its own allow, and a recognizer that
    /// may not start fails at once (one already recognizing just stops receiving `t`).
    /// Called at touch-down when some view of the chain is not `.auto`, and again when a view's
    /// touch action changes before `t` has passed its slop.
    func applyTouchActions(to t: Touch, in event: TouchEvent) {
        flushPendingJoins()
        guard let hit = t.view else { return }
        var running = TouchAction.auto
        var limiter: String?
        var blocked: [(GestureRecognizer, String)] = []
        let swarm = t.record.swarm
        var v: View? = hit
        while let current = v {
            let action = current.touchAction
            if !running.isSubset(of: action) {
                running.formIntersection(action)
                limiter = "\(current.displayName) (\(action))"
            }
            for g in swarm where g.view === current && t.isReceived(by: g) {
                if g.record.tracked.count <= 1 {
                    g.record.touchActionScope = TouchActionScope(allowed: running, limiter: limiter)
                } else {
                    g.record.touchActionScope.allowed.formIntersection(running)
                    if limiter != nil { g.record.touchActionScope.limiter = limiter }
                }
                if !g.permits(g.record.touchActionScope.allowed) {
                    blocked.append((g, Self.touchActionReason(for: g, from: hit)))
                }
            }
            v = current.superview
        }
        guard !blocked.isEmpty else { return }
        callbackDepth += 1      // settling waits for the event's own delivery
        for (g, reason) in blocked {
            switch g.state {
            case .possible: g.fail(reason: reason)
            case .began, .changed: g.ignore(t, for: event)
            default: break
            }
        }
        callbackDepth -= 1
    }

    /// "ScrollView pan needs pan-y; Slider's touch action is pan-x": names the nearest view at
    /// which the chain from `hit` up stopped allowing anything `g` needs.
    private static func touchActionReason(for g: GestureRecognizer, from hit: View) -> String {
        let needed = g.requiredTouchAction
        var running = TouchAction.auto
        var v: View? = hit
        while let current = v {
            running.formIntersection(current.touchAction)
            if running.isDisjoint(with: needed) {
                return "\(g.displayName) needs \(needed); \(current.displayName)'s touch action is \(current.touchAction)"
            }
            if current === g.view { break }
            v = current.superview
        }
        return "\(g.displayName) needs \(needed); its touch's views allow \(running)"
    }

    /// Before `t` has passed its slop: looks at its views' touch actions again if any changed, then
    /// notes whether it has now moved past the slop (after which they are fixed).
    func trackTouchActionSlop(_ t: Touch, in event: TouchEvent) {
        if t.record.isDropped || t.record.isPriority || t.record.isFinished {
            t.record.hasPassedSlop = true
            return
        }
        let generation = Generations.touchActions.current
        if t.record.touchActionGeneration != generation {
            t.record.touchActionGeneration = generation
            applyTouchActions(to: t, in: event)
        }
        let dx = t.locationInWindow.x - t.startLocationInWindow.x
        let dy = t.locationInWindow.y - t.startLocationInWindow.y
        let slop = t.slop
        if dx * dx + dy * dy > slop * slop { t.record.hasPassedSlop = true }
    }
}
