extension GestureRecognizer {
    /// Whether `allowed` lets this recognizer's gesture start: it needs nothing, or one of what it
    /// needs is allowed.
    func permits(_ allowed: TouchAction) -> Bool {
        let needed = requiredTouchAction
        return needed.isEmpty || !needed.isDisjoint(with: allowed)
    }

    /// Why a pan that moved by `translation` (window coordinates) may not begin along that axis, or
    /// nil: a chain allowing only horizontal pans refuses a mostly vertical start, and the reverse.
    func touchActionAxisVeto(translation t: Point) -> String? {
        let allowed = allowedTouchAction
        guard !allowed.isSuperset(of: [.panX, .panY]) else { return nil }
        let horizontal = abs(t.x) >= abs(t.y)
        let axis: TouchAction = horizontal ? .panX : .panY
        guard !allowed.contains(axis) else { return nil }
        let limiter = touchActionLimiter ?? "a view"
        return "moved \(horizontal ? "horizontally" : "vertically"); \(limiter) allows \(allowed)"
    }
}

/// What a recognizer learnt about the touch actions of its touches' views in the current sequence.
struct TouchActionScope {
    /// The intersection over every touch of the sequence (see `GestureRecognizer.allowedTouchAction`).
    var allowed: TouchAction = .auto
    /// The nearest view that narrowed it, with its touch action (for failure reasons).
    var limiter: String?
}
