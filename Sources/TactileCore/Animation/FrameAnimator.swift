/// Something that moves with the display's frames, like a scroll view's glide: the window steps it
/// before each frame is laid out and drawn, and asks for frames only while one is running.
///
/// This is `View.animate`'s timing for motion that is not a property animation: no timers, time
/// from the window's clock, frame callbacks while moving and none once everything is at rest.
@MainActor public protocol FrameAnimator: AnyObject {
    /// Advances to `now` (the window clock's time of the frame); returns false once at rest, which
    /// removes the animator.
    func step(at now: Duration) -> Bool
}

extension Window {
    /// Starts stepping `animator` every frame (from the next one) until its `step` returns false
    /// or `removeFrameAnimator(_:)`; asks for a frame. Adding it twice steps it once.
    public func addFrameAnimator(_ animator: any FrameAnimator) {
        guard !frameAnimators.contains(where: { $0 === animator }) else { return }
        frameAnimators.append(animator)
        animationWasAdded()
    }

    /// Stops stepping `animator`.
    public func removeFrameAnimator(_ animator: any FrameAnimator) {
        frameAnimators.removeAll { $0 === animator }
    }

    /// Steps every frame animator to the clock's time, dropping those at rest.
    func stepFrameAnimators() {
        let now = clock.now
        // A copy: a step may add or remove animators (its own included).
        for animator in frameAnimators where !animator.step(at: now) {
            removeFrameAnimator(animator)
        }
    }
}
