import Testing
@testable import TactileCore
import TactileTesting

/// The tap recognizer: success with one or more taps and fingers, and each failure with its reason.
@MainActor @Suite struct TapGestureRecognizerTests {
    @Test func singleTapRecognizes() {
        let s = GestureScene()
        let tap = s.add(TapGestureRecognizer(), named: "tap")
        s.driver.tap(at: P(100, 100))
        #expect(s.log.states("tap") == [.ended])
        #expect(tap.failureReason == nil)
        s.verify()
    }

    @Test func tapFailsWhenMovedBeyondTheSlop() {
        let s = GestureScene()
        let tap = s.add(TapGestureRecognizer(), named: "tap")
        s.down(1, P(100, 100))
        s.wait(120)
        s.move(1, P(114.2, 100))
        s.up(1)
        #expect(s.log.states("tap").isEmpty)
        #expect(tap.failureReason == "moved 14.2 pt > 10 pt after 120 ms")
        s.verify()
    }

    @Test func tapSurvivesMovementWithinTheSlop() {
        let s = GestureScene()
        s.add(TapGestureRecognizer(), named: "tap")
        s.down(1, P(100, 100))
        s.wait(30)
        s.move(1, P(106, 108))
        s.up(1)
        #expect(s.log.states("tap") == [.ended])
        s.verify()
    }

    @Test func tapFailsWhenHeldTooLong() {
        let s = GestureScene()
        let tap = s.add(TapGestureRecognizer(), named: "tap")
        s.down(1, P(100, 100))
        s.wait(800)
        s.up(1)
        #expect(s.log.states("tap").isEmpty)
        #expect(tap.failureReason == "held 800 ms > 750 ms")
        s.verify()
    }

    @Test func tapFailsWithTooManyTouches() {
        let s = GestureScene()
        s.content.isMultipleTouchEnabled = true
        let tap = s.add(TapGestureRecognizer(), named: "tap")
        s.driver.down(1, at: P(100, 100))
        s.driver.down(2, at: P(150, 100))
        s.driver.frame()
        s.wait(50)
        s.driver.up(1)
        s.driver.up(2)
        s.driver.frame()
        #expect(s.log.states("tap").isEmpty)
        #expect(tap.failureReason == "2 touches > 1 required")
        s.verify()
    }

    @Test func twoFingerTapRecognizes() {
        let s = GestureScene()
        s.content.isMultipleTouchEnabled = true
        let tap = TapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        s.add(tap, named: "tap")
        s.driver.down(1, at: P(100, 100))
        s.driver.down(2, at: P(150, 100))
        s.driver.frame()
        s.wait(50)
        s.driver.up(1)
        s.driver.up(2)
        s.driver.frame()
        #expect(s.log.states("tap") == [.ended])
        s.verify()
    }

    @Test func twoFingerTapFailsWithOneFinger() {
        let s = GestureScene()
        let tap = TapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        s.add(tap, named: "tap")
        s.driver.tap(at: P(100, 100))
        #expect(s.log.states("tap").isEmpty)
        #expect(tap.failureReason == "tapped with 1 touch < 2 required")
        s.verify()
    }

    @Test func doubleTapRecognizesOnTheSecondTap() {
        let s = GestureScene()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        s.add(double, named: "double")
        s.driver.tap(at: P(100, 100))
        #expect(s.log.states("double").isEmpty)
        s.wait(100)
        s.driver.tap(at: P(104, 102))
        #expect(s.log.states("double") == [.ended])
        s.verify()
    }

    @Test func tripleTapNeedsThreeTaps() {
        let s = GestureScene()
        let triple = TapGestureRecognizer()
        triple.numberOfTapsRequired = 3
        s.add(triple, named: "triple")
        for _ in 0..<2 {
            s.driver.tap(at: P(100, 100))
            s.wait(100)
        }
        #expect(s.log.states("triple").isEmpty)
        s.driver.tap(at: P(100, 100))
        #expect(s.log.states("triple") == [.ended])
        s.verify()
    }

    @Test func doubleTapFailsWhenTheSecondTapIsLate() {
        let s = GestureScene()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        s.add(double, named: "double")
        s.driver.tap(at: P(100, 100))
        s.wait(420)
        #expect(double.failureReason == "no second tap within 350 ms")
        s.driver.tap(at: P(100, 100))
        #expect(s.log.states("double").isEmpty)
        s.verify()
    }

    @Test func doubleTapFailsWhenTheSecondTapIsFarAway() {
        let s = GestureScene()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        s.add(double, named: "double")
        s.driver.tap(at: P(100, 100))
        s.wait(100)
        s.driver.tap(at: P(160, 100))
        #expect(s.log.states("double").isEmpty)
        #expect(double.failureReason == "second tap landed 60 pt > 25 pt from the first")
        s.verify()
    }

    @Test func misconfiguredTapFailsWithAClearReason() {
        let s = GestureScene()
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = 0
        s.add(tap, named: "tap")
        s.driver.tap(at: P(100, 100))
        #expect(s.log.states("tap").isEmpty)
        #expect(tap.failureReason == "numberOfTapsRequired is 0; it must be at least 1")
        s.verify()
    }

    @Test func tapHeldJustUnderTheMaximumRecognizes() {
        let s = GestureScene()
        s.add(TapGestureRecognizer(), named: "tap")
        s.down(1, P(100, 100))
        s.wait(750)
        s.up(1)
        #expect(s.log.states("tap") == [.ended])
        s.verify()
    }

    @Test func tapFailsWhenItsTouchIsCancelled() {
        let s = GestureScene()
        let tap = s.add(TapGestureRecognizer(), named: "tap")
        s.down(1, P(100, 100))
        s.wait(20)
        s.driver.cancel()
        #expect(s.log.states("tap").isEmpty)
        #expect(tap.failureReason == "touch cancelled during the first tap")
        s.verify()
    }

    @Test func tapWithNoTouchesRequiredFailsWithAClearReason() {
        let s = GestureScene()
        let tap = TapGestureRecognizer()
        tap.numberOfTouchesRequired = 0
        s.add(tap, named: "tap")
        s.driver.tap(at: P(100, 100))
        #expect(tap.failureReason == "numberOfTouchesRequired is 0; it must be at least 1")
        s.verify()
    }

    /// The gap timer runs on the window's clock and is cancelled when the recognizer resets.
    @Test func disablingADoubleTapBetweenTapsCancelsItsTimer() {
        let s = GestureScene()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        s.add(double, named: "double")
        s.driver.tap(at: P(100, 100))
        #expect(s.clock.hasPendingTimers)
        double.isEnabled = false
        #expect(!s.clock.hasPendingTimers)
        #expect(double.state == .possible)
        s.verify()
    }

    @Test func tapRecognizesAgainAfterAFailure() {
        let s = GestureScene()
        s.add(TapGestureRecognizer(), named: "tap")
        s.down(1, P(100, 100))
        s.move(1, P(150, 100))
        s.up(1)
        s.wait(500)
        s.driver.tap(at: P(100, 100))
        #expect(s.log.states("tap") == [.ended])
        s.verify()
    }
}
