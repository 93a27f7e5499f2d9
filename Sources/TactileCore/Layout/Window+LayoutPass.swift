extension Window {
    /// Runs the work due before a frame is drawn: the frame animators' steps (scroll glides), the
    /// layout pass (each marked view's `layoutSubviews`, superviews first), then the damage of what
    /// animations moved since the last frame, and last the review of the screens transitions put on
    /// surfaces of their own (`reviewLiftedScreens()`). Renderers call it before drawing;
    /// `snapshot()` calls it too. With nothing marked and nothing animating it costs a few flag checks.
    public func prepareForFrame() {
        if !frameAnimators.isEmpty { stepFrameAnimators() }
        if layoutFlags.needsLayout || layoutFlags.descendantNeedsLayout {
            layoutPassCount += 1
            LayoutPass.run(from: self)
        }
        if !animatingViews.isEmpty { damageAnimatedViews() }
        if !liftedScreens.isEmpty { reviewLiftedScreens() }
    }

    /// Whether a frame is due for layout: some view in the window is marked.
    public var hasPendingLayout: Bool { layoutFlags.needsLayout || layoutFlags.descendantNeedsLayout }

    /// A view in the window was marked: make sure a frame comes.
    func layoutWasRequested() {
        onNeedsDisplay?()
    }
}
