import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting

/// The output transforms against a real compositor: weston's headless backend with a rotated or
/// mirrored output (`--transform`), captured by `weston-screenshooter` in the panel's orientation. The
/// window's origin must be in the panel corner `RotationTests`' table gives, as under
/// `HeadlessCompositor`, with the buffer transform set to the output's.
@MainActor @Suite(.requiresPrograms(WestonCapture.programs), .serialized)
struct WestonRotationTests {
    @Test(arguments: [OutputTransform.rotated90, .rotated180, .rotated270, .flipped, .flipped90])
    func theRotatedPanelShowsTheWindowUpright(_ transform: OutputTransform) throws {
        let panel = RotationTests.panel
        let weston = try WestonCapture.start(width: panel.width, height: panel.height, transform: transform)
        defer { weston.stop() }
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = RotationTests.background
        let marker = View(frame: RotationTests.markerFrame)
        marker.backgroundColor = RotationTests.marker
        window.addSubview(marker)
        let platform = try WaylandPlatform(window: window, options: RunOptions(
            title: "rotation", fullscreen: true, displayName: weston.socketPath))

        let capture = try WestonCapture.screenshot(of: platform, on: weston, redraw: { marker.setNeedsDisplay() },
                                                   keptCopy: "/tmp/tactile-weston-\(transform).png")
        let logical = transform.transformedSize(width: panel.width, height: panel.height)
        #expect(window.bounds.size == Size(width: Double(logical.width), height: Double(logical.height)))
        #expect(platform.windowSurface?.bufferTransform == transform)
        #expect(capture.width == panel.width && capture.height == panel.height)
        let near = RotationTests.panelPointNearWindowOrigin(transform)
        #expect(close(capture.pixel(x: Int(near.x), y: Int(near.y)), RotationTests.marker),
                "marker expected at panel (\(near.x), \(near.y)): \(capture.pixel(x: Int(near.x), y: Int(near.y)))")
        let far = (x: panel.width - Int(near.x), y: panel.height - Int(near.y))
        #expect(close(capture.pixel(x: far.x, y: far.y), RotationTests.background))
        // And every pixel: weston's panel is the window's snapshot moved as `OutputTransform` says.
        let expected = RotationTests.transformed(window.snapshot(), by: transform)
        var mismatches = 0
        for y in 0..<panel.height {
            for x in 0..<panel.width where !close(capture.pixel(x: x, y: y), expected.pixel(x: x, y: y)) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    func close(_ a: Color, _ b: Color) -> Bool {
        abs(a.red - b.red) <= 2.0 / 255 && abs(a.green - b.green) <= 2.0 / 255 && abs(a.blue - b.blue) <= 2.0 / 255
    }
}
