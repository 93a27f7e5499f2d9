import Testing
import TactileCore
import TactileTesting
import TactileHeadless
import WaylandClient
import WaylandServer

@Suite("HeadlessCompositor surface state")
struct SurfaceStateTests {
    @Test func stateIsDoubleBufferedUntilCommit() throws {
        let client = try CompositorClient()
        let surface = try client.wlCompositor.createSurface()
        let buffer = try client.makeBuffer(width: 8, height: 6, filledWith: 0xFF00_00FF)
        let region = try client.wlCompositor.createRegion()
        try region.add(x: 0, y: 0, width: 4, height: 3)
        try surface.attach(buffer: buffer.buffer, x: 0, y: 0)
        try surface.setBufferScale(scale: 2)
        try surface.setInputRegion(region: region)
        try client.roundtrip()
        let served = try client.serverSurface(surface)
        #expect(served.buffer == nil, "nothing applies before commit")
        #expect(served.bufferScale == 1)

        try surface.commit()
        try client.roundtrip()
        #expect(served.buffer?.size == PixelSize(width: 8, height: 6))
        #expect(served.bufferScale == 2)
        #expect(served.size == Size(width: 4, height: 3))
        #expect(served.inputRegion?.contains(Point(x: 1, y: 1)) == true)
        #expect(served.inputRegion?.contains(Point(x: 5, y: 1)) == false)
        #expect(served.appliedCommitCount == 1)
        // Captured at the buffer scale: pixel for pixel.
        let shot = try client.compositor.screenshot(of: served)
        #expect(shot.width == 8 && shot.height == 6)
    }

    @Test func viewportDestinationScalesTheCapture() throws {
        let client = try CompositorClient()
        let viewporter = try client.registry.bind(WpViewporter.self, versions: 1...1)
        let surface = try client.wlCompositor.createSurface()
        let viewport = try viewporter.getViewport(surface: surface)
        // Left column red, right column blue.
        let buffer = try client.makeBuffer(width: 2, height: 2) { x, _ in x == 0 ? 0xFFFF_0000 : 0xFF00_00FF }
        try surface.attach(buffer: buffer.buffer, x: 0, y: 0)
        try viewport.setDestination(width: 6, height: 4)
        try surface.commit()
        try client.roundtrip()
        let served = try client.serverSurface(surface)
        #expect(served.size == Size(width: 6, height: 4))
        let shot = try client.compositor.screenshot(of: served)
        #expect(shot.width == 6 && shot.height == 4)
        #expect(shot.pixel(x: 2, y: 3) == Color(red: 1, green: 0, blue: 0))
        #expect(shot.pixel(x: 3, y: 0) == Color(red: 0, green: 0, blue: 1))

        _ = try viewporter.getViewport(surface: surface)
        #expect {
            try client.roundtrip()
        } throws: { error in
            guard case let .protocolError(interface, _, code, _) = error as? WaylandError else { return false }
            return interface == "wp_viewporter" && code == WpViewporterResource.Error.viewportExists.rawValue
        }
    }

    @Test func invalidBufferScaleIsAProtocolError() throws {
        let client = try CompositorClient()
        let surface = try client.wlCompositor.createSurface()
        try surface.setBufferScale(scale: 0)
        #expect {
            try client.roundtrip()
        } throws: { error in
            guard case let .protocolError(interface, objectID, code, _) = error as? WaylandError else { return false }
            return interface == "wl_surface" && objectID == surface.id
                && code == WlSurfaceResource.Error.invalidScale.rawValue
        }
    }

    @Test func screenshotOfAnUnmappedSurfaceIsAClearError() throws {
        let client = try CompositorClient()
        let surface = try client.wlCompositor.createSurface()
        try client.roundtrip()
        #expect(throws: HeadlessCompositorError.nothingToCapture(surfaceID: surface.id)) {
            try client.compositor.screenshot(of: client.serverSurface(surface))
        }
    }
}
