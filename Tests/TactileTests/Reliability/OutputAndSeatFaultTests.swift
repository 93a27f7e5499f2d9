import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless
import WaylandServer

/// Outputs and seats that change or vanish while a finger is down.
@MainActor struct OutputAndSeatFaultTests {
    func harness(capabilities: WlSeatResource.Capability = [.pointer, .keyboard, .touch])
        throws -> (PlatformHarness, RecordingView, HeadlessToplevel)
    {
        let h = try PlatformHarness(compositor: try HeadlessCompositor(seatCapabilities: capabilities))
        let view = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        h.window.addSubview(view)
        return (h, view, try h.mapWindow())
    }

    @Test func anOutputScaleChangeMidDragKeepsTheTouchInPoints() throws {
        let (h, view, toplevel) = try harness()
        try h.compositor.touchDown(id: 0, at: Point(x: 10, y: 10), on: toplevel.surface)
        try h.compositor.touchFrame()
        try h.compositor.touchMotion(id: 0, to: Point(x: 20, y: 10))
        try h.compositor.touchFrame()
        try h.settle()
        var output = h.compositor.output
        output.scale = 2
        h.compositor.output = output
        h.compositor.vblank()
        try h.settle()
        #expect(h.platform.windowSurface?.renderScale == 2)
        #expect(toplevel.surface.bufferScale == 2)
        #expect(toplevel.surface.buffer?.size == PixelSize(width: 400, height: 200))
        try h.compositor.touchMotion(id: 0, to: Point(x: 30, y: 12))
        try h.compositor.touchFrame()
        try h.compositor.touchUp(id: 0)
        try h.compositor.touchFrame()
        try h.settle()
        #expect(view.calls == [.began([0]), .moved([0]), .moved([0]), .ended([0])])
        #expect(view.locations.last == Point(x: 30, y: 12))
    }

    /// A second output (scale 3, served by the test) that the window is on disappears mid-touch;
    /// stale events for it afterwards are ignored.
    @Test func anOutputRemovedMidTouchDropsItsScale() throws {
        let (h, view, toplevel) = try harness()
        var outputs: [WlOutputResource] = []
        var global: Global? = try h.compositor.server.createGlobal(WlOutputResource.self, version: 3) { output in
            outputs.append(output)
            try? output.scale(factor: 3)
            try? output.done()
        }
        try h.settle()
        let extra = try #require(outputs.first)
        try toplevel.surface.resource.enter(output: extra)
        h.compositor.server.flushClients()
        h.compositor.vblank()
        try h.settle()
        #expect(h.platform.windowSurface?.renderScale == 3)

        try h.compositor.touchDown(id: 1, at: Point(x: 50, y: 50), on: toplevel.surface)
        try h.compositor.touchFrame()
        try h.settle()
        global = nil
        h.compositor.vblank()
        try h.settle()
        #expect(h.platform.windowSurface?.renderScale == 1)
        #expect(toplevel.surface.bufferScale == 1)
        // Events still sent for the removed output reach an object the app dropped.
        if extra.isAlive {
            try? extra.scale(factor: 5)
            try? extra.done()
            try? toplevel.surface.resource.leave(output: extra)
            h.compositor.server.flushClients()
        }
        try h.compositor.touchUp(id: 1)
        try h.compositor.touchFrame()
        h.compositor.vblank()
        try h.settle()
        #expect(h.platform.windowSurface?.renderScale == 1)
        #expect(view.calls == [.began([1]), .ended([1])])
        #expect(global == nil)
    }

    /// A seat (served by the test) goes away mid-touch and comes back: the touch is cancelled, events
    /// on the old seat's `wl_touch` are ignored, and the new seat's touches work.
    @Test func aSeatRemovedAndReAddedMidTouch() throws {
        let (h, view, toplevel) = try harness(capabilities: [.keyboard])
        var touches: [WlTouchResource] = []
        func makeSeat() throws -> Global {
            try h.compositor.server.createGlobal(WlSeatResource.self, version: 7) { seat in
                seat.onRequest = { request in
                    if case let .getTouch(touch) = request { touches.append(touch) }
                }
                try? seat.capabilities(capabilities: [.touch])
            }
        }
        var seat: Global? = try makeSeat()
        try h.settle()
        let first = try #require(touches.first)
        try first.down(serial: 1, time: 10, surface: toplevel.surface.resource, id: 5, x: 20, y: 20)
        try first.frame()
        h.compositor.server.flushClients()
        try h.settle()
        seat = nil
        try h.settle()
        #expect(view.calls == [.began([5]), .cancelled([5])])
        if first.isAlive {
            try? first.motion(time: 20, id: 5, x: 30, y: 30)
            try? first.up(serial: 2, time: 30, id: 5)
            try? first.frame()
            h.compositor.server.flushClients()
        }
        try h.settle()
        #expect(view.calls.count == 2)

        seat = try makeSeat()
        try h.settle()
        #expect(h.platform.seatCount == 2)
        let second = try #require(touches.last)
        #expect(second !== first)
        try second.down(serial: 3, time: 40, surface: toplevel.surface.resource, id: 6, x: 40, y: 40)
        try second.up(serial: 4, time: 50, id: 6)
        try second.frame()
        h.compositor.server.flushClients()
        try h.settle()
        #expect(view.calls == [.began([5]), .cancelled([5]), .began([6]), .ended([6])])
        #expect(seat != nil)
    }
}
