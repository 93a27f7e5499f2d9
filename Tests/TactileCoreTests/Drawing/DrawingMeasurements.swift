import CPixman
import Testing
@testable import TactileCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Measurements that only report (never assert speed). Run with
/// `TACTILE_DRAWING_REPORT=1 swift test --filter DrawingMeasurements`.
@MainActor @Suite(.enabled(if: getenv("TACTILE_DRAWING_REPORT") != nil, "set TACTILE_DRAWING_REPORT=1 to run"))
struct DrawingMeasurements {
    private static func median(_ runs: Int, _ body: () -> Void) -> Duration {
        body() // warm up
        let clock = ContinuousClock()
        let times = (0..<runs).map { _ in clock.measure(body) }.sorted()
        return times[runs / 2]
    }

    @Test func fullRepaintOf1080pWindowWithFiftyViews() throws {
        let window = SampleScene.make(width: 1920, height: 1080, cards: 40)
        var count = 0
        func countViews(_ v: View) { count += 1; v.subviews.forEach(countViews) }
        countViews(window)
        let image = try PixelImage(width: 1920, height: 1080)
        let renderer = ViewRenderer()
        let repaint = DrawingMeasurements.median(9) { renderer.render(window, into: image, scale: 1) }
        var colour = Color.white.pixmanColor
        var box = pixman_box32_t(x1: 0, y1: 0, x2: 1920, y2: 1080)
        let floor = DrawingMeasurements.median(9) { _ = pixman_image_fill_boxes(PIXMAN_OP_SRC, image.image, &colour, 1, &box) }
        let snapshot = DrawingMeasurements.median(5) { _ = window.snapshot() }
        let png = DrawingMeasurements.median(3) { _ = window.snapshot().pngData() }
        print("[drawing] 1920×1080, \(count) views: full repaint median \(repaint), fill_boxes floor median \(floor), snapshot() median \(snapshot), snapshot+PNG median \(png)")
        #expect(count >= 45)
    }

    @Test func writeSamplePNG() throws {
        let png = SampleScene.make(width: 960, height: 540).snapshot().pngData()
        let path = "/tmp/tactile-drawing-sample.png"
        let file = try #require(fopen(path, "wb"))
        defer { fclose(file) }
        #expect(fwrite(png, 1, png.count, file) == png.count)
        print("[drawing] wrote \(png.count) bytes to \(path)")
    }
}
