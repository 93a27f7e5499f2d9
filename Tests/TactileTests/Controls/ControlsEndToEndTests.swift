import TactileTestSupport
import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
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

    @Test func aScrollViewDraggedThroughTheCompositorScrollsAndRepaints() throws {
        let h = try PlatformHarness(size: Size(width: 200, height: 200))
        let scroll = ScrollView(frame: R(0, 0, 200, 200))
        scroll.contentSize = Size(width: 200, height: 2000)
        for i in 0..<20 {
            let band = View(frame: R(0, Double(i) * 100, 200, 100))
            band.backgroundColor = i % 2 == 0 ? Color(red: 0.9, green: 0.3, blue: 0.2) : Color(red: 0.2, green: 0.4, blue: 0.9)
            let label = Label(frame: band.bounds, text: "Band \(i)")
            label.textAlignment = .center
            label.textColor = .white
            band.addSubview(label)
            scroll.addSubview(band)
        }
        h.window.addSubview(scroll)
        let toplevel = try h.mapWindow()
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
        h.compositor.vblank()                   // the first frame is on screen: the first motion is not held for one
        try h.settle()

        func advance(_ ms: Int) {
            h.compositor.eventTime &+= UInt32(ms)
            h.clock.advance(by: .milliseconds(ms))
        }
        try h.compositor.touchDown(id: 0, at: Point(x: 100, y: 180), on: toplevel.surface)
        try h.compositor.touchFrame()
        try h.settle()
        for step in 1...6 {
            advance(10)
            try h.compositor.touchMotion(id: 0, to: Point(x: 100, y: 180 - Double(step) * 20))
            try h.compositor.touchFrame()
            try h.settle()
        }
        #expect(scroll.isDragging)
        try h.compositor.touchUp(id: 0)
        try h.compositor.touchFrame()
        try h.settle()
        #expect(scroll.contentOffset.y >= 100)
        for _ in 0..<400 {                         // momentum frames on the window's clock
            advance(16)
            h.compositor.vblank()
            try h.settle()
            if !scroll.isDecelerating { break }
        }
        #expect(!scroll.isDecelerating)
        h.compositor.vblank()
        try h.settle()
        let offset = scroll.contentOffset.y
        #expect(offset > 100 && offset <= 1800)
        expectSamePixels(try h.compositor.screenshot(of: toplevel), h.window.snapshot())
    }
}
