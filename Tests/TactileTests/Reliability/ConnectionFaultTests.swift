import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import WaylandServer

/// The compositor going away, or reporting a protocol error, while the app runs its real event loop.
///
/// `Application.run` exits the process, so these drive its inner loop (`EventLoop.run`, which throws
/// the one `PlatformError` that `run` prints as its single stderr line before exiting with status 1).
@MainActor struct ConnectionFaultTests {
    func dragging() throws -> (PlatformHarness, RecordingView) {
        let h = try PlatformHarness()
        let view = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        h.window.addSubview(view)
        let toplevel = try h.mapWindow()
        h.compositor.vblank()                   // the first frame is on screen: motion is not held for one
        try h.settle()
        try h.compositor.touchDown(id: 0, at: Point(x: 10, y: 10), on: toplevel.surface)
        try h.compositor.touchFrame()
        try h.compositor.touchMotion(id: 0, to: Point(x: 40, y: 12))
        try h.compositor.touchFrame()
        try h.settle()
        #expect(view.calls == [.began([0]), .moved([0])])
        return (h, view)
    }

    /// Runs the app's event loop until it ends; returns how it ended.
    func runLoop(_ h: PlatformHarness) -> Result<Int32?, PlatformError> {
        let loop = EventLoop(platform: h.platform)
        do throws(PlatformError) {
            try loop.run()
            return .success(loop.exitStatus)
        } catch {
            return .failure(error)
        }
    }

    @Test func aDisconnectMidDragEndsTheRunLoopWithOneConnectionError() throws {
        let (h, _) = try dragging()
        h.compositor.disconnect(h.display)
        let outcome = runLoop(h)
        guard case let .failure(error) = outcome else {
            Issue.record("the loop ended without an error: \(outcome)")
            return
        }
        guard case .connectionLost = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(error.description.hasPrefix("lost the connection to the Wayland compositor"))
        #expect(!error.description.contains("\n"))
        // Dispatching again reports the same failure; nothing crashes.
        #expect(throws: PlatformError.self) { try h.platform.dispatch() }
    }

    @Test func aProtocolErrorNamesTheInterfaceAndCode() throws {
        let (h, _) = try dragging()
        let toplevel = try #require(h.toplevel)
        h.compositor.postError(on: toplevel.resource, code: 3, message: "invalid size")
        let outcome = runLoop(h)
        guard case let .failure(error) = outcome else {
            Issue.record("the loop ended without an error: \(outcome)")
            return
        }
        #expect(error.description.contains("xdg_toplevel"))
        #expect(error.description.contains("code 3"))
        #expect(error.description.contains("invalid size"))
        #expect(!error.description.contains("\n"))
    }
}
