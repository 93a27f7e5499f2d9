import MapPinsKit
import Tactile
import MapPinsHeadless

/// Pans the map with a real finger through the real Wayland path (`HeadlessSession`: the app's
/// `WindowSurface`, its subsurfaces and the in-process compositor) and times what the app does
/// to show each pan frame: `WaylandPlatform.update()` — repainting the window's damage, moving and
/// cropping the map's tile layer (its own surface, below the window's) and committing.
///
/// The finger goes back and forth by 3 points, so the layer never needs tiles it lacks (a pan
/// across a tile boundary redraws the layer: `layerRedraws` counts those).
@MainActor enum SubsurfacePanProbe {
    struct Result {
        /// Microseconds `update()` took, one value per pan frame.
        var frameMicros: [Double]
        /// Window-buffer pixels repainted per pan frame.
        var windowPixels: [Double]
        /// Times the tile layer was drawn during the measured frames.
        var layerRedraws: Int
        /// Pan frames where the map moved.
        var frames: Int
    }

    static func run(width: Int, height: Int, motions: Int) throws -> Result {
        let session = try HeadlessSession(size: Size(width: Double(width), height: Double(height)))
        try session.start()
        guard let surface = session.platform.windowSurface else { throw DrawingBenchError.notMapped }
        let start = try emptySpot(in: session)
        var p = start
        try session.down([(1, p)])
        // Past the pan's slop, so that every following motion pans the map.
        for _ in 0..<3 {
            p.x += 12
            p.y += 6
            try session.move([(1, p)])
        }
        var layerRedraws = 0
        session.scene.map.onDraw = { layerRedraws += 1 }
        var micros: [Double] = []
        var pixels: [Double] = []
        var frames = 0
        for i in 0..<max(1, motions) {
            let camera = session.scene.map.camera
            let before = surface.frameCount
            let step = i % 2 == 0 ? 3.0 : -3.0
            p.x += step
            p.y += step
            // The compositor sends the motion; the app reads it and pans (untimed).
            try session.compositor.touchMotion(id: 1, to: p)
            try session.compositor.touchFrame()
            try session.compositor.dispatch()
            try session.platform.dispatch()
            // What the app does to show the frame.
            let ns = try Stopwatch.time { try session.platform.update() }
            // The compositor takes the commit and completes the frame callback (untimed).
            try session.compositor.dispatch()
            _ = session.compositor.vblank()
            try session.compositor.dispatch()
            try session.platform.dispatch()
            guard session.scene.map.camera != camera else { continue }
            frames += 1
            micros.append(Double(ns) / 1000)
            pixels.append(surface.frameCount == before ? 0 : Double(surface.lastFrameDamage.area))
        }
        session.scene.map.onDraw = nil
        try session.up([1])
        return Result(frameMicros: micros, windowPixels: pixels, layerRedraws: layerRedraws, frames: frames)
    }

    /// A window point at least 80 points from every pin (a finger there pans the map).
    private static func emptySpot(in session: HeadlessSession) throws -> Point {
        let pins = session.scene.pinIDs.compactMap { session.pinPosition($0) }
        let b = session.window.bounds
        for y in stride(from: b.height * 0.8, to: b.height * 0.2, by: -40) {
            for x in stride(from: b.width * 0.2, to: b.width * 0.8, by: 40) {
                let p = Point(x: x, y: y)
                if pins.allSatisfy({ ($0.x - p.x) * ($0.x - p.x) + ($0.y - p.y) * ($0.y - p.y) > 80 * 80 }) { return p }
            }
        }
        throw DrawingBenchError.noPin
    }
}
