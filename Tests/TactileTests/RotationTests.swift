import Foundation
import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

/// A fullscreen window on a rotated or mirrored output (`wl_output.transform`): it draws into a
/// buffer already in the panel's orientation and says so with `set_buffer_transform`, so the panel
/// shows it without a compositor pass; touches on the panel land on the views shown under them.
@MainActor @Suite struct RotationTests {
    /// The panel: 320×200 pixels whatever its transform.
    static let panel = (width: 320, height: 200)
    // Colours with exact 8-bit components, so pixels compare equal.
    static let background = Color(red: 0.2, green: 0.4, blue: 0.8)
    static let marker = Color.red
    /// The marker view: the window's top-left 60×40 points.
    static let markerFrame = Rect(x: 0, y: 0, width: 60, height: 40)

    /// Where the window's top-left corner is on the panel for each transform (counter-clockwise
    /// rotations; flipped ones mirror around the vertical axis first): a table written out by hand
    /// rather than computed, so the direction of every transform is checked.
    static func panelCornerOfWindowOrigin(_ transform: OutputTransform) -> (right: Bool, bottom: Bool) {
        switch transform {
        case .normal, .flipped90: (false, false)
        case .rotated90, .flipped180: (false, true)
        case .rotated180, .flipped270: (true, true)
        case .rotated270, .flipped: (true, false)
        }
    }

    /// A panel point 10 pixels in from the panel corner showing the window's origin.
    static func panelPointNearWindowOrigin(_ transform: OutputTransform) -> Point {
        let corner = panelCornerOfWindowOrigin(transform)
        return Point(x: corner.right ? Double(panel.width) - 10 : 10, y: corner.bottom ? Double(panel.height) - 10 : 10)
    }

    @MainActor final class Scene {
        let harness: PlatformHarness
        let markerView: RecordingView
        init(transform: OutputTransform) throws {
            let compositor = try HeadlessCompositor(output: OutputSettings(width: Int32(panel.width), height: Int32(panel.height),
                                                                           transform: transform))
            harness = try PlatformHarness(size: Size(width: 100, height: 100), options: RunOptions(fullscreen: true),
                                          compositor: compositor)
            harness.window.backgroundColor = background
            markerView = RecordingView(frame: markerFrame)
            markerView.backgroundColor = marker
            harness.window.addSubview(markerView)
        }
    }

    @Test(arguments: OutputTransform.allCases)
    func fullscreenWindowDrawsIntoABufferInThePanelsOrientation(_ transform: OutputTransform) throws {
        let scene = try Scene(transform: transform)
        let toplevel = try scene.harness.mapWindow()
        let logical = transform.transformedSize(width: Self.panel.width, height: Self.panel.height)
        #expect(scene.harness.window.bounds.size == Size(width: Double(logical.width), height: Double(logical.height)))
        #expect(scene.harness.platform.windowSurface?.bufferTransform == transform)

        let surface = toplevel.surface
        let buffer = try #require(surface.buffer)
        #expect(Int(buffer.width) == Self.panel.width && Int(buffer.height) == Self.panel.height)
        #expect(surface.bufferOrientation == transform)
        #expect(surface.size == scene.harness.window.bounds.size)

        // The panel shows the window upright for a viewer of the rotated panel: the window's own
        // snapshot, transformed, pixel for pixel; the marker where the table says.
        let panel = try scene.harness.compositor.panelScreenshot(of: toplevel)
        #expect(panel.width == Self.panel.width && panel.height == Self.panel.height)
        let near = Self.panelPointNearWindowOrigin(transform)
        #expect(panel.pixel(x: Int(near.x), y: Int(near.y)) == Self.marker)
        let far = Point(x: Double(Self.panel.width) - near.x, y: Double(Self.panel.height) - near.y)
        #expect(panel.pixel(x: Int(far.x), y: Int(far.y)) == Self.background)
        let expected = Self.transformed(scene.harness.window.snapshot(), by: transform)
        #expect(panel == expected)
        try Data(panel.pngData()).write(to: URL(fileURLWithPath: "/tmp/tactile-rotation-\(transform).png"))
    }

    @Test(arguments: OutputTransform.allCases)
    func aTouchOnThePanelLandsOnTheViewShownThere(_ transform: OutputTransform) throws {
        let scene = try Scene(transform: transform)
        let toplevel = try scene.harness.mapWindow()
        let compositor = scene.harness.compositor
        try compositor.touchDown(id: 1, atPanel: Self.panelPointNearWindowOrigin(transform), on: toplevel.surface)
        try compositor.touchFrame()
        try compositor.touchUp(id: 1)
        try compositor.touchFrame()
        try scene.harness.settle()
        #expect(scene.markerView.calls == [.began([1]), .ended([1])])
        // 10 points in from the window's origin, in window coordinates.
        #expect(scene.markerView.locations.first == Point(x: 10, y: 10))

        // The opposite corner of the panel is the opposite corner of the window: not the marker.
        let near = Self.panelPointNearWindowOrigin(transform)
        try compositor.touchDown(id: 2, atPanel: Point(x: Double(Self.panel.width) - near.x, y: Double(Self.panel.height) - near.y),
                                 on: toplevel.surface)
        try compositor.touchFrame()
        try scene.harness.settle()
        #expect(scene.markerView.calls.count == 2)
    }

    @Test func rotatingTheOutputLiveResizesTheWindowAndRedrawsItRotated() throws {
        let scene = try Scene(transform: .normal)
        let toplevel = try scene.harness.mapWindow()
        #expect(scene.harness.window.bounds.size == Size(width: 320, height: 200))
        #expect(toplevel.surface.bufferOrientation == .normal)

        scene.harness.compositor.output.transform = .rotated90
        try scene.harness.settle()
        #expect(scene.harness.window.bounds.size == Size(width: 200, height: 320))
        #expect(toplevel.surface.bufferOrientation == .rotated90)
        #expect(toplevel.surface.size == Size(width: 200, height: 320))
        let panel = try scene.harness.compositor.panelScreenshot(of: toplevel)
        #expect(panel == Self.transformed(scene.harness.window.snapshot(), by: .rotated90))

        scene.harness.compositor.output.transform = .normal
        try scene.harness.settle()
        #expect(scene.harness.window.bounds.size == Size(width: 320, height: 200))
        #expect(toplevel.surface.bufferOrientation == .normal)
        #expect(try scene.harness.compositor.panelScreenshot(of: toplevel) == scene.harness.window.snapshot())
    }

    @Test func aWindowThatIsNotFullscreenDrawsUnrotated() throws {
        let compositor = try HeadlessCompositor(output: OutputSettings(width: 320, height: 200, transform: .rotated90))
        let harness = try PlatformHarness(size: Size(width: 100, height: 80), compositor: compositor)
        let toplevel = try harness.mapWindow()
        #expect(toplevel.surface.bufferOrientation == .normal)
        #expect(toplevel.surface.size == Size(width: 100, height: 80))
    }

    /// `bitmap` as a panel with `transform` shows it, moved pixel by pixel.
    static func transformed(_ bitmap: Bitmap, by transform: OutputTransform) -> Bitmap {
        let size = transform.transformedSize(width: bitmap.width, height: bitmap.height)
        var result = Bitmap(width: size.width, height: size.height)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let rect = transform.apply(PixelRect(x: x, y: y, width: 1, height: 1), width: bitmap.width, height: bitmap.height)
                result.setPixel(x: rect.x, y: rect.y, to: bitmap.pixel(x: x, y: y))
            }
        }
        return result
    }
}
