extension View {
    /// Animates the changes `animations` makes to `frame`, `bounds`, `center`, `transform`, `alpha`
    /// and `backgroundColor` of views in a window, over `duration` seconds of the window's clock
    /// after `delay`. The model changes at once; the screen (`presentationFrame`, `snapshot()`, frames)
    /// moves from the old values to the new. `completion` runs once: true when everything finished,
    /// false when `removeAllAnimations()` removed part of it. A negative or NaN duration means no
    /// animation (the changes apply, the completion runs on the next clock advance).
    ///
    /// Time: the call runs on the clock of the window of the first view it changes. A call that
    /// changes no view in a window (an empty block, views not in a window) applies its changes and
    /// completes (with true) on the next advance of the newest window's clock, at once when there
    /// is no window at all.
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, curve: AnimationCurve(options), options: options,
            animations: animations, completion: completion)
    }

    /// As `animate(withDuration:delay:options:animations:completion:)`, along a damped spring:
    /// `damping` 1 settles without overshoot, lower values oscillate; `velocity` is the initial speed
    /// in whole distances per second. The spring settles and completes by `delay + duration`.
    public static func animate(withDuration duration: Double, delay: Double = 0,
                               usingSpringWithDamping damping: Double, initialSpringVelocity velocity: Double,
                               options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, curve: .spring(damping: damping, velocity: velocity), options: options,
            animations: animations, completion: completion)
    }

    private static func run(duration: Double, delay: Double, curve: AnimationCurve, options: AnimationOptions,
                            animations: @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?) {
        // No duration: the changes apply as they are (stopping what they change from animating).
        let immediate = !(duration.isFinite && duration > 0)
        let timing = AnimationTiming(start: .zero, delay: immediate || !delay.isFinite ? 0 : max(0, delay),
                                     duration: immediate ? 0 : duration, curve: curve,
                                     autoreverses: !immediate && options.contains(.autoreverse),
                                     repeats: !immediate && options.contains(.repeat))
        let group = AnimationGroup(timing: timing, isImmediate: immediate,
                                   blocksInteraction: !immediate && !options.contains(.allowUserInteraction),
                                   completion: completion)
        let outer = AnimationContext.current
        AnimationContext.current = group
        animations()
        AnimationContext.current = outer
        group.scheduleCompletion()
    }

    // MARK: Presentation

    /// Where the view is on screen now, in its superview's coordinates: the frame computed from the
    /// presentation bounds, centre and transform (the superview's own animation is not included).
    public var presentationFrame: Rect {
        View.frame(bounds: presentedBounds, center: presentedCenter, transform: presentedTransform)
    }

    /// The opacity shown now.
    public var presentationAlpha: Double { presentedAlpha }

    /// Stops the view's animations: what is shown jumps to the model values, and each `animate`
    /// call that animated them completes with false before this returns.
    public func removeAllAnimations() {
        guard let state = animations else { return }
        damagePresentedArea()
        let groups = state.groups
        animations = nil
        state.registeredWindow?.animatingViews.removeAll { $0 === self }
        damageSubtree()
        for group in groups { group.complete(finished: false) }
    }

    var presentedBounds: Rect {
        guard let track = animations?.bounds else { return storedBounds }
        return track.presented(model: storedBounds)
    }

    var presentedCenter: Point {
        guard let track = animations?.center else { return storedCenter }
        return track.presented(model: storedCenter)
    }

    var presentedTransform: AffineTransform {
        guard let track = animations?.transform else { return storedTransform }
        return track.presented(model: storedTransform)
    }

    var presentedAlpha: Double {
        guard let track = animations?.alpha else { return alpha }
        return track.presented(model: alpha)
    }

    var presentedBackgroundColor: Color? {
        guard let track = animations?.backgroundColor else { return backgroundColor }
        return track.presented(model: backgroundColor)
    }

    /// The frame of `bounds` placed at `center` through `transform`, in the superview's coordinates.
    static func frame(bounds: Rect, center: Point, transform: AffineTransform) -> Rect {
        let half = Rect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
        let box = transform.isIdentity ? half : half.applying(transform)
        return Rect(x: box.minX + center.x, y: box.minY + center.y, width: box.width, height: box.height)
    }

    // MARK: Recording changes

    /// After a geometry change: inside an `animate` block, tracks for what changed start from what
    /// was shown; outside one, the changed properties stop animating.
    func animateGeometryChange(from before: GeometrySample) {
        let group = AnimationContext.current
        guard animations != nil || group != nil else { return }
        let old = animations
        let shownCenter = old?.center?.presented(model: before.center) ?? before.center
        let shownBounds = old?.bounds?.presented(model: before.bounds) ?? before.bounds
        let shownTransform = old?.transform?.presented(model: before.transform) ?? before.transform
        guard let group, let state = animationState(for: group) else {
            if let old {
                if storedCenter != before.center { old.center = nil }
                if storedBounds != before.bounds { old.bounds = nil }
                if storedTransform != before.transform { old.transform = nil }
            }
            return
        }
        if storedCenter != before.center { state.center = AnimationTrack(from: shownCenter, group: group) }
        if storedBounds != before.bounds { state.bounds = AnimationTrack(from: shownBounds, group: group) }
        if storedTransform != before.transform { state.transform = AnimationTrack(from: shownTransform, group: group) }
    }

    /// After `alpha` or `backgroundColor` changed from `old` (a value of the property's type).
    func animateChange<Value>(of property: AnimatedProperty, from old: Value) {
        let group = AnimationContext.current
        guard animations != nil || group != nil else { return }
        guard let group, let state = animationState(for: group) else {
            switch property {
            case .alpha: animations?.alpha = nil
            case .backgroundColor: animations?.backgroundColor = nil
            }
            return
        }
        switch property {
        case .alpha:
            guard let oldAlpha = old as? Double else { return }
            let shown = state.alpha?.presented(model: oldAlpha) ?? oldAlpha
            state.alpha = AnimationTrack(from: shown, group: group)
        case .backgroundColor:
            guard let oldColor = old as? Color? else { return }
            let shown = state.backgroundColor?.presented(model: oldColor) ?? oldColor
            state.backgroundColor = AnimationTrack(from: shown, group: group)
        }
    }

    /// The view's animation state for a new track of `group`, registering the view with its window;
    /// nil when the view is in no window (nothing to animate on).
    private func animationState(for group: AnimationGroup) -> ViewAnimations? {
        guard let window else { return nil }
        group.adoptClock(of: window)
        guard !group.isImmediate else { return nil }
        let state = animations ?? ViewAnimations()
        animations = state
        group.include(self)
        if state.registeredWindow !== window {
            state.registeredWindow?.animatingViews.removeAll { $0 === self }
            state.registeredWindow = window
            state.lastPresentedArea = nil
            window.animatingViews.append(self)
            window.animationWasAdded()
        }
        return state
    }
}
