/// Recognizes a drag of one or more fingers (continuous): `began` once the fingers' centroid has moved more
/// than `GestureDefaults.panHysteresis`, `changed` on every movement, `ended` when fewer than
/// `minimumNumberOfTouches` remain.
///
/// The translation is reckoned from where the fingers went down and follows their centroid; adding or
/// lifting a finger mid-pan does not make it jump. The velocity is a least-squares fit over the last
/// `GestureDefaults.velocitySampleWindow` of centroid samples.
///
/// Failure reasons, for example: `lifted after moving 5 pt, not more than 10 pt, in 100 ms`,
/// `2 touches > 1 maximum`, `touch cancelled before the pan began`.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// A pan needs horizontal or vertical panning (`TouchAction`); with only one allowed it begins
    /// only along that axis.
    open override var requiredTouchAction: TouchAction { [.panX, .panY] }

    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    /// Fewest fingers that pan (default 1).
    public var minimumNumberOfTouches: Int = 1 {
        didSet { configurationIsValid = false }
    }
    /// Most fingers that pan (default unlimited). Further fingers fail a pan that has not begun and are
    /// ignored by one that has.
    public var maximumNumberOfTouches: Int = .max {
        didSet { configurationIsValid = false }
    }

    @exclusivity(unchecked) private var fingers = TrackedTouches()
    /// The centroid of the fingers at the last event (window coordinates); kept after they lift.
    @exclusivity(unchecked) private var centroid: Point = .zero
    /// The translation is `centroid - anchor` (window coordinates).
    @exclusivity(unchecked) private var anchor: Point = .zero
    @exclusivity(unchecked) private var samples = VelocityEstimator()
    /// When the first finger went down.
    @exclusivity(unchecked) private var startTime: Duration = .zero
    /// The pan asked to begin (it may be waiting for a recognizer it requires to fail).
    @exclusivity(unchecked) private var beganRequested = false

    /// Whether the pan has begun, or has asked to and waits for a required recognizer to fail.
    private var isPanning: Bool {
        switch state {
        case .began, .changed: return true
        case .possible: return beganRequested
        default: return false
        }
    }

    /// Whether the recognizer is still deciding or panning.
    private var isLive: Bool { state == .possible || state == .began || state == .changed }

    /// `configurationProblem` found nothing, and nothing it checks has been set since.
    @exclusivity(unchecked) private var configurationIsValid = false

    private var configurationProblem: String? {
        if configurationIsValid { return nil }
        if minimumNumberOfTouches < 1 {
            return "minimumNumberOfTouches is \(minimumNumberOfTouches); it must be at least 1"
        }
        if maximumNumberOfTouches < minimumNumberOfTouches {
            return "maximumNumberOfTouches \(maximumNumberOfTouches) < minimumNumberOfTouches \(minimumNumberOfTouches)"
        }
        configurationIsValid = true
        return nil
    }

    /// The translation of the pan in `view`'s coordinates (window coordinates for nil): how far the fingers'
    /// centroid has moved since they went down, or since the last `setTranslation(_:in:)`.
    open func translation(in view: View?) -> Point {
        guard let view else { return GestureGeometry.difference(centroid, anchor) }
        return GestureGeometry.difference(view.convert(centroid, from: nil), view.convert(anchor, from: nil))
    }

    /// Makes the current translation, in `view`'s coordinates, be `translation`; later movement adds to it.
    public func setTranslation(_ translation: Point, in view: View?) {
        guard let view else {
            anchor = GestureGeometry.difference(centroid, translation)
            return
        }
        let anchorInView = GestureGeometry.difference(view.convert(centroid, from: nil), translation)
        anchor = view.convert(anchorInView, to: nil)
    }

    /// The velocity of the pan in `view`'s coordinates (window coordinates for nil), in points per second.
    open func velocity(in view: View?) -> Point {
        let v = samples.velocity
        guard let view else { return v }
        let origin = view.convert(Point.zero, from: nil)
        return GestureGeometry.difference(view.convert(v, from: nil), origin)
    }

    /// Why the pan must not begin after moving `translation` (window coordinates), or nil to let it begin.
    /// Subclasses in the module (the screen-edge pan) veto directions here.
    func beginVeto(translation: Point) -> String? { nil }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        guard isLive else { return }
        let panning = isPanning
        if !panning, let problem = configurationProblem {
            TactileLog.gestures.error("PanGestureRecognizer misconfigured: \(problem)")
            fail(reason: problem)
            return
        }
        if fingers.isEmpty { startTime = event.timestamp }
        let before = centroid
        for touch in touches {
            if fingers.count >= maximumNumberOfTouches {
                if panning {
                    ignore(touch, for: event)
                    continue
                }
                let count = fingers.count + 1, maximum = maximumNumberOfTouches
                fail(deferredReason: { "\(GestureReasonFormat.touches(count)) > \(maximum) maximum" })
                return
            }
            fingers.add(touch)
        }
        let after = fingers.centroid
        rebase(from: before, to: after, panning: panning, atSeconds: event.timestampInSeconds)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        guard isLive else { return }
        guard fingers.containsAny(of: touches) else { return }
        centroid = fingers.centroid
        samples.add(centroid, atSeconds: event.timestampInSeconds)
        if isPanning {
            state = .changed
            return
        }
        guard fingers.count >= minimumNumberOfTouches else { return }
        let t = GestureGeometry.difference(centroid, anchor)
        guard GestureGeometry.length(t) > thresholds.panHysteresis else { return }
        if let veto = touchActionAxisVeto(translation: t) ?? beginVeto(translation: t) {
            fail(reason: veto)
            return
        }
        beganRequested = true
        state = .began
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        guard isLive else { return }
        let panning = isPanning
        let now = event.timestamp
        // Lift locations count as the last motion.
        let lastCentroid = fingers.centroid
        var removed = false
        for touch in touches where fingers.remove(touch) { removed = true }
        guard removed else { return }
        centroid = lastCentroid
        samples.add(lastCentroid, atSeconds: event.timestampInSeconds)
        if panning {
            if fingers.count < minimumNumberOfTouches {
                state = .ended
            } else {
                rebase(from: lastCentroid, to: fingers.centroid, panning: true, atSeconds: event.timestampInSeconds)
            }
            return
        }
        if fingers.isEmpty {
            let moved = GestureGeometry.length(GestureGeometry.difference(lastCentroid, anchor))
            let elapsed = now - startTime
            let hysteresis = thresholds.panHysteresis
            fail(deferredReason: {
                "lifted after moving \(GestureReasonFormat.points(moved)), not more than "
                    + "\(GestureReasonFormat.points(hysteresis)), in "
                    + "\(GestureReasonFormat.milliseconds(elapsed))"
            })
        } else {
            rebase(from: lastCentroid, to: fingers.centroid, panning: false, atSeconds: event.timestampInSeconds)
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        guard isLive else { return }
        if isPanning {
            cancel(reason: "touch cancelled during the pan")
        } else {
            fail(reason: "touch cancelled before the pan began")
        }
    }

    /// The set of fingers changed and their centroid jumped from `before` to `after` without any motion.
    /// Mid-pan the anchor and samples move with it so translation and velocity stay continuous; before the pan
    /// begins the hysteresis restarts from the new centroid.
    private func rebase(from before: Point, to after: Point, panning: Bool, atSeconds now: Double) {
        centroid = after
        if panning {
            let jump = GestureGeometry.difference(after, before)
            anchor = GestureGeometry.sum(anchor, jump)
            samples.shift(by: jump)
        } else {
            anchor = after
            samples.removeAll()
        }
        samples.add(after, atSeconds: now)
    }

    /// Translation and velocity keep their last values until the next gesture starts, so they can still be
    /// read after `ended`.
    open override func reset() {
        super.reset()
        fingers.removeAll()
        beganRequested = false
    }
}
