import Testing
import TactileTesting
import TactileHeadless
import WaylandClient

@Suite("HeadlessCompositor errors and disconnects")
struct ErrorAndDisconnectTests {
    @Test func postedProtocolErrorReachesTheClientTyped() throws {
        let client = try CompositorClient()
        let surface = try client.wlCompositor.createSurface()
        try client.roundtrip()
        client.compositor.postError(on: try client.serverSurface(surface), code: 2, message: "test says no")
        #expect(throws: WaylandError.protocolError(interface: "wl_surface", objectID: surface.id, code: 2, message: "test says no")) {
            try client.roundtrip()
        }
        #expect(client.display.error != nil)
    }

    @Test func disconnectReachesTheClientAsATypedErrorWithoutHanging() throws {
        let client = try CompositorClient()
        client.compositor.disconnect(client.display)
        #expect(client.compositor.clients.isEmpty)
        #expect {
            try client.roundtrip()
        } throws: { error in
            guard case .disconnected = error as? WaylandError else { return false }
            return true
        }
    }

    @Test func clientDisconnectingReleasesItsObjects() throws {
        let compositor = try HeadlessCompositor()
        do {
            let client = try CompositorClient(compositor)
            let buffer = try client.makeBuffer(width: 2, height: 2, filledWith: 0xFFFF_FFFF)
            let surface = try client.wlCompositor.createSurface()
            try surface.attach(buffer: buffer.buffer, x: 0, y: 0)
            try surface.commit()
            try client.roundtrip()
            #expect(compositor.surfaces.count == 1)
            #expect(compositor.bufferCount == 1)
            compositor.disconnect(client.display)
        }
        #expect(compositor.surfaces.isEmpty)
        #expect(compositor.bufferCount == 0)
        #expect(compositor.heldBufferCount == 0)
    }
}
