import TactileTestSupport
import Foundation
import MapPinsKit
import Tactile
import TactileTesting

/// The map-pins app's real scene (map + default pins) in a window of a given size, drawn through
/// an `EmulatedWindowSurface`, with the frames the drawing benchmarks time.
@MainActor final class MapPinsFrames {
    let window: MapPinsWindow
    let scene: MapPinsScene
    let surface: EmulatedWindowSurface
    private var panSign = 1.0
    private var dragStep = 0

    /// A fresh scene (empty tile cache) in a `width`×`height` window.
    init(width: Int, height: Int) throws {
        window = MapPinsWindow(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), clock: ManualClock())
        scene = MapPinsScene(window: window)
        surface = try EmulatedWindowSurface(window: window)
    }

    /// The front-most pin.
    func pin() throws -> View {
        guard let pin = window.subviews.last(where: { $0 !== scene.map }) else { throw DrawingBenchError.noPin }
        return pin
    }

    /// A full repaint of the whole window.
    func fullRepaint() {
        window.setNeedsDisplay()
        surface.drawFrame(whole: true)
    }

    /// A pan frame: the camera moves by 3 points both ways, back and forth (so the steady state
    /// keeps every tile cached).
    func panFrame() {
        scene.map.camera.pan(by: Point(x: 3 * panSign, y: 3 * panSign))
        panSign = -panSign
        surface.drawFrame()
    }

    /// A pin-drag frame drawn into the window's buffer (the pin on no subsurface): the pin goes
    /// round a circle of radius 48 points in 60 steps (≈ 5 points a frame, like a finger), so each
    /// frame also repaints what the other buffer missed. Returns the pixels repainted.
    @discardableResult
    func dragFrame(_ pin: View) -> Int {
        let angle = Double(dragStep) * 2 * Double.pi / 60
        let previous = Double(dragStep - 1) * 2 * Double.pi / 60
        dragStep = (dragStep + 1) % 60
        var f = pin.frame
        f.origin.x += 48 * (cos(angle) - cos(previous))
        f.origin.y += 48 * (sin(angle) - sin(previous))
        pin.frame = f
        return surface.drawFrame()
    }
}
