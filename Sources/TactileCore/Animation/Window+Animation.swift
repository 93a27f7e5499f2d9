extension Window {
    /// Whether some view in the window is animating: the screen needs another frame.
    public var hasRunningAnimations: Bool { !animatingViews.isEmpty || !frameAnimators.isEmpty }

    /// A view started animating: make sure a frame comes.
    func animationWasAdded() {
        onNeedsDisplay?()
    }

    /// Per frame: damages where each animating view's subtree was shown last frame and where it is
    /// shown now, and forgets views whose animations have all finished (after damaging their final place).
    /// A view that left the window is forgotten too; if one of its animations repeats forever, its
    /// animations are removed (their completions get false), or nothing would ever end them and they
    /// would keep the view alive.
    func damageAnimatedViews() {
        var leftWithEndlessAnimations: [View] = []
        do {
            // One clock reading for every animation shown in this frame.
            let outer = AnimationContext.frameTime
            AnimationContext.frameTime = (ObjectIdentifier(clock), clock.now)
            defer { AnimationContext.frameTime = outer }
            damageAnimatedViews(collectingEndless: &leftWithEndlessAnimations)
        }
        // After the loop: completions are app code, which may start animations.
        for view in leftWithEndlessAnimations where view.window == nil { view.removeAllAnimations() }
    }

    private func damageAnimatedViews(collectingEndless leftWithEndlessAnimations: inout [View]) {
        var index = 0
        while index < animatingViews.count {
            let view = animatingViews[index]
            guard let state = view.animations, view.isInWindow(self) else {
                view.animations?.registeredWindow = nil
                animatingViews.remove(at: index)
                if let state = view.animations, state.groups.contains(where: { !$0.timing.totalTime.isFinite }) {
                    leftWithEndlessAnimations.append(view)
                }
                continue
            }
            view.damagePresentedArea(in: self)
            if state.allFinished {
                view.animations = nil
                animatingViews.remove(at: index)
                view.damageSubtree()
            } else {
                index += 1
            }
        }
    }
}

extension View {
    /// Damages the union of the area the subtree covered at the last frame and the one it covers now,
    /// through the presentation values of the view and its ancestors.
    func damagePresentedArea() {
        guard let window else { return }
        damagePresentedArea(in: window)
    }

    /// `damagePresentedArea()` for a view known to be in `window`.
    func damagePresentedArea(in window: Window) {
        // One walk up for the transform, noting whether any ancestor clips (a second walk only then).
        var toRoot = AffineTransform.identity
        var clipped = false
        // Unretained ancestors (View+HierarchyCache.swift): the walk only reads geometry and flags.
        var next = superviewPointer
        if next != nil { toRoot = presentedTransformToSuperview }
        while let pointer = next {
            if View.unretained(pointer).clips { clipped = true }
            next = View.superviewPointer(of: pointer)
            if next != nil { toRoot = toRoot.concatenating(View.unretained(pointer).presentedTransformToSuperview) }
        }
        // Grown by the renderer's rounding of moving views to whole pixels (`ViewRenderer.subviewMapping`).
        let shown = presentedSubtreeRect(through: toRoot).insetBy(dx: -2, dy: -2)
        let area = clipped ? clippedByAncestors(shown) : shown
        var damaged = area
        if let previous = animations?.lastPresentedArea { damaged = previous.union(area) }
        animations?.lastPresentedArea = area
        // Inside a view on its own surface this moves or redraws that surface, not the window's pixels.
        record(damaged, in: window, isGeometry: true)
    }

    /// Maps this view's coordinates to its superview's through the presentation values.
    @inline(__always) var presentedTransformToSuperview: AffineTransform {
        let b = presentedBounds, c = presentedCenter
        return AffineTransform(translationX: -b.midX, y: -b.midY)
            .concatenating(presentedTransform).concatenating(AffineTransform(translationX: c.x, y: c.y))
    }

    /// Maps this view's coordinates to the window's as they are shown now.
    func presentedTransformToRoot() -> AffineTransform {
        var next = superviewPointer
        guard next != nil else { return .identity }
        var result = presentedTransformToSuperview
        while let pointer = next {
            next = View.superviewPointer(of: pointer)
            if next != nil { result = result.concatenating(View.unretained(pointer).presentedTransformToSuperview) }
        }
        return result
    }

    private func presentedSubtreeRect(through toRoot: AffineTransform) -> Rect {
        var box = paintedRect(presentedBounds).applying(toRoot)
        if clips { return box }
        for sub in subviews {
            box = box.union(sub.presentedSubtreeRect(through: sub.presentedTransformToSuperview.concatenating(toRoot)))
        }
        return box
    }
}
