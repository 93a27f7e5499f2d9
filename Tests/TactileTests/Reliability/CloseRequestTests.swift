import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

/// `xdg_toplevel.close` with no `onCloseRequest`: the library does not exit the process from inside
/// event dispatch; the loop ends and `Application.run` returns, so the app's `main` goes on.
@MainActor struct CloseRequestTests {
    @Test func aCloseRequestWithoutAHandlerEndsTheLoopInsteadOfExiting() throws {
        let h = try PlatformHarness()
        let toplevel = try h.mapWindow()
        h.compositor.sendClose(to: toplevel)
        let loop = EventLoop(platform: h.platform)
        try loop.run()
        // Still here: the process did not exit, and the loop ended without an error or a status.
        #expect(loop.exitStatus == nil)
        #expect(h.display.error == nil)
        #expect(h.compositor.toplevels.count == 1)
    }
}
