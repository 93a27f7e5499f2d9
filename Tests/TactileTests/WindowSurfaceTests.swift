import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

@MainActor struct WindowSurfaceTests {
    @Test func noBufferBeforeTheFirstConfigureThenTheWindowMaps() throws {
        let h = try PlatformHarness()
        try h.step()
        try h.step()
        let toplevel = try #require(h.toplevel)
        #expect(toplevel.title == "Test")
        #expect(toplevel.appID == "org.tactile.test")
        // Every commit before the configure was acked carries no buffer.
        try h.settle()
        let firstWithBuffer = try #require(h.windowCommits.firstIndex { $0.attachedBufferSize != nil })
        #expect(firstWithBuffer > 0)
        #expect(h.windowCommits[0].attachedBufferSize == nil)
        #expect(toplevel.ackedConfigure != nil)
        #expect(h.windowCommits[firstWithBuffer].attachedBufferSize == PixelSize(width: 200, height: 100))
        #expect(h.platform.windowSurface?.isConfigured == true)
    }

    @Test func fullscreenIsRequestedAndTheConfiguredSizeBecomesTheWindowFrame() throws {
        let compositor = try HeadlessCompositor(output: OutputSettings(width: 640, height: 480))
        let h = try PlatformHarness(options: RunOptions(fullscreen: true), compositor: compositor)
        let toplevel = try h.mapWindow()
        #expect(toplevel.wantsFullscreen)
        #expect(h.window.frame == Rect(x: 0, y: 0, width: 640, height: 480))
        #expect(h.platform.windowSurface?.states.contains(.fullscreen) == true)
        #expect(toplevel.surface.buffer?.size == PixelSize(width: 640, height: 480))
    }

    @Test func aResizeConfigureIsAckedCommittedAndRelaysTheWindowOut() throws {
        let h = try PlatformHarness()
        let toplevel = try h.mapWindow()
        let commitsBefore = h.windowCommits.count
        h.compositor.sendConfigure(to: toplevel, width: 300, height: 150, states: [.maximized, .activated])
        try h.settle()
        #expect(h.window.frame == Rect(x: 0, y: 0, width: 300, height: 150))
        #expect(toplevel.ackedConfigure?.width == 300)
        #expect(h.windowCommits.count > commitsBefore)
        #expect(toplevel.surface.buffer?.size == PixelSize(width: 300, height: 150))
        #expect(h.platform.windowSurface?.states.contains(.maximized) == true)
    }

    @Test func aConfigureWithoutChangesIsStillFollowedByACommit() throws {
        let h = try PlatformHarness()
        let toplevel = try h.mapWindow()
        let frames = h.platform.windowSurface?.frameCount
        let commitsBefore = h.windowCommits.count
        h.compositor.sendConfigure(to: toplevel, width: 200, height: 100, states: [.activated])
        try h.settle()
        #expect(h.windowCommits.count == commitsBefore + 1)
        #expect(h.platform.windowSurface?.frameCount == frames)   // nothing redrawn
    }

    @Test func pingIsAnswered() throws {
        let h = try PlatformHarness()
        _ = try h.mapWindow()
        let serial = h.compositor.ping()
        try h.settle()
        #expect(h.compositor.pongs.contains(serial))
    }

    @Test func aCloseRequestReachesTheApp() throws {
        var closed = 0
        let h = try PlatformHarness(options: RunOptions(onCloseRequest: { closed += 1 }))
        let toplevel = try h.mapWindow()
        h.compositor.sendClose(to: toplevel)
        try h.settle()
        #expect(closed == 1)
    }
}
