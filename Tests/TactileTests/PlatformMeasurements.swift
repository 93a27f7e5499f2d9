import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

#if canImport(Glibc)
import Glibc
#endif

/// Measurements that only report (never assert speed). Run with
/// `TACTILE_PLATFORM_REPORT=1 swift test --filter PlatformMeasurements` (use `-c release` for real figures).
@MainActor @Suite(.enabled(if: getenv("TACTILE_PLATFORM_REPORT") != nil, "set TACTILE_PLATFORM_REPORT=1 to run"))
struct PlatformMeasurements {
    @Test func fullRepaintOfA1080pWindowIntoAnShmBuffer() throws {
        let compositor = try HeadlessCompositor(output: OutputSettings(width: 1920, height: 1080))
        let h = try PlatformHarness(size: Size(width: 1920, height: 1080), options: RunOptions(fullscreen: true),
                                    compositor: compositor)
        h.window.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        for i in 0..<48 {
            let card = View(frame: Rect(x: Double(i % 8) * 235 + 10, y: Double(i / 8) * 175 + 10, width: 220, height: 160))
            card.backgroundColor = Color(red: Double(i % 5) / 5, green: 0.5, blue: 0.8)
            let dot = CircleView(frame: Rect(x: 20, y: 20, width: 60, height: 60))
            card.addSubview(dot)
            h.window.addSubview(card)
        }
        _ = try h.mapWindow()
        var times: [Duration] = []
        let clock = ContinuousClock()
        for _ in 0..<15 {
            h.compositor.vblank()
            try h.compositor.dispatch()
            try h.platform.dispatch()
            h.window.setNeedsDisplay()
            times.append(clock.measure { try? h.platform.update() })
            try h.compositor.dispatch()
        }
        times.sort()
        let damage = h.platform.windowSurface?.lastFrameDamage.area ?? 0
        print("platform: full 1920×1080 repaint (render + attach + commit), 49 views: median \(times[times.count / 2]), min \(times[0]); last damage \(damage) px")
        #expect(damage == 1920 * 1080)
    }
}
