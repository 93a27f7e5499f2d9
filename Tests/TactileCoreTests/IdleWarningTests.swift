import Testing
@testable import TactileCore
import TactileTesting

/// The warning before `Window.idleTimeout` runs out (`idleWarningInterval`), on the window's clock,
/// through a recording presenter.
@MainActor @Suite struct IdleWarningTests {
    /// Records what the window asks of its warning presenter.
    @MainActor final class Presenter: IdleWarningPresenting {
        var shown: [Duration] = []
        var withdrawn = 0
        var extend: (@MainActor () -> Void)?
        func showIdleWarning(in window: Window, remaining: Duration, extend: @escaping @MainActor () -> Void) {
            shown.append(remaining)
            self.extend = extend
        }
        func withdrawIdleWarning(in window: Window) { withdrawn += 1 }
    }

    struct Scene {
        let window: Window
        let clock: ManualClock
        let driver: TouchDriver
        let presenter = Presenter()
        var idleCalls: () -> Int
    }

    func makeScene(timeout: Duration = .seconds(60)) -> Scene {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), clock: clock)
        let box = Box()
        window.onIdle = { box.calls += 1 }
        let scene = Scene(window: window, clock: clock, driver: TouchDriver(window: window, clock: clock),
                          idleCalls: { box.calls })
        window.services[IdleWarningServiceKey.self] = scene.presenter
        window.idleTimeout = timeout
        return scene
    }

    @MainActor final class Box { var calls = 0 }

    @Test func theWarningShowsTwentySecondsBeforeTheTimeoutByDefault() {
        let s = makeScene()
        #expect(s.window.idleWarningInterval == .seconds(20))
        s.clock.advance(by: .seconds(40) - .milliseconds(1))
        #expect(s.presenter.shown.isEmpty)
        s.clock.advance(by: .milliseconds(1))
        #expect(s.presenter.shown == [.seconds(20)])
        #expect(s.window.isShowingIdleWarning)
        #expect(s.idleCalls() == 0)
    }

    @Test func withNoAnswerTheWarningGoesAndThenTheIdleHandlerRunsOnce() {
        let s = makeScene()
        s.clock.advance(by: .seconds(40))
        s.clock.advance(by: .seconds(20) - .milliseconds(1))
        #expect(s.idleCalls() == 0)
        #expect(s.presenter.withdrawn == 0)
        s.clock.advance(by: .milliseconds(1))
        #expect(s.presenter.withdrawn == 1)
        #expect(s.idleCalls() == 1)
        #expect(!s.window.isShowingIdleWarning)
        s.clock.advance(by: .seconds(600))
        #expect(s.presenter.shown.count == 1)          // no warning again until there is input
        #expect(s.idleCalls() == 1)
    }

    @Test func moreTimeStartsTheWaitAgainFromTheButtonPress() {
        let s = makeScene()
        s.clock.advance(by: .seconds(45))
        #expect(s.presenter.shown.count == 1)
        s.presenter.extend?()
        #expect(!s.window.isShowingIdleWarning)
        s.clock.advance(by: .seconds(40) - .milliseconds(1))
        #expect(s.presenter.shown.count == 1)
        #expect(s.idleCalls() == 0)
        s.clock.advance(by: .milliseconds(1))
        #expect(s.presenter.shown.count == 2)            // warned again, 40 s after "More time"
        s.clock.advance(by: .seconds(20))
        #expect(s.idleCalls() == 1)
    }

    @Test func aTouchDuringTheWarningTakesItAwayWhenItWouldHaveRunOut() {
        let s = makeScene()
        s.clock.advance(by: .seconds(50))
        s.driver.tap(at: Point(x: 10, y: 10))
        s.clock.advance(by: .seconds(10))
        #expect(s.presenter.withdrawn == 1)
        #expect(s.idleCalls() == 0)
        #expect(!s.window.isShowingIdleWarning)
        // The next warning comes 40 s after the touch, not sooner.
        s.clock.advance(by: .seconds(30) - .milliseconds(1))
        #expect(s.presenter.shown.count == 1)
        s.clock.advance(by: .milliseconds(1))
        #expect(s.presenter.shown.count == 2)
    }

    @Test func inputAfterTheIdleHandlerWarnsAgainOnTime() {
        let s = makeScene()
        s.clock.advance(by: .seconds(60))
        #expect(s.idleCalls() == 1)
        s.clock.advance(by: .seconds(5))
        s.driver.tap(at: Point(x: 10, y: 10))
        s.clock.advance(by: .seconds(40) - .milliseconds(1))
        #expect(s.presenter.shown.count == 1)
        s.clock.advance(by: .milliseconds(1))
        #expect(s.presenter.shown.count == 2)
    }

    @Test func noWarningWhenTheIntervalIsOffOrNotShorterThanTheTimeout() {
        for interval: Duration? in [nil, .zero, .seconds(-3), .seconds(60), .seconds(90)] {
            let s = makeScene()
            s.window.idleWarningInterval = interval
            s.clock.advance(by: .seconds(60))
            #expect(s.presenter.shown.isEmpty, "interval \(String(describing: interval))")
            #expect(s.idleCalls() == 1, "interval \(String(describing: interval))")
        }
    }

    @Test func changingTheTimeoutTakesAShownWarningAway() {
        let s = makeScene()
        s.clock.advance(by: .seconds(41))
        #expect(s.window.isShowingIdleWarning)
        s.window.idleTimeout = .seconds(120)
        #expect(s.presenter.withdrawn == 1)
        #expect(!s.window.isShowingIdleWarning)
        s.clock.advance(by: .seconds(100))
        #expect(s.presenter.shown.count == 2)
    }

    @Test func aWindowWithNoPresenterStillGoesIdle() {
        let s = makeScene()
        s.window.services[IdleWarningServiceKey.self] = nil
        s.clock.advance(by: .seconds(60))
        #expect(s.idleCalls() == 1)
    }
}
