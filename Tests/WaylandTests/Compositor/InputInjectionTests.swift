import Testing
import TactileCore
import TactileTesting
import TactileHeadless
import WaylandClient
import WaylandServer

@Suite("HeadlessCompositor input injection")
struct InputInjectionTests {
    /// A client with a mapped 100×80 toplevel.
    static func mappedClient() throws -> (CompositorClient, TestToplevel, HeadlessSurface) {
        let client = try CompositorClient()
        let buffer = try client.makeBuffer(width: 100, height: 80, filledWith: 0xFFFF_FFFF)
        let toplevel = try client.makeMappedToplevel(buffer: buffer)
        return (client, toplevel, try client.serverSurface(toplevel.surface))
    }

    @Test func touchesReachTheClientWithSurfaceLocalCoordinatesAndIds() throws {
        let (client, toplevel, surface) = try Self.mappedClient()
        let touch = try client.seat.getTouch()
        var log: [String] = []
        touch.onEvent = { event in
            switch event {
            case let .down(_, time, target, id, x, y): log.append("down \(id) \(x) \(y) t\(time) s\(target.id)")
            case let .motion(time, id, x, y): log.append("motion \(id) \(x) \(y) t\(time)")
            case let .up(_, _, id): log.append("up \(id)")
            case .frame: log.append("frame")
            case .cancel: log.append("cancel")
            default: break
            }
        }
        try client.roundtrip()

        let compositor = client.compositor
        compositor.eventTime = 10
        try compositor.touchDown(id: 3, at: Point(x: 10.5, y: 20.25), on: surface)
        try compositor.touchDown(id: 7, at: Point(x: 60, y: 70), on: surface)
        try compositor.touchFrame()
        compositor.eventTime = 26
        try compositor.touchMotion(id: 3, to: Point(x: 12.75, y: 21))
        try compositor.touchFrame()
        try compositor.touchUp(id: 3)
        try compositor.touchFrame()
        #expect(compositor.touchesDown == [7])
        try compositor.touchCancel()
        try client.roundtrip()

        let id = toplevel.surface.id
        #expect(log == [
            "down 3 10.5 20.25 t10 s\(id)", "down 7 60.0 70.0 t10 s\(id)", "frame",
            "motion 3 12.75 21.0 t26", "frame", "up 3", "frame", "cancel",
        ])
        #expect(compositor.touchesDown.isEmpty)
    }

    @Test func touchesGoOnlyToTheClientOwningTheSurface() throws {
        let compositor = try HeadlessCompositor()
        let first = try CompositorClient(compositor)
        let second = try CompositorClient(compositor)
        let buffer = try second.makeBuffer(width: 10, height: 10, filledWith: 0xFFFF_FFFF)
        let toplevel = try second.makeMappedToplevel(buffer: buffer)
        let firstTouch = try first.seat.getTouch()
        let secondTouch = try second.seat.getTouch()
        var firstDowns = 0
        var secondDowns = 0
        firstTouch.onEvent = { if case .down = $0 { firstDowns += 1 } }
        secondTouch.onEvent = { if case .down = $0 { secondDowns += 1 } }
        try first.roundtrip()
        try second.roundtrip()

        let target = try #require(compositor.surface(id: toplevel.surface.id, of: second.display))
        try compositor.touchDown(id: 0, at: Point(x: 1, y: 1), on: target)
        try compositor.touchFrame()
        try first.roundtrip()
        try second.roundtrip()
        #expect(firstDowns == 0)
        #expect(secondDowns == 1)
        #expect(compositor.clients.count == 2)
    }

    @Test func touchMisuseIsAClearError() throws {
        let (client, toplevel, surface) = try Self.mappedClient()
        defer { withExtendedLifetime(toplevel) {} }
        #expect(throws: HeadlessCompositorError.noInputObject(interface: "wl_touch")) {
            try client.compositor.touchDown(id: 1, at: .zero, on: surface)
        }
        let touch = try client.seat.getTouch()
        defer { withExtendedLifetime(touch) {} }
        try client.roundtrip()
        #expect(throws: HeadlessCompositorError.unknownTouch(id: 4)) { try client.compositor.touchMotion(id: 4, to: .zero) }
        try client.compositor.touchDown(id: 1, at: .zero, on: surface)
        #expect(throws: HeadlessCompositorError.touchAlreadyDown(id: 1)) {
            try client.compositor.touchDown(id: 1, at: .zero, on: surface)
        }
    }

    @Test func seatCapabilitiesCanBeRemovedAndAdded() throws {
        let (client, toplevel, surface) = try Self.mappedClient()
        defer { withExtendedLifetime(toplevel) {} }
        #expect(client.seatCapabilities == [[.pointer, .keyboard, .touch]])
        client.compositor.seatCapabilities = [.pointer, .keyboard]
        try client.roundtrip()
        #expect(client.seatCapabilities.last == [.pointer, .keyboard])
        #expect(throws: HeadlessCompositorError.capabilityMissing("touch")) {
            try client.compositor.touchDown(id: 1, at: .zero, on: surface)
        }
        client.compositor.seatCapabilities = [.touch]
        try client.roundtrip()
        #expect(client.seatCapabilities.last == [.touch])
    }

    @Test func pointerEventsReachTheClient() throws {
        let (client, toplevel, surface) = try Self.mappedClient()
        defer { withExtendedLifetime(toplevel) {} }
        let pointer = try client.seat.getPointer()
        var log: [String] = []
        pointer.onEvent = { event in
            switch event {
            case let .enter(_, _, x, y): log.append("enter \(x) \(y)")
            case let .motion(_, x, y): log.append("motion \(x) \(y)")
            case let .button(_, _, button, state): log.append("button \(button) \(state == .pressed)")
            case let .axis(_, axis, value): log.append("axis \(axis == .verticalScroll) \(value)")
            case .frame: log.append("frame")
            case .leave: log.append("leave")
            default: break
            }
        }
        try client.roundtrip()
        let compositor = client.compositor
        try compositor.pointerEnter(surface, at: Point(x: 1, y: 2))
        try compositor.pointerFrame()
        try compositor.pointerMotion(to: Point(x: 3.5, y: 4))
        try compositor.pointerButton(HeadlessCompositor.PointerButton.left, pressed: true)
        try compositor.pointerAxis(vertical: 10)
        try compositor.pointerFrame()
        try compositor.pointerLeave()
        try client.roundtrip()
        #expect(log == [
            "enter 1.0 2.0", "frame", "motion 3.5 4.0", "button 272 true", "axis true 10.0", "frame", "leave",
        ])
        #expect(throws: HeadlessCompositorError.noPointerFocus) { try compositor.pointerMotion(to: .zero) }
    }
}
