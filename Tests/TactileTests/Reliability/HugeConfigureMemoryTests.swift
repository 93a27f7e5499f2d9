import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless
@testable import MapPinsKit

/// A window configured huge and then back to a normal size gives the memory back: buffers of the
/// old size are unmapped once the compositor releases them, and views sized from the window shrink
/// with it.
@MainActor struct HugeConfigureMemoryTests {
    /// Configures `toplevel` to `width`×`height` and lets the app draw (frames completed).
    private func resize(_ h: HeadlessHarness, _ toplevel: HeadlessToplevel, _ width: Int32, _ height: Int32) throws {
        h.compositor.sendConfigure(to: toplevel, width: width, height: height, states: [.activated])
        for _ in 0..<4 {
            try h.settle()
            h.compositor.vblank()
        }
        try h.settle()
    }

    @Test func aPlainWindowUnmapsItsHugeBuffersAfterShrinking() throws {
        let h = try HeadlessHarness(size: Size(width: 800, height: 600), completesFrameCallbacks: false)
        let toplevel = try h.mapWindow()
        let surface = try #require(h.platform.windowSurface)
        try resize(h, toplevel, 800, 600)
        let small = surface.mappedBufferBytes
        try resize(h, toplevel, 100_000, 100_000)
        #expect(surface.mappedBufferBytes >= BufferLimits.maximumBytes - (1 << 20))
        try resize(h, toplevel, 800, 600)
        #expect(toplevel.surface.buffer?.size == PixelSize(width: 800, height: 600))
        #expect(surface.mappedBufferBytes <= small, "\(surface.mappedBufferBytes) bytes mapped after shrinking, \(small) before")
    }

    @Test func mapPinsGivesBackItsMemoryAfterAHugeConfigure() throws {
        let clock = ManualClock()
        let window = MapPinsWindow(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: clock)
        let scene = MapPinsScene(window: window)
        let h = try HeadlessHarness(window: window, clock: clock, completesFrameCallbacks: false)
        let toplevel = try h.mapWindow()
        let surface = try #require(h.platform.windowSurface)
        try resize(h, toplevel, 800, 600)
        let small = surface.mappedBufferBytes
        let smallLayer = scene.map.tileLayer.columns.count * scene.map.tileLayer.rows.count
        try resize(h, toplevel, 100_000, 100_000)
        #expect(scene.map.tileLayer.columns.count * scene.map.tileLayer.rows.count > 20 * smallLayer)
        try resize(h, toplevel, 800, 600)
        #expect(toplevel.surface.buffer?.size == PixelSize(width: 800, height: 600))
        #expect(surface.mappedBufferBytes <= small, "\(surface.mappedBufferBytes) bytes mapped after shrinking, \(small) before")
        // The map's tile block (and the composed image of it) is back to what the window shows.
        #expect(scene.map.tileLayer.columns.count * scene.map.tileLayer.rows.count <= smallLayer + 2 * 4)
        #expect(scene.map.tileLayer.compositeByteCount <= 16 << 20)
        // The tile cache is back within the budget of the normal size.
        #expect(scene.map.tiles.count <= scene.map.tiles.budget && scene.map.tiles.budget < 200)
    }
}
