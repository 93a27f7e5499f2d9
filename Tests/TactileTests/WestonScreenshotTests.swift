import Foundation
import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting

#if canImport(Glibc)
import Glibc
#endif

/// A real capture of a Tactile window under weston (`WestonCapture`): the fullscreen window, its
/// background and a box, checked pixel by pixel.
@MainActor @Suite(.requiresPrograms(WestonCapture.programs), .serialized)
struct WestonScreenshotTests {
    static let background = Color(red: 0.2, green: 0.4, blue: 0.8)
    static let box = Rect(x: 40, y: 30, width: 120, height: 80)

    @Test func screenshotShowsTheFullscreenWindowWithItsBackgroundAndBox() throws {
        let weston = try WestonCapture.start(width: 320, height: 240)
        defer { weston.stop() }
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = Self.background
        let boxView = View(frame: Self.box)
        boxView.backgroundColor = .red
        window.addSubview(boxView)
        let platform = try WaylandPlatform(window: window, options: RunOptions(
            title: "screenshot", fullscreen: true, displayName: weston.socketPath))

        let capture = try WestonCapture.screenshot(of: platform, on: weston, redraw: { boxView.setNeedsDisplay() },
                                                   keptCopy: "/tmp/tactile-weston-screenshot.png")
        #expect(window.frame.size == Size(width: 320, height: 240))
        #expect(capture.width == 320 && capture.height == 240)
        // desktop-shell puts the fullscreen window at the output's origin, covering it.
        for (x, y) in [(0, 0), (319, 0), (0, 239), (319, 239), (200, 150), (20, 20)] {
            #expect(close(capture.pixel(x: x, y: y), Self.background), "background at (\(x), \(y)): \(capture.pixel(x: x, y: y))")
        }
        for (x, y) in [(40, 30), (159, 109), (100, 70)] {
            #expect(close(capture.pixel(x: x, y: y), .red), "box at (\(x), \(y)): \(capture.pixel(x: x, y: y))")
        }
        for (x, y) in [(39, 70), (160, 70), (100, 29), (100, 110)] {
            #expect(close(capture.pixel(x: x, y: y), Self.background), "just outside the box at (\(x), \(y))")
        }
    }

    /// Whether `a` and `b` agree within 2/255 per component (ignoring alpha: captures are opaque).
    func close(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) <= 2.0 / 255 && abs(a.green - b.green) <= 2.0 / 255 && abs(a.blue - b.blue) <= 2.0 / 255
    }
}
