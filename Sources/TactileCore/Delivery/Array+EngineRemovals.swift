// In-place removals from the engine's lists of touches and recognizers, in one pass and keeping the
// order of what stays. Plain loops: the closure of `removeAll(where:)` would check the main actor at
// run time for every element.

extension Array where Element == Touch {
    /// Removes the touches whose phase is terminal (ended or cancelled).
    @MainActor mutating func removeTerminalTouches() {
        var kept = 0
        for i in indices where !self[i].phase.isTerminal {
            if kept != i { swapAt(kept, i) }
            kept += 1
        }
        if kept < count { removeSubrange(kept...) }
    }
}

extension Array where Element == GestureRecognizer {
    /// Removes the recognizers that can no longer hold a touch back from its view: decided, reset,
    /// disabled or detached (see `TouchDispatcher.releaseHeldTouches`).
    @MainActor mutating func removeRecognizersThatCannotHold() {
        var kept = 0
        for i in indices where self[i].canStillHoldTouches {
            if kept != i { swapAt(kept, i) }
            kept += 1
        }
        if kept < count { removeSubrange(kept...) }
    }
}

extension GestureRecognizer {
    /// Whether the recognizer can still withhold touches from their views: undecided, engaged in
    /// the current sequence, enabled and attached.
    @inline(__always)
    var canStillHoldTouches: Bool {
        state == .possible && record.isEngaged && isEnabled && view != nil
    }
}
