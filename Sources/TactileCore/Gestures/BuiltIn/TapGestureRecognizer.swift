/// Recognizes one or more taps with a given number of fingers (discrete: `possible → ended`).
///
/// A tap is every required finger down and lifted again without moving more than
/// `GestureDefaults.tapSlop` and within `GestureDefaults.tapMaximumDuration` (checked when a finger moves or
/// lifts); the taps of a multi-tap follow each other within `GestureDefaults.multiTapInterval` (a clock timer
/// fails the recognizer when the next tap is late) and land within `GestureDefaults.tapCountDistance` of the
/// first. It fails, with a precise `failureReason`, as soon as any of that is broken, for example:
/// `moved 14.2 pt > 10 pt after 120 ms`, `held 800 ms > 750 ms`, `2 touches > 1 required`,
/// `tapped with 1 touch < 2 required`, `no second tap within 350 ms`, `second tap came after 420 ms > 350 ms`,
/// `second tap landed 60 pt > 25 pt from the first`, `touch cancelled during the first tap`.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// A multi-tap needs `.doubleTapZoom`; a single tap needs nothing.
    open override var requiredTouchAction: TouchAction { numberOfTapsRequired > 1 ? .doubleTapZoom : [] }

    // `@exclusivity(unchecked)`: see `UncheckedExclusivity` (TactileCoreGlobals.swift).
    /// Taps needed to recognize (default 1). Must be at least 1.
    public var numberOfTapsRequired: Int = 1 {
        didSet { configurationIsValid = false }
    }
    /// Fingers each tap uses (default 1). Must be at least 1.
    public var numberOfTouchesRequired: Int = 1 {
        didSet { configurationIsValid = false }
    }

    /// Fingers of the tap in progress, with where each went down (window coordinates).
    @exclusivity(unchecked) private var fingers = TrackedTouches()
    /// Most fingers down at once during the tap in progress.
    @exclusivity(unchecked) private var mostFingers = 0
    /// When the tap in progress began.
    @exclusivity(unchecked) private var tapStart: Duration = .zero
    /// Taps already completed.
    @exclusivity(unchecked) private var tapsDone = 0
    /// When the last completed tap lifted.
    @exclusivity(unchecked) private var lastLift: Duration = .zero
    /// Where the first tap was (window coordinates), to keep later taps near it.
    @exclusivity(unchecked) private var firstTapLocation: Point = .zero
    /// Fails the multi-tap when the next tap does not come in time.
    private var gapTimer = GestureTimer()
    /// What the gap timer's action holds (see `OwnerLink`).
    private lazy var timerLink = OwnerLink(self)
    /// The taps are complete and recognition was asked for (it may wait for a required recognizer to fail).
    @exclusivity(unchecked) private var recognized = false

    /// `configurationProblem` found nothing, and nothing it checks has been set since.
    @exclusivity(unchecked) private var configurationIsValid = false

    /// Why the configuration cannot work, if it cannot.
    private var configurationProblem: String? {
        if configurationIsValid { return nil }
        if numberOfTapsRequired < 1 { return "numberOfTapsRequired is \(numberOfTapsRequired); it must be at least 1" }
        if numberOfTouchesRequired < 1 {
            return "numberOfTouchesRequired is \(numberOfTouchesRequired); it must be at least 1"
        }
        configurationIsValid = true
        return nil
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, !recognized else { return }
        if let problem = configurationProblem {
            TactileLog.gestures.error("TapGestureRecognizer misconfigured: \(problem)")
            fail(reason: problem)
            return
        }
        let now = event.timestamp
        if fingers.isEmpty {
            if tapsDone > 0 && !startNextTap(at: now, touches: touches) { return }
            tapStart = now
            mostFingers = 0
        }
        for touch in touches {
            fingers.add(touch)
        }
        mostFingers = max(mostFingers, fingers.count)
        if fingers.count > numberOfTouchesRequired {
            let count = fingers.count, required = numberOfTouchesRequired
            fail(deferredReason: { "\(GestureReasonFormat.touches(count)) > \(required) required" })
        }
    }

    /// Checks that a further tap starts soon enough and close enough to the first; fails otherwise.
    private func startNextTap(at now: Duration, touches: Set<Touch>) -> Bool {
        gapTimer.stop()
        let gap = now - lastLift
        let which = GestureReasonFormat.ordinal(tapsDone + 1)
        if gap > GestureDefaults.multiTapInterval {
            fail(reason: "\(which) tap came after \(GestureReasonFormat.milliseconds(gap)) > "
                 + "\(GestureReasonFormat.milliseconds(GestureDefaults.multiTapInterval))")
            return false
        }
        let here = GestureGeometry.centroid(of: touches.lazy.map { $0.location(in: nil) })
        let distance = GestureGeometry.distance(here, firstTapLocation)
        if distance > thresholds.doubleTapDistance {
            fail(reason: "\(which) tap landed \(GestureReasonFormat.points(distance)) > "
                 + "\(GestureReasonFormat.points(thresholds.doubleTapDistance)) from the first")
            return false
        }
        return true
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, !recognized else { return }
        checkMovementAndHold(of: touches, at: event.timestamp)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, !recognized else { return }
        let now = event.timestamp
        guard checkMovementAndHold(of: touches, at: now) else { return }
        var liftCentroid = Point.zero
        var lifted = 0.0
        for touch in touches where fingers.remove(touch) {
            let p = touch.location(in: nil)
            liftCentroid.x += p.x
            liftCentroid.y += p.y
            lifted += 1
        }
        guard fingers.isEmpty, lifted > 0 else { return }
        if mostFingers < numberOfTouchesRequired {
            let most = mostFingers, required = numberOfTouchesRequired
            fail(deferredReason: { "tapped with \(GestureReasonFormat.touches(most)) < \(required) required" })
            return
        }
        tapsDone += 1
        lastLift = now
        if tapsDone == 1 {
            firstTapLocation = Point(x: liftCentroid.x / lifted, y: liftCentroid.y / lifted)
        }
        if tapsDone >= numberOfTapsRequired {
            if let longer = rivalCompleted(by: touches) {
                fail(reason: "this tap completes \(longer.numberOfTapsRequired) taps for \(longer.displayName), "
                     + "which takes it")
                return
            }
            recognized = true
            state = .ended
        } else {
            gapTimer.start(on: clock, after: GestureDefaults.multiTapInterval) { [weak timerLink] in
                timerLink?.owner.gapExpired()
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        super.touchesCancelled(touches, with: event)
        guard state == .possible else { return }
        fail(reason: "touch cancelled during the \(GestureReasonFormat.ordinal(tapsDone + 1)) tap")
    }

    /// A tap recognizer sharing these lifting touches that needs more taps and is completed by this very lift
    /// (the second tap of a double tap). It takes the tap, as UIKit's: on a double tap, a single-tap recognizer
    /// fires for the first tap only, whatever order the recognizers see the lift in.
    private func rivalCompleted(by touches: Set<Touch>) -> TapGestureRecognizer? {
        guard let touch = touches.first else { return nil }
        for g in touch.record.swarm where touch.isReceived(by: g) {
            guard let tap = g as? TapGestureRecognizer, tap !== self, tap.state == .possible, !tap.recognized,
                  tap.numberOfTapsRequired > numberOfTapsRequired,
                  tap.numberOfTouchesRequired == numberOfTouchesRequired,
                  tap.tapsDone + 1 == tap.numberOfTapsRequired,
                  touches.allSatisfy({ tap.fingers.contains($0) }),
                  tap.fingers.count == touches.count
            else { continue }
            return tap
        }
        return nil
    }

    /// Fails on movement beyond the slop or a hold beyond the maximum; returns whether the tap survives.
    @discardableResult
    private func checkMovementAndHold(of touches: Set<Touch>, at now: Duration) -> Bool {
        let held = now - tapStart
        for touch in touches {
            guard let start = fingers.startLocation(of: touch) else { continue }
            let moved = GestureGeometry.distance(start, touch.location(in: nil))
            let slop = thresholds.tapSlop
            if moved > slop {
                fail(deferredReason: {
                    "moved \(GestureReasonFormat.points(moved)) > "
                        + "\(GestureReasonFormat.points(slop)) "
                        + "after \(GestureReasonFormat.milliseconds(held))"
                })
                return false
            }
        }
        if held > GestureDefaults.tapMaximumDuration {
            fail(deferredReason: {
                "held \(GestureReasonFormat.milliseconds(held)) > "
                    + "\(GestureReasonFormat.milliseconds(GestureDefaults.tapMaximumDuration))"
            })
            return false
        }
        return true
    }

    private func gapExpired() {
        gapTimer.fired()
        guard state == .possible, fingers.isEmpty else { return }
        fail(reason: "no \(GestureReasonFormat.ordinal(tapsDone + 1)) tap within "
             + "\(GestureReasonFormat.milliseconds(GestureDefaults.multiTapInterval))")
    }

    /// A tap does not prevent a recognizer that needs more taps (a tap or a long press after taps): a single
    /// tap recognizing does not fail a double tap, as UIKit.
    open override func canPrevent(_ other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired { return false }
        if let press = other as? LongPressGestureRecognizer, press.numberOfTapsRequired >= numberOfTapsRequired {
            return false
        }
        return super.canPrevent(other)
    }

    /// A tap is not prevented by a tap that needs fewer taps.
    open override func canBePrevented(by other: GestureRecognizer) -> Bool {
        if let tap = other as? TapGestureRecognizer, tap.numberOfTapsRequired < numberOfTapsRequired { return false }
        return super.canBePrevented(by: other)
    }

    open override func reset() {
        super.reset()
        gapTimer.stop()
        fingers.removeAll()
        recognized = false
        mostFingers = 0
        tapsDone = 0
    }
}
