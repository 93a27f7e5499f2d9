import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// The loop ending cleanly: a close request without a handler, and a compositor that stops
/// reading (its socket stays full) — a clear error after a timeout, never a blocked `poll`.
@MainActor struct CloseAndStallTests {
    @Test func aCloseRequestWithoutAHandlerIsAcceptedNotExited() throws {
        let h = try PlatformHarness()
        let toplevel = try h.mapWindow()
        h.compositor.sendClose(to: toplevel)
        try h.settle()
        #expect(h.platform.isCloseAccepted)
        #expect(EventLoop(platform: h.platform).isEnding)
    }

    @Test func aCloseRequestWithAHandlerIsLeftToIt() throws {
        var asked = 0
        let h = try PlatformHarness(options: RunOptions(onCloseRequest: { asked += 1 }))
        h.compositor.sendClose(to: try h.mapWindow())
        try h.settle()
        #expect(asked == 1 && !h.platform.isCloseAccepted)
    }

    /// A mapped window whose compositor has stopped reading: the client's socket is full and
    /// requests wait in libwayland's buffer.
    func stalledWindow() throws -> (PlatformHarness, RecordingView, HeadlessToplevel) {
        let h = try PlatformHarness()
        let view = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        h.window.addSubview(view)
        let toplevel = try h.mapWindow()
        var small: Int32 = 1024
        #expect(setsockopt(h.display.fileDescriptor, SOL_SOCKET, SO_SNDBUF, &small, socklen_t(MemoryLayout<Int32>.size)) == 0)
        for _ in 0..<1000 {
            // 200 syncs are 2,400 bytes: within libwayland's 4 KiB buffer between flushes.
            for _ in 0..<200 { _ = try h.display.wlDisplay.sync() }
            if try !h.display.flushIgnoringFullSocket() { return (h, view, toplevel) }
        }
        Issue.record("the socket never filled")
        return (h, view, toplevel)
    }

    @Test func aBlockingFlushGivesUpAfterItsTimeout() throws {
        let (h, _, _) = try stalledWindow()
        #expect(throws: Display.stalled(afterMilliseconds: 0)) { try h.display.flush(timeoutMilliseconds: 0) }
    }

    @Test func updatingNeverBlocksOnAFullSocketAndRecoversWhenTheCompositorReads() throws {
        let (h, _, toplevel) = try stalledWindow()
        h.window.setNeedsDisplay()
        try h.platform.update()
        #expect(h.platform.hasUnsentRequests)
        // The compositor reads again: everything goes out and the app carries on.
        for _ in 0..<20 where h.platform.hasUnsentRequests {
            try h.compositor.dispatch()
            try h.platform.flush()
        }
        #expect(!h.platform.hasUnsentRequests)
        try h.settle()
        #expect(toplevel.surface.buffer != nil && h.display.error == nil)
    }

    /// The loop keeps reading and dispatching events while it waits, then ends with one clear
    /// error (the timeout is injected as zero: no wall-clock wait).
    @Test func theLoopEndsWithAClearErrorWhenTheCompositorStopsReading() throws {
        let (h, view, toplevel) = try stalledWindow()
        try h.compositor.touchDown(id: 0, at: Point(x: 10, y: 10), on: toplevel.surface)
        try h.compositor.touchFrame()
        h.compositor.server.flushClients()
        let loop = EventLoop(platform: h.platform, flushTimeout: .zero)
        let stalled = PlatformError(Display.stalled(afterMilliseconds: 0))
        #expect(stalled.description
            == "lost the connection to the Wayland compositor: the compositor stopped reading requests (its socket stayed full for 0 ms)")
        #expect(throws: stalled) { try loop.run() }
        #expect(view.calls == [.began([0])])
    }
}
