import Testing
@testable import TactileCore
import TactileTesting

/// The long-press recognizer: timer-driven began, free movement after it, taps before the press, and each
/// failure with its reason.
@MainActor @Suite struct LongPressGestureRecognizerTests {
    @Test func beginsWhenTheTimerFiresThenChangesAndEnds() {
        let s = GestureScene()
        let press = s.add(LongPressGestureRecognizer(), named: "press")
        #expect(press.minimumPressDuration == .milliseconds(500))
        #expect(press.allowableMovement == 10)
        s.down(1, P(100, 100))
        s.wait(499)
        #expect(s.log.states("press").isEmpty)
        s.wait(1)
        #expect(s.log.states("press") == [.began])
        s.wait(50)
        s.move(1, P(180, 140))   // far beyond the allowable movement: allowed once recognized
        s.up(1)
        #expect(s.log.states("press") == [.began, .changed, .ended])
        #expect(press.failureReason == nil)
        s.verify()
    }

    /// One handler for every state: after `began`, `changed` reports the finger's location, so a long
    /// press alone can drag a view.
    @Test func changedReportsTheFingersLocationForDragging() {
        let s = GestureScene()
        let press = s.add(LongPressGestureRecognizer(), named: "press")
        var locations: [Point] = []
        press.addAction { g in locations.append(g.location(in: nil)) }
        s.down(1, P(100, 100))
        s.wait(500)
        s.wait(10)
        s.move(1, P(150, 120))
        s.wait(10)
        s.move(1, P(200, 140))
        s.up(1)
        #expect(s.log.states("press") == [.began, .changed, .changed, .ended])
        #expect(locations == [P(100, 100), P(150, 120), P(200, 140), P(200, 140)])
        s.verify()
    }

    @Test func smallMovementBeforeTheTimerIsAllowed() {
        let s = GestureScene()
        s.add(LongPressGestureRecognizer(), named: "press")
        s.down(1, P(100, 100))
        s.wait(200)
        s.move(1, P(106, 108))
        s.wait(300)
        #expect(s.log.states("press") == [.began])
        s.verify(lifting: [1])
    }

    @Test func failsWhenMovedBeforeTheTimer() {
        let s = GestureScene()
        let press = s.add(LongPressGestureRecognizer(), named: "press")
        s.down(1, P(100, 100))
        s.wait(120)
        s.move(1, P(100, 114.2))
        s.wait(1000)
        #expect(s.log.states("press").isEmpty)
        #expect(press.failureReason == "moved 14.2 pt > 10 pt after 120 ms")
        s.verify(lifting: [1])
    }

    @Test func failsWhenLiftedBeforeTheTimer() {
        let s = GestureScene()
        let press = s.add(LongPressGestureRecognizer(), named: "press")
        s.down(1, P(100, 100))
        s.wait(200)
        s.up(1)
        s.wait(1000)   // the press timer was cancelled: nothing fires later
        #expect(s.log.states("press").isEmpty)
        #expect(press.failureReason == "lifted after 200 ms < 500 ms")
        s.verify()
    }

    @Test func honoursACustomDurationAndMovement() {
        let s = GestureScene()
        let press = LongPressGestureRecognizer()
        press.minimumPressDuration = .milliseconds(200)
        press.allowableMovement = 30
        s.add(press, named: "press")
        s.down(1, P(100, 100))
        s.wait(100)
        s.move(1, P(125, 100))
        s.wait(100)
        #expect(s.log.states("press") == [.began])
        s.verify(lifting: [1])
    }

    @Test func tapAndAHalfRecognizesAfterTheTap() {
        let s = GestureScene()
        let press = LongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        s.add(press, named: "press")
        s.driver.tap(at: P(100, 100))
        s.wait(100)
        s.down(2, P(102, 101))
        s.wait(499)
        #expect(s.log.states("press").isEmpty)
        s.wait(1)
        #expect(s.log.states("press") == [.began])
        s.up(2)
        #expect(s.log.states("press") == [.began, .ended])
        s.verify()
    }

    @Test func tapAndAHalfFailsWithoutTheTap() {
        let s = GestureScene()
        let press = LongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        s.add(press, named: "press")
        s.down(1, P(100, 100))
        s.wait(800)
        s.up(1)
        #expect(s.log.states("press").isEmpty)
        #expect(press.failureReason == "first tap held 800 ms > 750 ms")
        s.verify()
    }

    @Test func tapAndAHalfFailsWhenThePressComesLate() {
        let s = GestureScene()
        let press = LongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        s.add(press, named: "press")
        s.driver.tap(at: P(100, 100))
        s.wait(400)
        #expect(press.failureReason == "no touch-down within 350 ms after tap 1 of 1")
        s.verify()
    }

    @Test func twoFingerPressNeedsBothFingers() {
        let s = GestureScene()
        s.content.isMultipleTouchEnabled = true
        let press = LongPressGestureRecognizer()
        press.numberOfTouchesRequired = 2
        s.add(press, named: "press")
        s.down(1, P(100, 100))
        s.wait(600)
        #expect(s.log.states("press").isEmpty)
        s.down(2, P(150, 100))
        s.wait(500)
        #expect(s.log.states("press") == [.began])
        s.verify(lifting: [1, 2])
    }

    @Test func tooManyFingersFail() {
        let s = GestureScene()
        s.content.isMultipleTouchEnabled = true
        let press = s.add(LongPressGestureRecognizer(), named: "press")
        s.down(1, P(100, 100))
        s.wait(100)
        s.down(2, P(200, 100))
        s.wait(500)
        #expect(s.log.states("press").isEmpty)
        #expect(press.failureReason == "2 touches > 1 required")
        s.verify(lifting: [1, 2])
    }

    @Test func twoFingerTapBeforeThePressNeedsBothFingers() {
        let s = GestureScene()
        let press = LongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        press.numberOfTouchesRequired = 2
        s.add(press, named: "press")
        s.driver.tap(at: P(100, 100))
        #expect(press.failureReason == "tapped with 1 touch < 2 required")
        s.verify()
    }

    @Test func negativeDurationFailsWithAClearReason() {
        let s = GestureScene()
        let press = LongPressGestureRecognizer()
        press.minimumPressDuration = .milliseconds(-5)
        s.add(press, named: "press")
        s.driver.tap(at: P(100, 100))
        #expect(press.failureReason == "minimumPressDuration is negative")
        s.verify()
    }

    @Test func anAbsurdlyLongDurationNeitherTrapsNorRecognizes() {
        let s = GestureScene()
        let press = LongPressGestureRecognizer()
        press.minimumPressDuration = .seconds(Int64.max / 4)
        s.add(press, named: "press")
        s.down(1, P(100, 100))
        s.wait(100)
        s.up(1)
        #expect(s.log.states("press").isEmpty)
        #expect(press.failureReason?.hasPrefix("lifted after 100 ms < ") == true)
        s.verify()
    }

    @Test func cancelledTouchFailsAPressNotYetRecognized() {
        let s = GestureScene()
        let press = s.add(LongPressGestureRecognizer(), named: "press")
        s.down(1, P(100, 100))
        s.wait(100)
        s.driver.cancel()
        s.wait(1000)
        #expect(s.log.states("press").isEmpty)
        #expect(press.failureReason == "touch cancelled before the long press was recognized")
        s.verify()
    }

    /// The press timer runs on the window's clock and is cancelled when the recognizer resets.
    @Test func removingAPendingPressCancelsItsTimer() {
        let s = GestureScene()
        let press = s.add(LongPressGestureRecognizer(), named: "press")
        s.down(1, P(100, 100))
        #expect(s.clock.hasPendingTimers)
        s.content.removeGestureRecognizer(press)
        #expect(!s.clock.hasPendingTimers)
        s.wait(1000)
        #expect(s.log.states("press").isEmpty)
        s.verify(lifting: [1])
    }

    @Test func cancelledTouchCancelsARecognizedPress() {
        let s = GestureScene()
        let press = s.add(LongPressGestureRecognizer(), named: "press")
        s.down(1, P(100, 100))
        s.wait(600)
        s.driver.cancel()
        #expect(s.log.states("press") == [.began, .cancelled])
        #expect(press.failureReason == "touch cancelled during the long press")
        s.verify()
    }
}
