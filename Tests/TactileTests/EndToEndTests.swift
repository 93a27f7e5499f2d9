import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting

@MainActor struct EndToEndTests {
    /// The README's example app, driven by compositor touches: the box follows the finger on screen.
    @Test func aPanDragsTheBoxOnScreen() throws {
        let h = try PlatformHarness(size: Size(width: 400, height: 300))
        let window = h.window
        window.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        let box = View(frame: Rect(x: 40, y: 40, width: 100, height: 60))
        box.backgroundColor = Color(red: 0.2, green: 0.45, blue: 0.9)
        let pan = PanGestureRecognizer()
        pan.addAction { _ in
            let t = pan.translation(in: window)
            box.center = Point(x: box.center.x + t.x, y: box.center.y + t.y)
            pan.setTranslation(.zero, in: window)
        }
        box.addGestureRecognizer(pan)
        window.addSubview(box)
        let toplevel = try h.mapWindow()

        h.compositor.eventTime = 1000
        try h.compositor.touchDown(id: 0, at: Point(x: 60, y: 60), on: toplevel.surface)
        try h.compositor.touchFrame()
        try h.settle()
        for step in 1...10 {
            h.clock.advance(by: .milliseconds(16))
            h.compositor.eventTime += 16
            try h.compositor.touchMotion(id: 0, to: Point(x: 60 + Double(step) * 10, y: 60 + Double(step) * 5))
            try h.compositor.touchFrame()
            h.compositor.vblank()
            try h.settle()
        }
        try h.compositor.touchUp(id: 0)
        try h.compositor.touchFrame()
        h.compositor.vblank()
        try h.settle()

        #expect(box.frame.origin == Point(x: 140, y: 90))
        let shot = try h.compositor.screenshot(of: toplevel)
        expectSamePixels(shot, window.snapshot())
        #expect(shot.pixel(x: 200, y: 120).isClose(to: Color(red: 0.2, green: 0.45, blue: 0.9)))
        #expect(shot.pixel(x: 50, y: 50).isClose(to: Color(red: 0.95, green: 0.95, blue: 0.97)))
    }
}
