@testable import TactileCore
import TactileTesting
import Testing

@MainActor @Suite struct AnimationTests {
    /// The window is kept alive by the clock's holder for the whole test.
    private func scene() -> (ManualClock, Window, View) {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 200, 200), clock: clock)
        let v = View(frame: R(0, 0, 20, 20))
        window.addSubview(v)
        Self.keepAlive.append(window)
        return (clock, window, v)
    }
    private static var keepAlive: [Window] = []

    @Test func theModelChangesAtOnceAndThePresentationFollowsTheClock() {
        let (clock, _, v) = scene()
        View.animate(withDuration: 1, options: .curveLinear) { v.frame = R(100, 0, 20, 20) }
        #expect(v.frame == R(100, 0, 20, 20))
        #expect(v.presentationFrame == R(0, 0, 20, 20))
        clock.advance(by: .milliseconds(250))
        #expect(abs(v.presentationFrame.minX - 25) < 1e-9)
        clock.advance(by: .milliseconds(750))
        #expect(v.presentationFrame == R(100, 0, 20, 20))
    }

    @Test func noCurveMeansEaseInOut() {
        let (clock, _, v) = scene()
        View.animate(withDuration: 1) { v.alpha = 0 }
        clock.advance(by: .milliseconds(100))
        #expect(v.presentationAlpha > 0.95)                   // slow start
        clock.advance(by: .milliseconds(400))
        #expect(abs(v.presentationAlpha - 0.5) < 1e-6)        // symmetric
    }

    @Test func duringTheDelayThePresentationShowsTheOldValue() {
        let (clock, _, v) = scene()
        var finished: [Bool] = []
        View.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { v.alpha = 0 }) { finished.append($0) }
        clock.advance(by: .milliseconds(400))
        #expect(v.presentationAlpha == 1)
        #expect(v.alpha == 0)
        clock.advance(by: .milliseconds(600))
        #expect(abs(v.presentationAlpha - 0.5) < 1e-9)
        #expect(finished.isEmpty)
        clock.advance(by: .milliseconds(500))
        #expect(finished == [true])
        clock.advance(by: .seconds(5))
        #expect(finished == [true])                           // exactly once
    }

    @Test func snapshotDrawsThePresentation() {
        let (clock, window, v) = scene()
        v.backgroundColor = Color(red: 1, green: 0, blue: 0)
        View.animate(withDuration: 1, options: .curveLinear) { v.center = Point(x: 110, y: 10) }
        clock.advance(by: .milliseconds(500))
        let b = window.snapshot()                             // presentation at x 50...70
        #expect(b.pixel(x: 60, y: 10).red == 1)
        #expect(b.pixel(x: 5, y: 10).alpha == 0)
        #expect(b.pixel(x: 110, y: 10).alpha == 0)
    }

    @Test func backgroundColorAndTransformAnimate() {
        let (clock, _, v) = scene()
        v.backgroundColor = Color(red: 0, green: 0, blue: 0)
        View.animate(withDuration: 1, options: .curveLinear) {
            v.backgroundColor = Color(red: 1, green: 1, blue: 1)
            v.transform = AffineTransform(scaleX: 3, y: 3)
        }
        clock.advance(by: .milliseconds(500))
        #expect(abs((v.presentedBackgroundColor?.red ?? 0) - 0.5) < 1e-9)
        #expect(abs(v.presentationFrame.width - 40) < 1e-9)   // scale 2 of 20
    }

    @Test func removeAllAnimationsJumpsToTheModelAndCompletesWithFalse() {
        let (clock, _, v) = scene()
        var finished: [Bool] = []
        View.animate(withDuration: 1, animations: { v.center = Point(x: 150, y: 150) }) { finished.append($0) }
        clock.advance(by: .milliseconds(300))
        v.removeAllAnimations()
        #expect(finished == [false])
        #expect(v.presentationFrame == v.frame)
        clock.advance(by: .seconds(2))
        #expect(finished == [false])
    }

    @Test func aCallWithNoWindowCompletesOnTheNextAdvanceAsAnImmediateOneInAWindow() {
        let (clock, _, v) = scene()
        var finished: [Bool] = []
        View.animate(withDuration: 1, animations: {}) { finished.append($0) }
        let loose = View(frame: .zero)
        View.animate(withDuration: 1, animations: { loose.alpha = 0.5 }) { finished.append($0) }
        #expect(finished.isEmpty)                            // on the newest window's clock
        #expect(loose.alpha == 0.5)
        View.animate(withDuration: -1, animations: { v.alpha = 0.3 }) { finished.append($0) }
        #expect(finished.isEmpty)                            // v's window's clock: its next advance
        clock.advance(by: .zero)
        #expect(finished == [true, true, true])
    }

    @Test func anAnimationRunsOnItsOwnWindowsClockNotTheNewestWindows() {
        let (clock, _, v) = scene()
        let laterClock = ManualClock()
        let later = Window(frame: R(0, 0, 100, 100), clock: laterClock)   // created after v's window
        var finished: [Bool] = []
        View.animate(withDuration: 1, animations: { v.center.x += 100 }) { finished.append($0) }
        laterClock.advance(by: .seconds(2))
        #expect(finished.isEmpty)
        #expect(v.isAnimating)
        clock.advance(by: .milliseconds(500))
        #expect(v.presentationFrame.midX > 20 && v.presentationFrame.midX < 120)
        clock.advance(by: .milliseconds(600))
        #expect(finished == [true])
        #expect(later.subviews.isEmpty)
    }

    @Test func negativeOrNaNDurationsMeanNoAnimation() {
        let (clock, window, v) = scene()
        var finished = 0
        View.animate(withDuration: -1, animations: { v.alpha = 0.2 }) { _ in finished += 1 }
        View.animate(withDuration: .nan, animations: { v.center = Point(x: 90, y: 90) }) { _ in finished += 1 }
        #expect(v.presentationAlpha == 0.2)
        #expect(v.presentationFrame == v.frame)
        #expect(!window.hasRunningAnimations)
        clock.advance(by: .zero)
        #expect(finished == 2)
    }

    @Test func aSpringSettlesAndCompletesByDelayPlusDuration() {
        let (clock, _, v) = scene()
        var finished: [Bool] = []
        View.animate(withDuration: 0.5, delay: 0.1, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
                     animations: { v.center = Point(x: 110, y: 10) }) { finished.append($0) }
        var overshoot = false
        for _ in 0..<59 {
            clock.advance(by: .milliseconds(10))
            if v.presentationFrame.midX > 110.5 { overshoot = true }
        }
        #expect(overshoot)                                    // damping < 1 oscillates
        #expect(finished.isEmpty)
        clock.advance(by: .milliseconds(10))
        #expect(finished == [true])
        #expect(v.presentationFrame == v.frame)
    }

    @Test func animatingAgainStartsFromWhatIsShown() {
        let (clock, _, v) = scene()
        View.animate(withDuration: 1, options: .curveLinear) { v.center = Point(x: 110, y: 10) }
        clock.advance(by: .milliseconds(500))                 // shown at 60
        View.animate(withDuration: 1, options: .curveLinear) { v.center = Point(x: 10, y: 10) }
        #expect(abs(v.presentationFrame.midX - 60) < 1e-9)
        clock.advance(by: .milliseconds(500))
        #expect(abs(v.presentationFrame.midX - 35) < 1e-9)
    }

    @Test func autoreverseReturnsAndRepeatRunsUntilRemoved() {
        let (clock, _, v) = scene()
        var finished: [Bool] = []
        View.animate(withDuration: 1, options: [.curveLinear, .autoreverse, .repeat], animations: { v.alpha = 0 }) {
            finished.append($0)
        }
        clock.advance(by: .milliseconds(1500))
        #expect(abs(v.presentationAlpha - 0.5) < 1e-9)        // on the way back
        clock.advance(by: .seconds(10))
        #expect(finished.isEmpty)
        v.removeAllAnimations()
        #expect(finished == [false])
    }

    @Test func presentationFrameIsPerViewInTheSuperviewsCoordinates() {
        let (clock, _, parent) = scene()
        let child = View(frame: R(5, 5, 5, 5))
        parent.addSubview(child)
        View.animate(withDuration: 1) { parent.center = Point(x: 100, y: 100) }
        clock.advance(by: .milliseconds(500))
        #expect(child.presentationFrame == R(5, 5, 5, 5))
    }

    @Test func layoutInsideAnAnimationBlockAnimatesAutoresizedSubviews() {
        let (clock, _, parent) = scene()
        let child = View(frame: R(0, 0, 20, 20))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        View.animate(withDuration: 1, options: .curveLinear) { parent.frame = R(0, 0, 120, 20) }
        #expect(child.frame.width == 120)
        clock.advance(by: .milliseconds(500))
        #expect(abs(child.presentationFrame.width - 70) < 1e-9)
    }

    @Test func settingAPropertyOutsideAnAnimationStopsItsAnimation() {
        let (clock, _, v) = scene()
        View.animate(withDuration: 1) { v.alpha = 0 }
        clock.advance(by: .milliseconds(300))
        v.alpha = 0.7
        #expect(v.presentationAlpha == 0.7)
    }
}

@MainActor @Suite struct AnimationTouchTests {
    @Test func hitTestingUsesTheModelAndSkipsAnimatingViewsUntilTheirCompletion() {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 200, 200), clock: clock)
        let back = View(frame: R(0, 0, 200, 200))
        let moving = View(frame: R(0, 0, 50, 50))
        window.addSubview(back)
        window.addSubview(moving)
        View.animate(withDuration: 1, delay: 0.5) { moving.frame = R(100, 100, 50, 50) }
        // During the delay and the animation the view is skipped: the touch reaches what is behind.
        #expect(window.hitTest(Point(x: 120, y: 120), with: nil) === back)
        clock.advance(by: .milliseconds(1200))
        #expect(window.hitTest(Point(x: 120, y: 120), with: nil) === back)
        clock.advance(by: .milliseconds(300))
        #expect(window.hitTest(Point(x: 120, y: 120), with: nil) === moving)     // the model place
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === back)
    }

    @Test func allowUserInteractionKeepsAnimatingViewsTouchableAtTheirModelPlace() {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 200, 200), clock: clock)
        let moving = View(frame: R(0, 0, 50, 50))
        let inner = View(frame: R(0, 0, 50, 50))
        moving.addSubview(inner)
        window.addSubview(moving)
        View.animate(withDuration: 1, delay: 0, options: .allowUserInteraction) { moving.frame = R(100, 100, 50, 50) }
        clock.advance(by: .milliseconds(100))
        #expect(window.hitTest(Point(x: 120, y: 120), with: nil) === inner)
        #expect(window.hitTest(Point(x: 10, y: 10), with: nil) === window)
    }

    @Test func aTapOnAnAnimatingViewGoesToTheViewBehind() {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 200, 200), clock: clock)
        let driver = TouchDriver(window: window, clock: clock)
        let back = View(frame: R(0, 0, 200, 200))
        let front = View(frame: R(0, 0, 200, 200))
        window.addSubview(back)
        window.addSubview(front)
        var tapped: [String] = []
        let backTap = TapGestureRecognizer { _ in tapped.append("back") }
        let frontTap = TapGestureRecognizer { _ in tapped.append("front") }
        back.addGestureRecognizer(backTap)
        front.addGestureRecognizer(frontTap)
        View.animate(withDuration: 1) { front.alpha = 0.5 }
        driver.tap(at: Point(x: 50, y: 50))
        clock.advance(by: .seconds(1))
        driver.tap(at: Point(x: 50, y: 50))
        #expect(tapped == ["back", "front"])
    }
}

@MainActor @Suite struct AnimationFrameTests {
    @Test func framesAreRequestedOnlyWhileAnimatingAndDamageFollowsTheMotion() {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 400, 100), clock: clock)
        let v = View(frame: R(0, 0, 20, 20))
        window.addSubview(v)
        window.prepareForFrame()
        window.clearDamage()
        var requests = 0
        window.onNeedsDisplay = { requests += 1 }
        View.animate(withDuration: 1, options: .curveLinear) { v.center = Point(x: 310, y: 10) }
        #expect(window.hasRunningAnimations)
        #expect(requests >= 1)
        window.prepareForFrame()
        window.clearDamage()
        clock.advance(by: .milliseconds(500))
        window.prepareForFrame()
        // What moved: from x 0...20 (last frame) to 150...170 now.
        let damaged = window.damagedRects.reduce(Rect.zero) { $0.union($1) }
        #expect(damaged.contains(Point(x: 5, y: 5)) && damaged.contains(Point(x: 165, y: 5)))
        #expect(!damaged.contains(Point(x: 300, y: 5)))
        window.clearDamage()
        clock.advance(by: .milliseconds(500))
        window.prepareForFrame()
        #expect(!window.hasRunningAnimations)                 // finished: no more frames wanted
        window.clearDamage()
        window.prepareForFrame()
        #expect(window.damagedRects.isEmpty)
    }
}
