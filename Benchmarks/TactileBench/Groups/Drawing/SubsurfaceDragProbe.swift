import MapPinsKit
import Tactile
import MapPinsHeadless

/// Drags a pin with real touches through the real Wayland path (`HeadlessSession`: the app's
/// `WindowSurface`, `ViewSurfaceSet` and the in-process compositor), where the app puts the
/// dragged pin on its own subsurface, and counts what the window (map) buffer repaints per
/// drag frame.
@MainActor enum SubsurfaceDragProbe {
    struct Result {
        /// Window-buffer pixels reported damaged per drag frame, one value per motion.
        var windowPixelsPerFrame: [Double]
        /// Frames the window surface drew during the steady drag.
        var windowFrames: Int
        /// Motions measured.
        var motions: Int
    }

    static func run(width: Int, height: Int, motions: Int) throws -> Result {
        let session = try HeadlessSession(size: Size(width: Double(width), height: Double(height)))
        try session.start()
        guard let surface = session.platform.windowSurface, let id = session.scene.pinIDs.first,
              var p = session.pinPosition(id) else { throw DrawingBenchError.notMapped }
        try session.down([(1, p)])
        // Two motions start the drag (beyond the long-press allowance) and move the pin to its subsurface.
        for _ in 0..<2 {
            p.x += 12
            try session.move([(1, p)])
        }
        var perFrame: [Double] = []
        var frames = 0
        for i in 0..<max(1, motions) {
            let before = surface.frameCount
            p.x += i % 2 == 0 ? 5 : -3
            p.y += 2
            try session.move([(1, p)])
            let drawn = surface.frameCount - before
            frames += drawn
            perFrame.append(drawn == 0 ? 0 : Double(surface.lastFrameDamage.area))
        }
        try session.up([1])
        return Result(windowPixelsPerFrame: perFrame, windowFrames: frames, motions: max(1, motions))
    }
}
