/// Recognizes a quick straight stroke in one of the allowed directions (discrete: `possible → ended`).
///
/// The fingers' centroid must travel `GestureDefaults.swipeMinimumDistance` within
/// `GestureDefaults.swipeMaximumDuration` of the first touch-down, within
/// `GestureDefaults.swipeDirectionTolerance` of a cardinal axis, in a direction contained in `direction`.
/// It recognizes as soon as the distance is reached, before the fingers lift.
///
/// Failure reasons, for example: `swiped left, allowed: right`, `moved 30° off the right axis > 22.5°`,
/// `did not travel 50 pt within 500 ms (travelled 30 pt)`, `lifted after travelling 30 pt < 50 pt`,
/// `3 touches > 2 required`.
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Horizontal panning for left and right swipes, vertical for up and down.
    open override var requiredTouchAction: TouchAction { TouchAction(swipeDirections: direction) }

    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    /// The directions accepted (default `.right`, as UIKit).
    public var direction: SwipeDirection = .right {
        didSet { configurationIsValid = false }
    }
    /// Fingers to swipe with (default 1). Must be at least 1.
    public var numberOfTouchesRequired: Int = 1 {
        didSet { configurationIsValid = false }
    }

    @exclusivity(unchecked) private var fingers = TrackedTouches()
    /// Where the centroid was when the required fingers were all down (window coordinates).
    @exclusivity(unchecked) private var origin: Point = .zero
    @exclusivity(unchecked) private var startTime: Duration = .zero
    /// Distance travelled at the last event, for reasons.
    @exclusivity(unchecked) private var travelled = 0.0
    private var deadline = GestureTimer()
    /// What the deadline's action holds (see `OwnerLink`).
    private lazy var timerLink = OwnerLink(self)
    /// Recognition was asked for (it may wait for a required recognizer to fail).
    @exclusivity(unchecked) private var recognized = false

    /// `configurationProblem` found nothing, and nothing it checks has been set since.
    @exclusivity(unchecked) private var configurationIsValid = false

    private var configurationProblem: String? {
        if configurationIsValid { return nil }
        if numberOfTouchesRequired < 1 {
            return "numberOfTouchesRequired is \(numberOfTouchesRequired); it must be at least 1"
        }
        if direction.isEmpty { return "direction is empty: no direction to swipe in" }
        configurationIsValid = true
        return nil
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, !recognized else { return }
        if let problem = configurationProblem {
            TactileLog.gestures.error("SwipeGestureRecognizer misconfigured: \(problem)")
            fail(reason: problem)
            return
        }
        // Too many fingers fail before anything starts (the new touches are not tracked yet).
        if fingers.count + touches.count > numberOfTouchesRequired {
            let count = fingers.count + touches.count, required = numberOfTouchesRequired
            fail(deferredReason: { "\(GestureReasonFormat.touches(count)) > \(required) required" })
            return
        }
        if fingers.isEmpty {
            startTime = event.timestamp
            travelled = 0
            deadline.start(on: clock, after: GestureDefaults.swipeMaximumDuration) { [weak timerLink] in
                timerLink?.owner.deadlinePassed()
            }
        }
        for touch in touches { fingers.add(touch) }
        origin = fingers.centroid
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, !recognized, fingers.count == numberOfTouchesRequired else { return }
        let t = GestureGeometry.difference(fingers.centroid, origin)
        travelled = GestureGeometry.length(t)
        let elapsed = event.timestamp - startTime
        let minimum = thresholds.swipeMinimumDistance
        if elapsed > GestureDefaults.swipeMaximumDuration {
            fail(reason: "took \(GestureReasonFormat.milliseconds(elapsed)) > "
                 + "\(GestureReasonFormat.milliseconds(GestureDefaults.swipeMaximumDuration)) "
                 + "(travelled \(GestureReasonFormat.points(travelled)) of \(GestureReasonFormat.points(minimum)))")
            return
        }
        guard travelled >= minimum, let stroke = SwipeClassifier.classify(t) else { return }
        let tolerance = GestureDefaults.swipeDirectionTolerance
        if stroke.deviation > tolerance {
            fail(reason: "moved \(GestureReasonFormat.degrees(stroke.deviation)) off the "
                 + "\(stroke.direction.reasonText) axis > "
                 + "\(GestureReasonFormat.degrees(tolerance))")
        } else if !direction.contains(stroke.direction) {
            fail(reason: "swiped \(stroke.direction.reasonText), allowed: \(direction.reasonText)")
        } else {
            deadline.stop()
            recognized = true
            state = .ended
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, !recognized else { return }
        fail(reason: "lifted after travelling \(GestureReasonFormat.points(travelled)) < "
             + "\(GestureReasonFormat.points(thresholds.swipeMinimumDistance))")
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        guard state == .possible else { return }
        fail(reason: "touch cancelled before the swipe was recognized")
    }

    private func deadlinePassed() {
        deadline.fired()
        guard state == .possible else { return }
        fail(reason: "did not travel \(GestureReasonFormat.points(thresholds.swipeMinimumDistance)) within "
             + "\(GestureReasonFormat.milliseconds(GestureDefaults.swipeMaximumDuration)) "
             + "(travelled \(GestureReasonFormat.points(travelled)))")
    }

    open override func reset() {
        super.reset()
        deadline.stop()
        recognized = false
        fingers.removeAll()
    }
}
