import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

/// Views on their own surface below the window's (`OwnSurfacePlacement.belowWindow`): a transparent
/// hole in the window's pixels, views in front drawn over it, cropping, and moves that repaint nothing.
@MainActor struct BelowWindowSurfaceTests {
    /// A white window with a clipping 160×80 "viewport" view holding a 300×200 striped layer on its
    /// own surface below the window, and a blue marker in front of the layer, drawn by the window.
    private struct Scene {
        let viewport: View
        let layer: View
        let marker: View
    }

    private func scene(_ h: PlatformHarness) -> Scene {
        h.window.backgroundColor = Color(red: 1, green: 1, blue: 1)
        let viewport = View(frame: Rect(x: 20, y: 10, width: 160, height: 80))
        viewport.clipsToBounds = true
        let layer = StripesView(frame: Rect(x: -50, y: -40, width: 300, height: 200))
        viewport.addSubview(layer)
        layer.ownSurfacePlacement = .belowWindow
        let marker = View(frame: Rect(x: 60, y: 30, width: 12, height: 12))
        marker.backgroundColor = Color(red: 0, green: 0, blue: 1)
        viewport.addSubview(marker)
        h.window.addSubview(viewport)
        return Scene(viewport: viewport, layer: layer, marker: marker)
    }

    /// The scene mapped, its first frame presented and its frame callback done.
    private func shownAndSettled() throws -> (PlatformHarness, Scene, HeadlessToplevel) {
        let h = try PlatformHarness()
        let s = scene(h)
        let toplevel = try h.mapWindow()
        h.compositor.vblank()
        try h.settle()
        return (h, s, toplevel)
    }

    @Test func theWindowLeavesAHoleThatViewsInFrontCover() throws {
        let h = try PlatformHarness()
        let s = scene(h)
        #expect(s.layer.usesOwnSurface)
        let toplevel = try h.mapWindow()
        let child = try #require(toplevel.surface.subsurfaces.first)
        // Cropped to the viewport's 160×80 at its window position (and below the window: the marker,
        // drawn by the window, shows in the composited pixels).
        #expect(child.subsurfacePosition == Point(x: 20, y: 10))
        #expect(child.size == Size(width: 160, height: 80))
        #expect(child.viewport.source == Rect(x: 50, y: 40, width: 160, height: 80))
        // The window's own pixels: transparent over the layer, the marker drawn over the hole, white elsewhere.
        let window = try #require(toplevel.surface.buffer)
        #expect(window.color(x: 30, y: 20)?.alpha == 0)
        #expect(window.color(x: 85, y: 45) == Color(red: 0, green: 0, blue: 1))
        #expect(window.color(x: 5, y: 5) == Color(red: 1, green: 1, blue: 1))
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
    }

    @Test func movingTheLayerWithinItsClipRepaintsNothing() throws {
        let (h, s, toplevel) = try shownAndSettled()
        let child = try #require(toplevel.surface.subsurfaces.first)
        let windowFrames = h.platform.windowSurface?.frameCount
        let logBefore = h.compositor.commitLog.count

        s.layer.frame.origin = Point(x: -43, y: -35)
        try h.settle()

        let commits = h.compositor.commitLog[logBefore...]
        #expect(!commits.isEmpty)
        #expect(commits.allSatisfy { $0.attachedBufferSize == nil && $0.bufferDamage.isEmpty })
        #expect(h.platform.windowSurface?.frameCount == windowFrames)
        #expect(child.subsurfacePosition == Point(x: 20, y: 10))
        #expect(child.viewport.source == Rect(x: 43, y: 35, width: 160, height: 80))
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
    }

    @Test func movingAViewInFrontRepaintsOnlyItsAreaOfTheWindow() throws {
        let (h, s, toplevel) = try shownAndSettled()
        let child = try #require(toplevel.surface.subsurfaces.first)
        let childBuffer = child.buffer.map(ObjectIdentifier.init)
        let logBefore = h.compositor.commitLog.count

        s.marker.frame.origin = Point(x: 90, y: 50)
        try h.settle()

        // The layer's own buffer is not redrawn: the marker is not part of it.
        let commits = h.compositor.commitLog[logBefore...]
        #expect(!commits.contains { $0.surfaceID == child.id && $0.attachedBufferSize != nil })
        #expect(child.buffer.map(ObjectIdentifier.init) == childBuffer)
        let damage = try #require(h.platform.windowSurface?.lastFrameDamage)
        #expect(damage.area <= 2 * 12 * 12 + 50)
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
    }

    @Test func movingTheHoleRepaintsTheWindowWhereItWasAndIs() throws {
        let (h, s, toplevel) = try shownAndSettled()
        s.viewport.frame.origin = Point(x: 30, y: 14)
        try h.settle()
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
        let window = try #require(toplevel.surface.buffer)
        #expect(window.color(x: 25, y: 12) == Color(red: 1, green: 1, blue: 1))
        #expect(window.color(x: 35, y: 20)?.alpha == 0)
    }

    @Test func leavingTheSurfaceFillsTheHoleAgain() throws {
        let (h, s, toplevel) = try shownAndSettled()
        s.layer.usesOwnSurface = false
        try h.settle()
        #expect(toplevel.surface.subsurfaces.allSatisfy { $0.buffer == nil })
        let window = try #require(toplevel.surface.buffer)
        #expect(window.color(x: 30, y: 20)?.alpha == 1)
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
    }

    @Test func redrawingTheLayerLeavesTheWindowBufferAlone() throws {
        let (h, s, toplevel) = try shownAndSettled()
        let child = try #require(toplevel.surface.subsurfaces.first)
        let windowFrames = h.platform.windowSurface?.frameCount
        let logBefore = h.compositor.commitLog.count
        s.layer.backgroundColor = Color(red: 0, green: 0.5, blue: 0)
        try h.settle()
        #expect(h.compositor.commitLog[logBefore...].contains { $0.surfaceID == child.id && $0.attachedBufferSize != nil })
        #expect(h.platform.windowSurface?.frameCount == windowFrames)
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
    }
}

/// Horizontal red/green stripes 10 points high.
@MainActor private final class StripesView: View {
    override func draw(_ rect: Rect, in canvas: Canvas) {
        var y = 0.0
        var red = true
        while y < bounds.height {
            canvas.fill(Rect(x: 0, y: y, width: bounds.width, height: 10),
                        with: red ? Color(red: 0.9, green: 0.1, blue: 0.1) : Color(red: 0.1, green: 0.8, blue: 0.2))
            red.toggle()
            y += 10
        }
    }
}
