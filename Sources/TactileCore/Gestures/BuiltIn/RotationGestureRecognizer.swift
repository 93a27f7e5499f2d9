/// Recognizes two fingers turning about each other (continuous): `began` once the line between them has
/// turned more than `GestureDefaults.rotationHysteresis`, `changed` as they move, `ended` when both have lifted.
///
/// `rotation` is in radians, positive clockwise on screen (y grows downwards), accumulated without wrapping
/// (two full turns are 4π). Setting it re-bases: later turning adds to the new value. If one finger lifts the
/// rotation holds, and a finger put down again continues from it.
/// A third finger is ignored.
///
/// Failure reasons, for example: `lifted with 1 touch; a rotation needs 2`,
/// `lifted a finger after turning 2°, not more than 5°, in 30 ms`.
@MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// A rotation is a two-finger manipulation: it needs `.pinchZoom`.
    open override var requiredTouchAction: TouchAction { .pinchZoom }

    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    @exclusivity(unchecked) private var pair = TouchPair()
    @exclusivity(unchecked) private var measure: TwoTouchMeasure?
    /// `rotation` = `rotationBase` + (angle − `angleAtBase`).
    @exclusivity(unchecked) private var rotationBase = 0.0
    @exclusivity(unchecked) private var angleAtBase = 0.0
    @exclusivity(unchecked) private var initialAngle = 0.0
    @exclusivity(unchecked) private var angleSamples = VelocityEstimator()
    /// The velocity when the pair last broke up, reported until it forms again.
    @exclusivity(unchecked) private var heldVelocity = 0.0
    @exclusivity(unchecked) private var startTime: Duration = .zero
    /// The gesture asked to begin (it may be waiting for a recognizer it requires to fail).
    @exclusivity(unchecked) private var beganRequested = false

    /// Whether the gesture has begun, or has asked to and waits for a required recognizer to fail.
    private var isActive: Bool {
        switch state {
        case .began, .changed: return true
        case .possible: return beganRequested
        default: return false
        }
    }

    /// The rotation of the gesture in radians since touch-down (or since it was last set).
    public var rotation: Double {
        get {
            guard let measure else { return rotationBase }
            return rotationBase + measure.angle - angleAtBase
        }
        set {
            rotationBase = newValue
            angleAtBase = measure?.angle ?? 0
        }
    }

    /// How fast the rotation is changing, in radians per second (least-squares over the recent samples). Once a
    /// finger has lifted (and at `ended`) it is the velocity at that moment.
    public var velocity: Double {
        guard pair.isComplete else { return heldVelocity }
        return angleSamples.velocity.x
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible || isActive else { return }
        if pair.isEmpty && measure == nil { startTime = event.timestamp }
        for touch in touches where !pair.add(touch) {
            ignore(touch, for: event)
        }
        guard let (a, b) = pair.locations else { return }
        if var m = measure {
            // A finger came back: the accumulated angle carries on from where it was.
            m.rebase(a, b)
            measure = m
        } else {
            let m = TwoTouchMeasure(a, b)
            measure = m
            initialAngle = m.angle
            angleAtBase = m.angle
            rotationBase = 0
            angleSamples.removeAll()
        }
        angleSamples.add(Point(x: measure?.angle ?? 0, y: 0), atSeconds: event.timestampInSeconds)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible || isActive else { return }
        guard let (a, b) = pair.locations, var m = measure,
              pair.containsAny(of: touches) else { return }
        m.update(a, b)
        measure = m
        angleSamples.add(Point(x: m.angle, y: 0), atSeconds: event.timestampInSeconds)
        if !isActive {
            if abs(m.angle - initialAngle) > GestureDefaults.rotationHysteresis {
                beganRequested = true
                state = .began
            }
        } else {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible || isActive else { return }
        let heldRate = velocity
        var removed = false
        for touch in touches where pair.remove(touch) { removed = true }
        guard removed else { return }
        heldVelocity = heldRate
        if !isActive {
            let turned = abs((measure?.angle ?? initialAngle) - initialAngle)
            let oneTouch = measure == nil, elapsed = event.timestamp - startTime
            fail(deferredReason: {
                oneTouch
                    ? "lifted with 1 touch; a rotation needs 2"
                    : "lifted a finger after turning \(GestureReasonFormat.degrees(turned)), not more than "
                        + "\(GestureReasonFormat.degrees(GestureDefaults.rotationHysteresis)), in "
                        + "\(GestureReasonFormat.milliseconds(elapsed))"
            })
            return
        }
        if pair.isEmpty { state = .ended }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        if isActive {
            cancel(reason: "touch cancelled during the rotation")
        } else if state == .possible {
            fail(reason: "touch cancelled before the rotation began")
        }
    }

    /// The rotation goes back to 0 for the next gesture.
    open override func reset() {
        super.reset()
        pair.removeAll()
        beganRequested = false
        measure = nil
        rotationBase = 0
        angleAtBase = 0
        heldVelocity = 0
    }
}
