import Testing
import Tactile
import TactileTesting
import MapPinsHeadless
@testable import MapPinsKit

#if canImport(Glibc)
import Glibc
#endif

/// The mouse works through the platform's pointer-as-touch; opt-in frame cost figures.
@MainActor struct MapPinsPointerAndMeasureTests {
    @Test func aMouseDragPansTheMap() throws {
        let s = try HeadlessSession(pins: [Point(x: 200, y: 200)])
        let toplevel = try s.start()
        try s.compositor.pointerEnter(toplevel.surface, at: Point(x: 600, y: 400))
        try s.compositor.pointerFrame()
        try s.settle()
        try s.compositor.pointerButton(0x110, pressed: true)
        try s.compositor.pointerFrame()
        try s.settle()
        for i in 1...4 {
            try s.advance(by: .milliseconds(16))
            try s.compositor.pointerMotion(to: Point(x: 600 - Double(i) * 25, y: 400))
            try s.compositor.pointerFrame()
            try s.settle()
        }
        try s.compositor.pointerButton(0x110, pressed: false)
        try s.compositor.pointerFrame()
        try s.settle()
        #expect(near(s.trace.pans.last, Point(x: -100, y: 0)))
        #expect(near(s.pinPosition(0), Point(x: 100, y: 200)))
    }

    /// `TACTILE_MEASURE=1 swift test --filter MapPinsPointerAndMeasureTests`: the cost of a pan frame
    /// (the whole 800×600 window redrawn from cached tiles) against a pixman fill of the same frame.
    @Test(.enabled(if: getenv("TACTILE_MEASURE").map { String(cString: $0) == "1" } ?? false))
    func panFrameCostAgainstAFill() throws {
        let window = MapPinsWindow(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: ManualClock())
        let scene = MapPinsScene(window: window, initialPins: [Point(x: 300, y: 300)])
        let image = try PixelImage(width: 800, height: 600)
        let renderer = ViewRenderer()
        renderer.render(window, into: image)                     // warm the tile cache
        let clock = ContinuousClock()
        var fills: [Duration] = [], pans: [Duration] = []
        for i in 0..<40 {
            fills.append(clock.measure { image.fill(with: Color(white: 0.5)) })
            scene.map.camera.pan(by: Point(x: i % 2 == 0 ? 3 : -3, y: 0))
            pans.append(clock.measure { renderer.render(window, into: image) })
        }
        let fill = fills.sorted()[fills.count / 2], pan = pans.sorted()[pans.count / 2]
        print("map-pins 800x600: pan frame median \(pan), pixman fill median \(fill), ratio \(Double(pan.components.attoseconds) / Double(max(1, fill.components.attoseconds)))")
        #expect(pan > .zero)
    }
}
