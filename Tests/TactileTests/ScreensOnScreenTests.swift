import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

/// Layout and animation on a real surface (the headless compositor, frames paced by `vblank()`).
@MainActor struct ScreensOnScreenTests {
    private func harness() throws -> PlatformHarness {
        let compositor = try HeadlessCompositor()
        compositor.framePacing = .manual
        return try PlatformHarness(compositor: compositor)
    }

    @Test func framesAreRequestedOnlyWhileSomethingAnimates() throws {
        let h = try harness()
        let v = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        v.backgroundColor = Color(red: 1, green: 0, blue: 0)
        h.window.addSubview(v)
        _ = try h.mapWindow()
        _ = try h.refresh(times: 3)
        #expect(h.compositor.pendingFrameCallbackCount == 0)          // idle: nothing asked for
        #expect(try h.refresh(times: 3) == 0)

        View.animate(withDuration: 0.2, options: .curveLinear) { v.center = Point(x: 150, y: 50) }
        let painted = try h.refresh(times: 10)                         // 160 ms of a 200 ms animation
        #expect(painted >= 9)                                           // one frame per refresh
        #expect(h.compositor.pendingFrameCallbackCount == 1)
        _ = try h.refresh(times: 4)                                    // it ends
        #expect(!h.window.hasRunningAnimations)
        _ = try h.refresh(times: 2)
        #expect(h.compositor.pendingFrameCallbackCount == 0)
        #expect(try h.refresh(times: 5) == 0)                          // idle again
        let shown = try h.compositor.screenshot(of: try #require(h.toplevel))
        #expect(shown.pixel(x: 150, y: 50).red == 1)
        #expect(shown.pixel(x: 5, y: 5).alpha == 0)
    }

    @Test func aResizeRelaysOutBeforeTheNextFrame() throws {
        let h = try harness()
        final class Corner: View {
            var placedFor: Size?
            override func layoutSubviews() { placedFor = bounds.size }
        }
        let screen = Corner(frame: h.window.bounds)
        screen.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        h.window.addSubview(screen)
        let toplevel = try h.mapWindow()
        h.compositor.sendConfigure(to: toplevel, width: 300, height: 150, states: [.activated])
        try h.settle()
        #expect(screen.placedFor == Size(width: 300, height: 150))
        #expect(toplevel.surface.buffer?.size == PixelSize(width: 300, height: 150))
    }
}
