import Testing
@testable import TactileCore
import TactileTesting

/// The swipe recognizer: each direction, the direction mask, distance, duration and angle limits.
@MainActor @Suite struct SwipeGestureRecognizerTests {
    @Test(arguments: [
        (SwipeDirection.right, Point(x: 60, y: 0)),
        (SwipeDirection.left, Point(x: -60, y: 0)),
        (SwipeDirection.up, Point(x: 0, y: -60)),
        (SwipeDirection.down, Point(x: 0, y: 60)),
    ])
    func swipeInEachDirection(direction: SwipeDirection, by d: Point) {
        let s = GestureScene()
        let swipe = SwipeGestureRecognizer()
        swipe.direction = direction
        s.add(swipe, named: "swipe")
        s.driver.drag(1, from: P(200, 200), to: P(200 + d.x, 200 + d.y), steps: 6, over: .milliseconds(120))
        #expect(s.log.states("swipe") == [.ended])
        s.verify()
    }

    @Test func defaultDirectionIsRight() {
        #expect(SwipeGestureRecognizer().direction == .right)
    }

    @Test func recognizesBeforeTheFingerLifts() {
        let s = GestureScene()
        s.add(SwipeGestureRecognizer(), named: "swipe")
        s.down(1, P(100, 100))
        s.wait(50)
        s.move(1, P(160, 100))
        #expect(s.log.states("swipe") == [.ended])
        s.verify(lifting: [1])
    }

    @Test func aMaskAcceptsAnyOfItsDirections() {
        let s = GestureScene()
        let swipe = SwipeGestureRecognizer()
        swipe.direction = [.left, .up]
        s.add(swipe, named: "swipe")
        s.driver.drag(1, from: P(200, 200), to: P(200, 120), steps: 4, over: .milliseconds(80))
        #expect(s.log.states("swipe") == [.ended])
        s.verify()
    }

    @Test func failsInADirectionNotInTheMask() {
        let s = GestureScene()
        let swipe = s.add(SwipeGestureRecognizer(), named: "swipe")
        s.driver.drag(1, from: P(200, 200), to: P(120, 200), steps: 4, over: .milliseconds(80))
        #expect(s.log.states("swipe").isEmpty)
        #expect(swipe.failureReason == "swiped left, allowed: right")
        s.verify()
    }

    @Test func failsWhenTooSlow() {
        let s = GestureScene()
        let swipe = s.add(SwipeGestureRecognizer(), named: "swipe")
        s.down(1, P(100, 100))
        s.wait(200)
        s.move(1, P(130, 100))
        s.wait(400)
        s.move(1, P(200, 100))
        #expect(s.log.states("swipe").isEmpty)
        #expect(swipe.failureReason == "did not travel 50 pt within 500 ms (travelled 30 pt)")
        s.verify(lifting: [1])
    }

    @Test func failsWhenOffAxis() {
        let s = GestureScene()
        let swipe = s.add(SwipeGestureRecognizer(), named: "swipe")
        // 60 pt at 30° below the x axis.
        s.down(1, P(100, 100))
        s.wait(50)
        s.move(1, P(100 + 60 * 0.8660254037844386, 130))
        #expect(s.log.states("swipe").isEmpty)
        #expect(swipe.failureReason == "moved 30° off the right axis > 22.5°")
        s.verify(lifting: [1])
    }

    @Test func failsWhenLiftedShort() {
        let s = GestureScene()
        let swipe = s.add(SwipeGestureRecognizer(), named: "swipe")
        s.driver.drag(1, from: P(100, 100), to: P(130, 100), steps: 3, over: .milliseconds(60))
        #expect(s.log.states("swipe").isEmpty)
        #expect(swipe.failureReason == "lifted after travelling 30 pt < 50 pt")
        s.verify()
    }

    @Test func emptyDirectionFailsWithAClearReason() {
        let s = GestureScene()
        let swipe = SwipeGestureRecognizer()
        swipe.direction = []
        s.add(swipe, named: "swipe")
        s.driver.drag(1, from: P(100, 100), to: P(200, 100), steps: 4, over: .milliseconds(40))
        #expect(s.log.states("swipe").isEmpty)
        #expect(swipe.failureReason == "direction is empty: no direction to swipe in")
        s.verify()
    }

    @Test func cancelledTouchFailsTheSwipe() {
        let s = GestureScene()
        let swipe = s.add(SwipeGestureRecognizer(), named: "swipe")
        s.down(1, P(100, 100))
        s.wait(10)
        s.move(1, P(120, 100))
        s.driver.cancel()
        #expect(swipe.failureReason == "touch cancelled before the swipe was recognized")
        s.verify()
    }

    @Test func twoFingerSwipe() {
        let s = GestureScene()
        s.content.isMultipleTouchEnabled = true
        let swipe = SwipeGestureRecognizer()
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .down
        s.add(swipe, named: "swipe")
        s.driver.down(1, at: P(100, 100))
        s.driver.down(2, at: P(150, 100))
        s.driver.frame()
        for i in 1...4 {
            s.wait(20)
            s.driver.move(1, to: P(100, 100 + Double(i) * 15))
            s.driver.move(2, to: P(150, 100 + Double(i) * 15))
            s.driver.frame()
        }
        #expect(s.log.states("swipe") == [.ended])
        s.verify(lifting: [1, 2])
    }

    @Test func twoFingerSwipeFailsWithThreeFingers() {
        let s = GestureScene()
        s.content.isMultipleTouchEnabled = true
        let swipe = SwipeGestureRecognizer()
        swipe.numberOfTouchesRequired = 2
        s.add(swipe, named: "swipe")
        s.driver.down(1, at: P(100, 100))
        s.driver.down(2, at: P(150, 100))
        s.driver.down(3, at: P(200, 100))
        s.driver.frame()
        #expect(swipe.failureReason == "3 touches > 2 required")
        s.verify(lifting: [1, 2, 3])
    }
}
