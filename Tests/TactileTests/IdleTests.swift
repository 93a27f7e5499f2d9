import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

/// The screen and idleness: `RunOptions.inhibitsIdle` (idle-inhibit), `Window.idleTimeout`
/// (the window's clock; the application's as the default), `RunOptions.swallowsWakeTouch` (ext-idle-notify), each also against a
/// compositor that does not offer the protocol.
@MainActor @Suite struct IdleTests {
    func harness(_ options: RunOptions, inhibit: Bool = false, notify: Bool = false) throws -> PlatformHarness {
        let compositor = try HeadlessCompositor()
        if inhibit { try compositor.offerIdleInhibit() }
        if notify { try compositor.offerIdleNotify() }
        return try PlatformHarness(size: Size(width: 200, height: 100), options: options, compositor: compositor)
    }

    /// A view covering the window, recording the touches it gets.
    func coveringView(in harness: PlatformHarness) -> RecordingView {
        let view = RecordingView(frame: harness.window.bounds)
        harness.window.addSubview(view)
        return view
    }

    func tap(_ harness: PlatformHarness, id: Int32, on toplevel: HeadlessToplevel) throws {
        try harness.compositor.touchDown(id: id, at: Point(x: 50, y: 50), on: toplevel.surface)
        try harness.compositor.touchFrame()
        try harness.compositor.touchUp(id: id)
        try harness.compositor.touchFrame()
        try harness.settle()
    }

    // MARK: Idle inhibition

    @Test func inhibitsIdleKeepsAnInhibitorOnTheWindowSurface() throws {
        var options = RunOptions()
        options.inhibitsIdle = true
        let h = try harness(options, inhibit: true)
        let toplevel = try h.mapWindow()
        #expect(h.compositor.idleInhibitingSurfaces.count == 1)
        #expect(h.compositor.idleInhibitingSurfaces.first === toplevel.surface)
        #expect(h.platform.idleServices?.isInhibiting == true)
    }

    @Test func withoutTheOptionNothingIsInhibited() throws {
        let h = try harness(RunOptions(), inhibit: true)
        _ = try h.mapWindow()
        #expect(h.compositor.idleInhibitingSurfaces.isEmpty)
    }

    @Test func aCompositorWithoutIdleInhibitStillShowsTheWindow() throws {
        var options = RunOptions()
        options.inhibitsIdle = true
        let h = try harness(options)
        let toplevel = try h.mapWindow()
        #expect(toplevel.surface.buffer != nil)
        #expect(h.platform.idleServices?.isInhibiting == false)
    }

    // MARK: Window.idleTimeout

    @Test func theIdleHandlerRunsOnceAfterTheTimeoutWithoutInputAndAgainAfterInput() throws {
        let h = try harness(RunOptions())
        let toplevel = try h.mapWindow()
        var calls = 0
        h.window.onIdle = { calls += 1 }
        h.window.idleTimeout = .seconds(30)
        h.clock.advance(by: .seconds(30) - .milliseconds(1))
        #expect(calls == 0)
        h.clock.advance(by: .milliseconds(1))
        #expect(calls == 1)
        h.clock.advance(by: .seconds(300))
        #expect(calls == 1)   // once per idle period

        try tap(h, id: 1, on: toplevel)
        let touchedAt = h.clock.now
        h.clock.advance(by: .seconds(20))
        h.compositor.eventTime += 20_000
        try tap(h, id: 2, on: toplevel)   // input restarts the wait
        h.clock.advance(by: .seconds(29))
        #expect(calls == 1)
        h.clock.advance(by: .seconds(1))
        #expect(calls == 2)
        #expect(h.clock.now == touchedAt + .seconds(50))
    }

    @Test(arguments: [Duration.zero, .seconds(-5)])
    func aTimeoutThatIsNotPositiveTurnsTheFeatureOff(_ timeout: Duration) throws {
        let h = try harness(RunOptions())
        _ = try h.mapWindow()
        var calls = 0
        h.window.onIdle = { calls += 1 }
        h.window.idleTimeout = timeout
        #expect(!h.window.idleWatch.isArmed)
        h.clock.advance(by: .seconds(3600))
        #expect(calls == 0)
    }

    @Test func thePlatformTakesTheTimeoutFromTheApplication() throws {
        // Synchronous on the main actor: no other test sees the shared application's values.
        Application.shared.idleTimeout = .seconds(10)
        Application.shared.onIdle = {}
        defer {
            Application.shared.idleTimeout = nil
            Application.shared.onIdle = nil
        }
        let h = try harness(RunOptions())
        #expect(h.window.idleTimeout == .seconds(10))
        #expect(h.window.idleWatch.isArmed)
    }

    @Test func aWindowWithATimeoutOfItsOwnKeepsIt() throws {
        Application.shared.idleTimeout = .seconds(10)
        defer { Application.shared.idleTimeout = nil }
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100), clock: clock)
        window.idleTimeout = .seconds(90)
        let h = try HeadlessHarness(window: window, clock: clock)
        #expect(h.window.idleTimeout == .seconds(90))
    }

    // MARK: The wake touch

    func wakeOptions() -> RunOptions {
        var options = RunOptions()
        options.swallowsWakeTouch = true
        options.screenBlankTimeout = .seconds(45)
        return options
    }

    @Test func theTouchThatWakesTheScreenPressesNothingAndTheNextOneDoes() throws {
        let h = try harness(wakeOptions(), notify: true)
        let view = coveringView(in: h)
        let toplevel = try h.mapWindow()
        #expect(h.compositor.idleNotificationTimeouts == [45_000])

        h.compositor.sendUserIdle()
        try h.settle()
        try tap(h, id: 1, on: toplevel)
        #expect(view.calls.isEmpty)
        h.compositor.sendUserResumed()
        try h.settle()
        try tap(h, id: 2, on: toplevel)
        #expect(view.calls == [.began([2]), .ended([2])])
    }

    @Test func aTouchJustAfterResumedIsTheWakeTouch() throws {
        let h = try harness(wakeOptions(), notify: true)
        let view = coveringView(in: h)
        let toplevel = try h.mapWindow()
        h.compositor.sendUserIdle()
        try h.settle()
        h.compositor.sendUserResumed()   // some compositors send it before the touch's down
        try h.settle()
        try tap(h, id: 1, on: toplevel)
        #expect(view.calls.isEmpty)
        try tap(h, id: 2, on: toplevel)
        #expect(view.calls == [.began([2]), .ended([2])])
    }

    @Test func aTouchWellAfterAnotherWakeIsDelivered() throws {
        let h = try harness(wakeOptions(), notify: true)
        let view = coveringView(in: h)
        let toplevel = try h.mapWindow()
        h.compositor.sendUserIdle()
        try h.settle()
        h.compositor.sendUserResumed()   // woken by something else (a key, the pointer)
        try h.settle()
        h.clock.advance(by: WakeTouchFilter.resumeGrace + .milliseconds(1))
        try tap(h, id: 1, on: toplevel)
        #expect(view.calls == [.began([1]), .ended([1])])
    }

    @Test func aCompositorWithoutIdleNotifyDeliversEveryTouch() throws {
        let h = try harness(wakeOptions())
        let view = coveringView(in: h)
        let toplevel = try h.mapWindow()
        #expect(h.platform.idleServices?.wakeTouchFilter == nil)
        try tap(h, id: 1, on: toplevel)
        #expect(view.calls == [.began([1]), .ended([1])])
    }

    @Test func aBlankTimeoutThatIsNotPositiveTurnsSwallowingOff() throws {
        var options = wakeOptions()
        options.screenBlankTimeout = .zero
        let h = try harness(options, notify: true)
        _ = try h.mapWindow()
        #expect(h.platform.idleServices?.wakeTouchFilter == nil)
        #expect(h.compositor.idleNotificationTimeouts.isEmpty)
    }
}
