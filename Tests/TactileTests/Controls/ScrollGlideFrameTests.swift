import TactileTestSupport
import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

/// Scroll glides (deceleration, bounce, animated offsets, page settles) move with the window's
/// frames on its clock, as `View.animate` does: no timers, frames asked for only while moving.
@MainActor @Suite struct ScrollGlideFrameTests {
    private func scroller(in scene: ControlScene) -> ScrollView {
        let scroll = ScrollView(frame: R(0, 0, 300, 300))
        scroll.contentSize = Size(width: 300, height: 1000)
        scene.window.addSubview(scroll)
        scene.window.prepareForFrame()
        scene.window.clearDamage()
        return scroll
    }

    @Test func aGlideAdvancesWithManualClockFramesAndRequestsNoneOnceSettled() {
        let scene = ControlScene()
        let scroll = scroller(in: scene)
        var requests = 0
        scene.window.onNeedsDisplay = { requests += 1 }
        scroll.setContentOffset(Point(x: 0, y: 300), animated: true)
        #expect(requests >= 1)                                   // a frame is asked for
        #expect(scene.window.hasRunningAnimations)
        #expect(!scene.clock.hasPendingTimers)                  // no timer of its own
        scene.clock.advance(by: .milliseconds(100))
        #expect(scroll.contentOffset == .zero)                  // time alone moves nothing …
        scene.window.prepareForFrame()                           // … the frame does, to the clock's time
        let first = scroll.contentOffset.y
        #expect(first > 100 && first < 300)
        scene.wait(16)
        #expect(scroll.contentOffset.y > first)
        scene.wait(300)
        #expect(scroll.contentOffset.y == 300)
        #expect(!scroll.isAnimatingContentOffset)
        #expect(!scene.window.hasRunningAnimations)             // settled: no more frames wanted
        scene.window.clearDamage()
        requests = 0
        scene.wait(200)
        #expect(requests == 0)
        #expect(scene.window.damagedRects.isEmpty)
    }

    @Test func momentumStepsOnFramesAndStopsAskingAtRest() {
        let scene = ControlScene()
        let scroll = scroller(in: scene)
        scene.drag(1, from: P(150, 250), to: P(150, 150), steps: 5, over: 50)
        #expect(scroll.isDecelerating)
        #expect(scene.window.hasRunningAnimations)
        let atLift = scroll.contentOffset.y
        scene.clock.advance(by: .milliseconds(50))
        #expect(scroll.contentOffset.y == atLift)
        scene.window.prepareForFrame()
        #expect(scroll.contentOffset.y > atLift)
        scene.wait(5000)
        #expect(!scroll.isDecelerating)
        #expect(!scene.window.hasRunningAnimations)
        scene.wait(2000)                                         // the indicators fade
        #expect(!scene.clock.hasPendingTimers)
    }

    @Test func onScreenAGlideAsksForFrameCallbacksOnlyWhileMoving() throws {
        let compositor = try HeadlessCompositor()
        compositor.framePacing = .manual
        let h = try PlatformHarness(compositor: compositor)
        let scroll = ScrollView(frame: R(0, 0, 200, 100))
        scroll.contentSize = Size(width: 200, height: 600)
        let stripe = View(frame: R(0, 150, 200, 20))
        stripe.backgroundColor = Color(red: 1, green: 0, blue: 0)
        scroll.addSubview(stripe)
        h.window.addSubview(scroll)
        _ = try h.mapWindow()
        for _ in 0..<3 { try h.refresh(times: 1) }
        #expect(h.compositor.pendingFrameCallbackCount == 0)                 // idle
        scroll.setContentOffset(Point(x: 0, y: 100), animated: true)
        var moving = 0
        for _ in 0..<10 {
            try h.refresh(times: 1)
            if h.compositor.pendingFrameCallbackCount == 1 { moving += 1 }
        }
        #expect(moving >= 8)                                                // a callback per frame while moving
        for _ in 0..<20 { try h.refresh(times: 1) }
        #expect(scroll.contentOffset.y == 100)
        #expect(h.compositor.pendingFrameCallbackCount == 0)                // settled: none asked for
        let shown = try h.compositor.screenshot(of: try #require(h.toplevel))
        #expect(shown.pixel(x: 100, y: 55).red == 1)                        // the stripe scrolled into view
    }
}
