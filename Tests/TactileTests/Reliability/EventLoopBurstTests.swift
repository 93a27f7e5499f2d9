import Testing
@testable import Tactile
import TactileTesting
import TactileHeadless

/// The event loop answers a small read at once and drains a burst before drawing.
@MainActor struct EventLoopBurstTests {
    @Test func aBurstBiggerThanOneReadIsDrainedBeforeDrawing() throws {
        let h = try PlatformHarness()
        let toplevel = try h.mapWindow()
        h.compositor.vblank()
        try h.settle()
        let framesBefore = try #require(h.platform.windowSurface?.frameCount)
        var sizes: [(width: Int32, height: Int32)] = []
        for i: Int32 in 0..<399 { sizes.append((width: 150 + i % 97, height: 80 + i % 41)) }
        sizes.append((width: 321, height: 123))
        // About 14 KB of events (several 4 KiB reads), then a close that ends the loop: drained
        // together, the burst and the close run before the loop draws again (one repaint per
        // read otherwise).
        h.compositor.sendConfigureBurst(to: toplevel, sizes: sizes)
        h.compositor.sendClose(to: toplevel)
        try EventLoop(platform: h.platform).run()
        #expect(h.window.bounds.size == Size(width: 321, height: 123))
        #expect(h.platform.windowSurface?.frameCount == framesBefore)
    }
}
