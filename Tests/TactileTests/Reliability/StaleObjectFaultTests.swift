import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless
import WaylandServer

/// Events that name objects the app no longer has, or surfaces of another client.
@MainActor struct StaleObjectFaultTests {
    /// A touch down that names a subsurface the app destroyed a moment earlier (the compositor had not
    /// yet read the destroy request) is dropped; the motion and up of that finger are ignored; the next
    /// touch works.
    @Test func aTouchOnASurfaceTheAppJustDestroyedIsIgnored() throws {
        let compositor = try HeadlessCompositor(seatCapabilities: [.keyboard])
        let h = try PlatformHarness(compositor: compositor)
        let view = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        h.window.addSubview(view)
        let card = View(frame: Rect(x: 10, y: 10, width: 40, height: 30))
        card.usesOwnSurface = true
        h.window.addSubview(card)
        let toplevel = try h.mapWindow()
        let child = try #require(toplevel.surface.subsurfaces.first)

        var touches: [WlTouchResource] = []
        let seat = try compositor.server.createGlobal(WlSeatResource.self, version: 7) { seat in
            seat.onRequest = { request in
                if case let .getTouch(touch) = request { touches.append(touch) }
            }
            try? seat.capabilities(capabilities: [.touch])
        }
        try h.settle()
        let touch = try #require(touches.first)
        h.compositor.vblank()  // no frame callback pending: the removal is drawn at once
        try h.settle()

        card.removeFromSuperview()
        try h.platform.update()  // the app destroys the subsurface; the compositor has not read it yet
        try touch.down(serial: 1, time: 10, surface: child.resource, id: 3, x: 5, y: 5)
        try touch.frame()
        compositor.server.flushClients()
        try h.settle()
        #expect(child.isDestroyed)
        try touch.motion(time: 20, id: 3, x: 8, y: 8)
        try touch.up(serial: 2, time: 30, id: 3)
        try touch.frame()
        compositor.server.flushClients()
        try h.settle()
        #expect(view.calls.isEmpty)

        try touch.down(serial: 3, time: 40, surface: toplevel.surface.resource, id: 4, x: 20, y: 20)
        try touch.up(serial: 4, time: 50, id: 4)
        try touch.frame()
        compositor.server.flushClients()
        try h.settle()
        #expect(view.calls == [.began([4]), .ended([4])])
        withExtendedLifetime(seat) {}
    }

    /// A finger on another client's window reaches that client only.
    @Test func aTouchOnAnotherClientsSurfaceIsNotDeliveredToThisApp() throws {
        let compositor = try HeadlessCompositor()
        let mine = try PlatformHarness(compositor: compositor)
        let theirs = try PlatformHarness(compositor: compositor)
        let myView = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let theirView = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        mine.window.addSubview(myView)
        theirs.window.addSubview(theirView)
        for _ in 0..<12 {
            try mine.step()
            try theirs.step()
        }
        let theirClient = try #require(compositor.serverClient(of: theirs.display))
        let other = try #require(compositor.toplevels.first { $0.surface.resource.client === theirClient })
        try compositor.touchDown(id: 0, at: Point(x: 10, y: 10), on: other.surface)
        try compositor.touchFrame()
        try compositor.touchMotion(id: 0, to: Point(x: 30, y: 10))
        try compositor.touchFrame()
        try compositor.touchUp(id: 0)
        try compositor.touchFrame()
        for _ in 0..<6 {
            try mine.step()
            try theirs.step()
        }
        #expect(myView.calls.isEmpty)
        #expect(theirView.calls == [.began([0]), .moved([0]), .ended([0])])
    }
}
