import Testing
import TactileCore
import TactileTesting
import TactileHeadless
import WaylandClient

@Suite("HeadlessCompositor subsurfaces")
struct SubsurfaceCompositingTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let green = Color(red: 0, green: 1, blue: 0)

    @Test func synchronizedSubsurfaceIsCompositedAtItsPositionAfterTheParentCommits() throws {
        let client = try CompositorClient()
        let parentBuffer = try client.makeBuffer(width: 20, height: 20, filledWith: 0xFFFF_0000)
        let childBuffer = try client.makeBuffer(width: 4, height: 3, filledWith: 0xFF00_00FF)
        let toplevel = try client.makeMappedToplevel(buffer: parentBuffer)
        let child = try client.wlCompositor.createSurface()
        let subsurface = try client.subcompositor.getSubsurface(surface: child, parent: toplevel.surface)
        try subsurface.setPosition(x: 5, y: 7)
        try child.attach(buffer: childBuffer.buffer, x: 0, y: 0)
        try child.commit()
        try client.roundtrip()

        let window = try #require(client.compositor.toplevel(surfaceID: toplevel.surface.id))
        var shot = try client.compositor.screenshot(of: window)
        #expect(shot.pixel(x: 6, y: 8) == Self.red, "cached until the parent commits")
        #expect(try client.serverSurface(child).isSynchronized)
        #expect(client.compositor.commitLog.last?.wasCached == true)

        try toplevel.surface.commit()
        try client.roundtrip()
        shot = try client.compositor.screenshot(of: window)
        #expect(shot.width == 20 && shot.height == 20)
        for (x, y) in [(5, 7), (8, 7), (5, 9), (8, 9)] { #expect(shot.pixel(x: x, y: y) == Self.blue, "(\(x), \(y))") }
        for (x, y) in [(4, 7), (9, 7), (5, 6), (5, 10), (0, 0), (19, 19)] {
            #expect(shot.pixel(x: x, y: y) == Self.red, "(\(x), \(y))")
        }
        #expect(try client.serverSurface(child).subsurfacePosition == Point(x: 5, y: 7))
    }

    @Test func placeBelowParentHidesTheChildAndDesyncAppliesAtOnce() throws {
        let client = try CompositorClient()
        let parentBuffer = try client.makeBuffer(width: 10, height: 10, filledWith: 0xFFFF_0000)
        let toplevel = try client.makeMappedToplevel(buffer: parentBuffer)
        let child = try client.wlCompositor.createSurface()
        let subsurface = try client.subcompositor.getSubsurface(surface: child, parent: toplevel.surface)
        try subsurface.setDesync()
        let blue = try client.makeBuffer(width: 2, height: 2, filledWith: 0xFF00_00FF)
        try child.attach(buffer: blue.buffer, x: 0, y: 0)
        try child.commit()
        try client.roundtrip()
        let window = try #require(client.compositor.toplevel(surfaceID: toplevel.surface.id))
        #expect(try client.compositor.screenshot(of: window).pixel(x: 1, y: 1) == Self.blue)

        try subsurface.placeBelow(sibling: toplevel.surface)
        try toplevel.surface.commit()
        try client.roundtrip()
        #expect(try client.compositor.screenshot(of: window).pixel(x: 1, y: 1) == Self.red)
    }

    @Test func halfTransparentChildBlendsOverTheParent() throws {
        let client = try CompositorClient()
        let parentBuffer = try client.makeBuffer(width: 4, height: 4, filledWith: 0xFFFF_0000)
        let toplevel = try client.makeMappedToplevel(buffer: parentBuffer)
        let child = try client.wlCompositor.createSurface()
        let subsurface = try client.subcompositor.getSubsurface(surface: child, parent: toplevel.surface)
        // Premultiplied 50 % blue.
        let translucent = try client.makeBuffer(width: 4, height: 4, filledWith: 0x8000_0080)
        try child.attach(buffer: translucent.buffer, x: 0, y: 0)
        try child.commit()
        try toplevel.surface.commit()
        try client.roundtrip()
        _ = subsurface
        let pixel = try client.compositor.screenshot(of: client.serverSurface(toplevel.surface)).pixel(x: 2, y: 2)
        #expect(abs(pixel.red - 127.0 / 255) < 0.01)
        #expect(abs(pixel.blue - 128.0 / 255) < 0.01)
        #expect(pixel.alpha == 1)
    }
}
