/// Recognizes two fingers moving apart or together (continuous): `began` once their distance has changed by
/// more than `GestureDefaults.pinchHysteresis`, `changed` as they move, `ended` when both have lifted.
///
/// `scale` is the ratio of the current distance to the distance at touch-down. Setting it (typically back to
/// 1 after applying it) re-bases: later movement scales from the new value. If one finger lifts mid-pinch the
/// scale holds, and a finger put down again continues from it.
/// A third finger is ignored.
///
/// Failure reasons, for example: `lifted with 1 touch; a pinch needs 2`,
/// `lifted a finger after the span changed 3 pt, not more than 8 pt, in 40 ms`.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// A pinch needs `.pinchZoom`.
    open override var requiredTouchAction: TouchAction { .pinchZoom }

    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    @exclusivity(unchecked) private var pair = TouchPair()
    @exclusivity(unchecked) private var measure: TwoTouchMeasure?
    /// The span when the pair first formed, for the hysteresis.
    @exclusivity(unchecked) private var initialSpan = 0.0
    /// `scale` = `scaleBase` · span / `spanAtBase`.
    @exclusivity(unchecked) private var scaleBase = 1.0
    @exclusivity(unchecked) private var spanAtBase = 1.0
    @exclusivity(unchecked) private var spanSamples = VelocityEstimator()
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

    /// A span below this is treated as this, so two fingers on one spot cannot divide by zero.
    private static let smallestSpan = 1.0

    /// The scale of the pinch relative to the fingers' distance at touch-down (or since it was last set).
    public var scale: Double {
        get {
            guard pair.isComplete, let measure else { return scaleBase }
            return scaleBase * max(measure.span, Self.smallestSpan) / spanAtBase
        }
        set {
            scaleBase = newValue
            if let measure { spanAtBase = max(measure.span, Self.smallestSpan) }
        }
    }

    /// How fast `scale` is changing, in scale per second (least-squares over the recent samples). Once a
    /// finger has lifted (and at `ended`) it is the velocity at that moment.
    public var velocity: Double {
        guard pair.isComplete else { return heldVelocity }
        return spanSamples.velocity.x * scaleBase / spanAtBase
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
            // A finger came back: continue from the held scale.
            let jump = m.rebase(a, b)
            measure = m
            spanSamples.shift(by: Point(x: jump, y: 0))
            spanAtBase = max(m.span, Self.smallestSpan)
            spanSamples.add(Point(x: m.span, y: 0), atSeconds: event.timestampInSeconds)
        } else {
            let m = TwoTouchMeasure(a, b)
            measure = m
            initialSpan = m.span
            scaleBase = 1
            spanAtBase = max(m.span, Self.smallestSpan)
            spanSamples.removeAll()
            spanSamples.add(Point(x: m.span, y: 0), atSeconds: event.timestampInSeconds)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible || isActive else { return }
        guard let (a, b) = pair.locations, var m = measure,
              pair.containsAny(of: touches) else { return }
        m.update(a, b)
        measure = m
        spanSamples.add(Point(x: m.span, y: 0), atSeconds: event.timestampInSeconds)
        if !isActive {
            if abs(m.span - initialSpan) > GestureDefaults.pinchHysteresis {
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
        let held = scale
        let heldRate = velocity
        var removed = false
        for touch in touches where pair.remove(touch) { removed = true }
        guard removed else { return }
        if !isActive {
            let change = abs((measure?.span ?? initialSpan) - initialSpan)
            let oneTouch = measure == nil, elapsed = event.timestamp - startTime
            fail(deferredReason: {
                oneTouch
                    ? "lifted with 1 touch; a pinch needs 2"
                    : "lifted a finger after the span changed \(GestureReasonFormat.points(change)), not more than "
                        + "\(GestureReasonFormat.points(GestureDefaults.pinchHysteresis)), in "
                        + "\(GestureReasonFormat.milliseconds(elapsed))"
            })
            return
        }
        scaleBase = held
        heldVelocity = heldRate
        if pair.isEmpty { state = .ended }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        if isActive {
            cancel(reason: "touch cancelled during the pinch")
        } else if state == .possible {
            fail(reason: "touch cancelled before the pinch began")
        }
    }

    /// The scale goes back to 1 for the next gesture.
    open override func reset() {
        super.reset()
        pair.removeAll()
        beganRequested = false
        measure = nil
        scaleBase = 1
        spanAtBase = 1
        heldVelocity = 0
    }
}
