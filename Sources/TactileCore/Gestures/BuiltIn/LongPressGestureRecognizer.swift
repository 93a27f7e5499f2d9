/// Recognizes fingers held still for a while (continuous): `began` when `minimumPressDuration` has passed
/// with every required finger down and none having moved more than `allowableMovement`; `changed` on every
/// movement after that (movement is then free); `ended` when a finger lifts.
///
/// With `numberOfTapsRequired` > 0 that many taps must come first (the press is the tap after them that stays
/// down), each following the last within `GestureDefaults.multiTapInterval`.
///
/// Failure reasons, for example: `moved 14.2 pt > 10 pt after 120 ms`, `lifted after 200 ms < 500 ms`,
/// `2 touches > 1 required`, `first tap held 800 ms > 750 ms`, `no touch-down within 350 ms after tap 1 of 1`,
/// `touch cancelled before the long press was recognized` (after `began`: cancelled, with the same kind of text).
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    /// Taps before the press (default 0).
    public var numberOfTapsRequired: Int = 0 {
        didSet { configurationIsValid = false }
    }
    /// Fingers to press with (default 1). Must be at least 1.
    public var numberOfTouchesRequired: Int = 1 {
        didSet { configurationIsValid = false }
    }
    /// How long the fingers must stay down (default 0.5 s).
    public var minimumPressDuration: Duration = GestureDefaults.longPressDuration {
        didSet { configurationIsValid = false }
    }
    /// How far a finger may move before the press is recognized, in points (default 10). Until it is
    /// set, the press uses `thresholds.longPressAllowableMovement` (physical on a display of known size).
    public var allowableMovement: Double {
        get { storedAllowableMovement }
        set {
            storedAllowableMovement = newValue
            allowableMovementIsSet = true
            configurationIsValid = false
        }
    }
    // Read on every motion (`movementLimit`): unchecked, as the other per-motion state here.
    @exclusivity(unchecked) private var storedAllowableMovement = GestureDefaults.longPressAllowableMovement
    @exclusivity(unchecked) private var allowableMovementIsSet = false
    /// The allowable movement in force for this press.
    private var movementLimit: Double { allowableMovementIsSet ? allowableMovement : thresholds.longPressAllowableMovement }

    @exclusivity(unchecked) private var fingers = TrackedTouches()
    @exclusivity(unchecked) private var mostFingers = 0
    /// When the current tap or press began.
    @exclusivity(unchecked) private var segmentStart: Duration = .zero
    @exclusivity(unchecked) private var tapsDone = 0
    @exclusivity(unchecked) private var lastLift: Duration = .zero
    private var pressTimer = GestureTimer()
    private var gapTimer = GestureTimer()
    /// What the timers' actions hold (see `OwnerLink`).
    private lazy var timerLink = OwnerLink(self)
    /// The press asked to begin (it may be waiting for a recognizer it requires to fail).
    @exclusivity(unchecked) private var beganRequested = false

    /// Whether the gesture has begun, or has asked to and waits for a required recognizer to fail.
    private var isActive: Bool {
        switch state {
        case .began, .changed: return true
        case .possible: return beganRequested
        default: return false
        }
    }

    /// Whether the taps are done and the current finger-down is the press itself.
    private var isPressing: Bool { tapsDone >= numberOfTapsRequired }

    /// `configurationProblem` found nothing, and nothing it checks has been set since.
    @exclusivity(unchecked) private var configurationIsValid = false

    private var configurationProblem: String? {
        if configurationIsValid { return nil }
        if numberOfTapsRequired < 0 { return "numberOfTapsRequired is \(numberOfTapsRequired); it must be at least 0" }
        if numberOfTouchesRequired < 1 {
            return "numberOfTouchesRequired is \(numberOfTouchesRequired); it must be at least 1"
        }
        if minimumPressDuration < .zero { return "minimumPressDuration is negative" }
        if !(allowableMovement >= 0) { return "allowableMovement is \(allowableMovement); it must be at least 0" }
        configurationIsValid = true
        return nil
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        if isActive {
            // Once recognized, later fingers are not part of the press.
            for touch in touches { ignore(touch, for: event) }
            return
        }
        guard state == .possible else { return }
        if let problem = configurationProblem {
            TactileLog.gestures.error("LongPressGestureRecognizer misconfigured: \(problem)")
            fail(reason: problem)
            return
        }
        let now = event.timestamp
        if fingers.isEmpty {
            if tapsDone > 0 {
                gapTimer.stop()
                let gap = now - lastLift
                if gap > GestureDefaults.multiTapInterval {
                    fail(reason: "\(GestureReasonFormat.ordinal(tapsDone + 1)) touch-down came after "
                         + "\(GestureReasonFormat.milliseconds(gap)) > "
                         + "\(GestureReasonFormat.milliseconds(GestureDefaults.multiTapInterval))")
                    return
                }
            }
            segmentStart = now
            mostFingers = 0
        }
        for touch in touches { fingers.add(touch) }
        mostFingers = max(mostFingers, fingers.count)
        if fingers.count > numberOfTouchesRequired {
            let count = fingers.count, required = numberOfTouchesRequired
            fail(deferredReason: { "\(GestureReasonFormat.touches(count)) > \(required) required" })
            return
        }
        guard fingers.count == numberOfTouchesRequired else { return }
        if isPressing {
            pressTimer.start(on: clock, after: minimumPressDuration) { [weak timerLink] in timerLink?.owner.pressTimerFired() }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        if isActive {
            state = .changed
        } else if state == .possible {
            checkMovement(of: touches, at: event.timestamp)
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        if isActive {
            state = .ended
            return
        }
        guard state == .possible else { return }
        let now = event.timestamp
        guard checkMovement(of: touches, at: now) else { return }
        if isPressing {
            pressTimer.stop()
            let held = now - segmentStart, minimum = minimumPressDuration
            fail(deferredReason: {
                "lifted after \(GestureReasonFormat.milliseconds(held)) < \(GestureReasonFormat.milliseconds(minimum))"
            })
            return
        }
        for touch in touches { fingers.remove(touch) }
        guard fingers.isEmpty else { return }
        let held = now - segmentStart
        if held > GestureDefaults.tapMaximumDuration {
            let which = GestureReasonFormat.ordinal(tapsDone + 1)
            fail(deferredReason: {
                "\(which) tap held \(GestureReasonFormat.milliseconds(held)) > "
                    + "\(GestureReasonFormat.milliseconds(GestureDefaults.tapMaximumDuration))"
            })
            return
        }
        if mostFingers < numberOfTouchesRequired {
            let most = mostFingers, required = numberOfTouchesRequired
            fail(deferredReason: { "tapped with \(GestureReasonFormat.touches(most)) < \(required) required" })
            return
        }
        tapsDone += 1
        lastLift = now
        gapTimer.start(on: clock, after: GestureDefaults.multiTapInterval) { [weak timerLink] in timerLink?.owner.gapExpired() }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        if isActive {
            cancel(reason: "touch cancelled during the long press")
        } else if state == .possible {
            fail(reason: "touch cancelled before the long press was recognized")
        }
    }

    /// Fails when a finger moved beyond `allowableMovement`; returns whether the press survives.
    @discardableResult
    private func checkMovement(of touches: Set<Touch>, at now: Duration) -> Bool {
        for touch in touches {
            guard let start = fingers.startLocation(of: touch) else { continue }
            let moved = GestureGeometry.distance(start, touch.location(in: nil))
            if moved > movementLimit {
                let allowed = movementLimit, elapsed = now - segmentStart
                fail(deferredReason: {
                    "moved \(GestureReasonFormat.points(moved)) > \(GestureReasonFormat.points(allowed)) "
                        + "after \(GestureReasonFormat.milliseconds(elapsed))"
                })
                return false
            }
        }
        return true
    }

    private func pressTimerFired() {
        pressTimer.fired()
        guard state == .possible, !beganRequested, fingers.count == numberOfTouchesRequired else { return }
        beganRequested = true
        state = .began
    }

    private func gapExpired() {
        gapTimer.fired()
        guard state == .possible, fingers.isEmpty else { return }
        fail(reason: "no touch-down within \(GestureReasonFormat.milliseconds(GestureDefaults.multiTapInterval)) "
             + "after tap \(tapsDone) of \(numberOfTapsRequired)")
    }

    open override func reset() {
        super.reset()
        pressTimer.stop()
        gapTimer.stop()
        fingers.removeAll()
        beganRequested = false
        mostFingers = 0
        tapsDone = 0
    }
}
