import Testing
@testable import TactileCore
import TactileTesting

/// `Window.idleTimeout` and `onIdle` on the window's clock, without a platform.
@MainActor @Suite struct WindowIdleTimeoutTests {
    func makeWindow() -> (Window, ManualClock, TouchDriver) {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), clock: clock)
        return (window, clock, TouchDriver(window: window, clock: clock))
    }

    @Test func theHandlerRunsOnceAfterTheTimeoutAndAgainAfterATouch() {
        let (window, clock, driver) = makeWindow()
        var calls = 0
        window.onIdle = { calls += 1 }
        window.idleTimeout = .seconds(30)
        clock.advance(by: .seconds(30) - .milliseconds(1))
        #expect(calls == 0)
        clock.advance(by: .milliseconds(1))
        #expect(calls == 1)
        clock.advance(by: .seconds(600))
        #expect(calls == 1)
        driver.tap(at: Point(x: 10, y: 10))
        clock.advance(by: .seconds(30) - .milliseconds(1))
        #expect(calls == 1)
        clock.advance(by: .milliseconds(1))
        #expect(calls == 2)
    }

    @Test func aKeyCountsAsInput() {
        let (window, clock, _) = makeWindow()
        var calls = 0
        window.onIdle = { calls += 1 }
        window.idleTimeout = .seconds(10)
        clock.advance(by: .seconds(8))
        window.sendKeyEvent(KeyEvent(keysym: 0x61, text: "a"), isPress: true)
        clock.advance(by: .seconds(9))
        #expect(calls == 0)
        clock.advance(by: .seconds(1))
        #expect(calls == 1)
    }

    @Test func changingTheTimeoutStartsTheWaitAfresh() {
        let (window, clock, _) = makeWindow()
        var calls = 0
        window.onIdle = { calls += 1 }
        window.idleTimeout = .seconds(10)
        clock.advance(by: .seconds(5))
        window.idleTimeout = .seconds(20)
        clock.advance(by: .seconds(19))
        #expect(calls == 0)
        clock.advance(by: .seconds(1))
        #expect(calls == 1)
        window.idleTimeout = nil
        #expect(!window.idleWatch.isArmed)
        clock.advance(by: .seconds(100))
        #expect(calls == 1)
    }

    @Test(arguments: [Duration.zero, .seconds(-1)])
    func aTimeoutThatIsNotPositiveIsOff(_ timeout: Duration) {
        let (window, clock, _) = makeWindow()
        var calls = 0
        window.onIdle = { calls += 1 }
        window.idleTimeout = timeout
        #expect(!window.idleWatch.isArmed)
        clock.advance(by: .seconds(100))
        #expect(calls == 0)
    }

    @Test func theApplicationsSettingsDoNotReachAWindowOutsideThePlatform() {
        Application.shared.idleTimeout = .seconds(1)
        defer { Application.shared.idleTimeout = nil }
        let (window, clock, _) = makeWindow()
        var calls = 0
        window.onIdle = { calls += 1 }
        clock.advance(by: .seconds(5))
        #expect(window.idleTimeout == nil)
        #expect(calls == 0)
    }

    @Test func aHandlerSetAfterTheTimeoutIsCalled() {
        let (window, clock, _) = makeWindow()
        var calls = 0
        window.idleTimeout = .seconds(10)
        window.onIdle = { calls += 1 }
        clock.advance(by: .seconds(10))
        #expect(calls == 1)
    }
}
