@testable import TactileCore
import TactileTesting
import Testing

/// A navigation controller in a right-to-left layout pushes from the left and pops with a swipe
/// from the right edge.
@MainActor @Suite struct RightToLeftNavigationTests {
    private func stack() -> (ManualClock, Window, NavigationController, ViewController) {
        let clock = ManualClock()
        let window = Window(frame: R(0, 0, 400, 300), clock: clock)
        window.layoutDirection = .rightToLeft
        let first = ViewController()
        let nav = NavigationController(rootViewController: first)
        window.rootViewController = nav
        return (clock, window, nav, first)
    }

    @Test func aPushSlidesInFromTheLeftAndAPopLeavesToTheLeft() {
        let (clock, window, nav, first) = stack()
        let second = ViewController()
        nav.pushViewController(second, animated: true)
        #expect(second.view.presentationFrame.minX == -400)
        clock.advance(by: .milliseconds(175))
        let midway = second.view.presentationFrame.minX
        #expect(midway < 0 && midway > -400)
        #expect(first.view.presentationFrame.minX > 0)          // the screen below moves right
        clock.advance(by: .milliseconds(200))
        #expect(second.view.frame.minX == 0)
        nav.popViewController(animated: true)
        clock.advance(by: .milliseconds(175))
        #expect(second.view.presentationFrame.minX < 0 && second.view.presentationFrame.minX > -400)
        clock.advance(by: .milliseconds(200))
        #expect(second.view.window == nil && first.view.frame.minX == 0)
        _ = window
    }

    @Test func theBackSwipeStartsAtTheRightEdgeNotTheLeft() {
        let (clock, window, nav, first) = stack()
        let driver = TouchDriver(window: window, clock: clock)
        let second = ViewController()
        nav.pushViewController(second, animated: false)
        // From the left edge: nothing pops.
        driver.drag(1, from: Point(x: 2, y: 150), to: Point(x: 300, y: 150), steps: 10, over: .milliseconds(500))
        clock.advance(by: .milliseconds(400))
        #expect(nav.topViewController === second && second.view.frame.minX == 0)
        #expect(nav.interactivePopGestureRecognizer.edges == .right)
        // From the right edge leftwards: the screen follows the finger to the left, then pops.
        func move(to x: Double) {
            clock.advance(by: .milliseconds(40))
            driver.move(2, to: Point(x: x, y: 150))
            driver.frame()
        }
        driver.down(2, at: Point(x: 398, y: 150))
        driver.frame()
        move(to: 380)
        move(to: 300)
        #expect(second.view.frame.minX < 0 && second.view.frame.minX > -400)
        #expect(first.view.frame.minX > 0)
        move(to: 100)
        driver.up(2)
        driver.frame()
        #expect(nav.topViewController === first)
        clock.advance(by: .milliseconds(400))
        #expect(second.view.window == nil && first.view.frame.minX == 0)
    }

    @Test func theBackEdgeFollowsALiveDirectionChange() {
        let (clock, window, nav, first) = stack()
        let driver = TouchDriver(window: window, clock: clock)
        nav.pushViewController(ViewController(), animated: false)
        window.layoutDirection = .leftToRight
        window.prepareForFrame()
        driver.drag(1, from: Point(x: 2, y: 150), to: Point(x: 300, y: 150), steps: 10, over: .milliseconds(500))
        #expect(nav.topViewController === first)
        #expect(nav.interactivePopGestureRecognizer.edges == .left)
    }
}
