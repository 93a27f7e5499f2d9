import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

/// The event loop drains a burst bigger than one read before it draws.
@MainActor struct EventLoopBurstTests {
    @Test func aBurstBiggerThanOneReadIsDrainedBeforeDrawing() throws {
        let setUp = try ConfigureBurstSetUp()
        let h = setUp.harness
        // About 14 KB of events (several 4 KiB reads), then a close that ends the loop: drained
        // together, the burst and the close run before the loop draws again (one repaint per
        // read otherwise).
        h.compositor.sendConfigureBurst(to: setUp.toplevel, sizes: ConfigureBurstSetUp.sizes(count: 400))
        h.compositor.sendClose(to: setUp.toplevel)
        try EventLoop(platform: h.platform).run()
        #expect(h.window.bounds.size == Size(width: 321, height: 123))
        #expect(h.platform.windowSurface?.frameCount == setUp.framesBefore)
    }
}
