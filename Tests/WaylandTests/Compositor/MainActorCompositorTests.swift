import Testing
import TactileCore
import TactileTesting
import TactileHeadless
import WaylandClient

/// The compositor is not Sendable; it lives in whatever isolation domain creates it, e.g. the main actor
/// that also owns the toolkit's windows.
@Suite("HeadlessCompositor on the main actor")
@MainActor
struct MainActorCompositorTests {
    @Test func mainActorTestDrivesCompositorAndClient() throws {
        let client = try CompositorClient()
        let buffer = try client.makeBuffer(width: 10, height: 10, filledWith: 0xFF00_FF00)
        let toplevel = try client.makeMappedToplevel(buffer: buffer)
        let shot = try client.compositor.screenshot(of: #require(client.compositor.toplevels.first))
        #expect(shot.pixel(x: 9, y: 9) == Color(red: 0, green: 1, blue: 0))
        #expect(client.compositor.toplevels.first?.surface.id == toplevel.surface.id)
    }
}
