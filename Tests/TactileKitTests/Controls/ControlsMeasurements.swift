import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

#if canImport(Glibc)
import Glibc
#endif

/// Measurements that only report (never assert speed). Run with
/// `TACTILE_CONTROLS_REPORT=1 swift test --filter ControlsMeasurements` (`-c release` for real figures).
@MainActor @Suite(.enabled(if: getenv("TACTILE_CONTROLS_REPORT") != nil, "set TACTILE_CONTROLS_REPORT=1 to run"))
struct ControlsMeasurements {
    static let paragraph = "Tactile brings UIKit's touch model to Linux kiosks: views, touches, gesture recognizers "
        + "and controls, drawn with pixman and shown on Wayland. This paragraph wraps at the label's width."

    @Test func labelLayoutAndDraw() throws {
        let font = try #require(Font.systemDefault)
        let clock = ContinuousClock()
        var layouts: [Duration] = []
        for _ in 0..<50 {
            layouts.append(clock.measure { _ = font.layout(Self.paragraph, size: 17, width: 360) })
        }
        layouts.sort()
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 200), clock: ManualClock())
        let label = Label(frame: Rect(x: 20, y: 20, width: 360, height: 160), text: Self.paragraph)
        label.fontSize = 23          // a size no other test uses: the first draw rasterizes every glyph
        window.addSubview(label)
        let image = try PixelImage(width: 400, height: 200)
        let renderer = ViewRenderer()
        let cold = clock.measure { renderer.render(window, into: image, scale: 1) }
        let rasterized = font.glyphCache.rasterizedCount
        var warm: [Duration] = []
        for _ in 0..<50 { warm.append(clock.measure { renderer.render(window, into: image, scale: 1) }) }
        warm.sort()
        print("controls: layout of a \(Self.paragraph.count)-character paragraph (\(font.layout(Self.paragraph, size: 17, width: 360).lines.count) lines): median \(layouts[layouts.count / 2])")
        print("controls: label draw, first (rasterizing, \(rasterized) glyph images so far) \(cold); cached median \(warm[warm.count / 2])")
        #expect(rasterized > 0)
    }

    @Test func demoWindowSnapshot() throws {
        let clock = ContinuousClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: ManualClock())
        for i in 0..<12 {
            let b = Button(frame: Rect(x: Double(i % 4) * 200 + 10, y: Double(i / 4) * 60 + 10, width: 180, height: 44), title: "Button \(i)")
            window.addSubview(b)
        }
        _ = window.snapshot()
        var times: [Duration] = []
        for _ in 0..<20 { times.append(clock.measure { _ = window.snapshot() }) }
        times.sort()
        print("controls: 800×480 snapshot with 12 titled buttons: median \(times[times.count / 2])")
        #expect(times.count == 20)
    }
}
