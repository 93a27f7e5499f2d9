/// What touch delivery asks a recognizer on every event — is it attached to a view, which window's
/// dispatcher does it report to — cached per hierarchy generation, so a motion event does not load
/// the weak `view`, walk to the window and load its dispatcher for every recognizer.
struct RecognizerAttachment {
    var generation: UInt64 = 0
    /// `view != nil` as of `generation`.
    var hasView = false
    /// The dispatcher of the view's window as of `generation`.
    ///
    /// `unowned(unsafe)` (no reference counting) is safe here: it is read only while `generation`
    /// is still `Generations.hierarchy.current`, and the generation moves on whenever any view is
    /// deinitialized — including the window owning this dispatcher, whose `View.deinit` runs before
    /// its stored properties (the dispatcher) are destroyed — and whenever the recognizer is
    /// attached or detached or any view changes superview. So while the generation holds, the
    /// window, and with it the dispatcher, is alive.
    unowned(unsafe) var dispatcher: TouchDispatcher?
}

extension GestureRecognizer {
    /// The dispatcher of the window the recognizer's view is in (nil when not in a window).
    var dispatcher: TouchDispatcher? {
        refreshAttachment()
        return record.attachment.dispatcher
    }

    /// Whether the recognizer is attached to a view (cached `view != nil`).
    var isAttached: Bool {
        refreshAttachment()
        return record.attachment.hasView
    }

    @inline(__always)
    private func refreshAttachment() {
        let now = Generations.hierarchy.current
        if record.attachment.generation != now { recomputeAttachment(now) }
    }

    private func recomputeAttachment(_ now: UInt64) {
        let v = view
        record.attachment = RecognizerAttachment(generation: now, hasView: v != nil, dispatcher: v?.cachedWindow?.dispatcher)
    }
}
