import Testing
@testable import TactileCore
import TactileTesting

/// A recognizer checks its configuration once and again only after a property it depends on is
/// set: a setting made invalid after use fails the next gesture with the reason, and setting it
/// back makes the recognizer work again.
@MainActor @Suite("Configuration changed after use") struct ConfigurationChangeTests {
    @Test func tapChecksItsConfigurationAgainOnceChanged() {
        let s = GestureScene()
        let tap = s.add(TapGestureRecognizer(), named: "tap")
        s.driver.tap(at: P(100, 100))
        tap.numberOfTouchesRequired = 0
        s.wait(500)
        s.driver.tap(at: P(100, 100))
        #expect(tap.failureReason == "numberOfTouchesRequired is 0; it must be at least 1")
        tap.numberOfTouchesRequired = 1
        s.wait(500)
        s.driver.tap(at: P(100, 100))
        #expect(s.log.states("tap") == [.ended, .ended])
        s.verify()
    }

    @Test func panChecksItsConfigurationAgainOnceChanged() {
        let s = GestureScene()
        let pan = s.add(PanGestureRecognizer(), named: "pan")
        s.driver.drag(1, from: P(100, 100), to: P(200, 100), steps: 5, over: .milliseconds(100))
        pan.maximumNumberOfTouches = 0
        s.driver.drag(1, from: P(100, 100), to: P(200, 100), steps: 5, over: .milliseconds(100))
        #expect(pan.failureReason == "maximumNumberOfTouches 0 < minimumNumberOfTouches 1")
        pan.maximumNumberOfTouches = 2
        s.driver.drag(1, from: P(100, 100), to: P(200, 100), steps: 5, over: .milliseconds(100))
        #expect(s.log.states("pan").filter { $0 == .ended }.count == 2)
        s.verify()
    }

    @Test func longPressChecksItsConfigurationAgainOnceChanged() {
        let s = GestureScene()
        let press = s.add(LongPressGestureRecognizer(), named: "press")
        s.down(1, P(100, 100))
        s.wait(600)
        s.up(1)
        press.allowableMovement = -1
        s.down(1, P(100, 100))
        s.up(1)
        #expect(press.failureReason == "allowableMovement is -1.0; it must be at least 0")
        press.allowableMovement = 10
        s.down(1, P(100, 100))
        s.wait(600)
        s.up(1)
        #expect(s.log.states("press") == [.began, .ended, .began, .ended])
        s.verify()
    }

    @Test func swipeChecksItsConfigurationAgainOnceChanged() {
        let s = GestureScene()
        let swipe = s.add(SwipeGestureRecognizer(), named: "swipe")
        s.driver.drag(1, from: P(100, 100), to: P(300, 100), steps: 5, over: .milliseconds(100))
        swipe.direction = []
        s.driver.drag(1, from: P(100, 100), to: P(300, 100), steps: 5, over: .milliseconds(100))
        #expect(swipe.failureReason == "direction is empty: no direction to swipe in")
        swipe.direction = .right
        s.driver.drag(1, from: P(100, 100), to: P(300, 100), steps: 5, over: .milliseconds(100))
        #expect(s.log.states("swipe") == [.ended, .ended])
        s.verify()
    }
}
