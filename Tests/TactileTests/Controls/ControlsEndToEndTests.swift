import Testing
@testable import Tactile
import TactileTesting

/// Controls shown through the Wayland platform layer on a `HeadlessCompositor`, touched through it.
@MainActor @Suite struct ControlsEndToEndTests {
    @Test func aButtonAndALabelRenderAndRespondThroughTheCompositor() throws {
        let h = try PlatformHarness(size: Size(width: 240, height: 120))
        h.window.backgroundColor = .white
        let label = Label(frame: R(10, 10, 220, 40), text: "Taps: 0")
        label.fontSize = 20
        h.window.addSubview(label)
        let button = Button(frame: R(60, 60, 120, 44), title: "Tap me")
        h.window.addSubview(button)
        var taps = 0
        button.addAction { _ in
            taps += 1
            label.text = "Taps: \(taps)"
        }
        let toplevel = try h.mapWindow()

        var shot = try h.compositor.screenshot(of: toplevel)
        expectSamePixels(shot, h.window.snapshot())
        #expect(shot.pixel(x: 70, y: 62).isClose(to: button.fillColor))                 // button fill, not text
        let dark = (0..<40).flatMap { y in (0..<240).map { (x: $0, y: y) } }.filter {
            shot.pixel(x: $0.x, y: $0.y).red < 0.5
        }
        #expect(dark.count > 50)                                              // the label's glyphs

        try h.compositor.touchDown(id: 0, at: Point(x: 120, y: 80), on: toplevel.surface)
        try h.compositor.touchFrame()
        try h.settle()
        #expect(button.isHighlighted)
        h.compositor.vblank()
        try h.settle()
        shot = try h.compositor.screenshot(of: toplevel)
        #expect(shot.pixel(x: 70, y: 62).isClose(to: button.highlightedFillColor))

        try h.compositor.touchUp(id: 0)
        try h.compositor.touchFrame()
        try h.settle()
        #expect(taps == 1)
        h.compositor.vblank()
        try h.settle()
        shot = try h.compositor.screenshot(of: toplevel)
        expectSamePixels(shot, h.window.snapshot())
        #expect(shot.pixel(x: 70, y: 62).isClose(to: button.fillColor))
    }
}
