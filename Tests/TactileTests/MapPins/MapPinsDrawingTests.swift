import Testing
import Tactile
import TactileTesting
@testable import MapPinsKit

/// The map-pins scene's pixels, pinned down by checksums (taken with fractional rectangles'
/// rims at their exact covered area; the drawing optimisations — opaque tile copies, occlusion, tile
/// budget — keep them), and partial repaints that must match full ones.
@MainActor struct MapPinsDrawingTests {
    /// A window of `size` showing the app's scene with its default pins.
    private func scene(_ size: Size) -> MapPinsScene {
        let window = MapPinsWindow(frame: Rect(origin: .zero, size: size), clock: ManualClock())
        return MapPinsScene(window: window)
    }

    /// FNV-1a over every premultiplied pixel.
    private func pixelHash(_ image: PixelImage) -> UInt64 {
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for y in 0..<image.height {
            for x in 0..<image.width {
                h = (h ^ UInt64(image.premultipliedPixel(x: x, y: y))) &* 0x0000_0100_0000_01B3
            }
        }
        return h
    }

    private func expectHash(_ image: PixelImage, _ expected: UInt64, sourceLocation: SourceLocation = #_sourceLocation) {
        let hash = pixelHash(image)
        #expect(hash == expected, "pixel hash 0x\(String(hash, radix: 16))", sourceLocation: sourceLocation)
    }

    private func render(_ scene: MapPinsScene, scale: Double = 1) throws -> PixelImage {
        let b = scene.window.bounds
        let image = try PixelImage(width: Int((b.width * scale).rounded(.up)), height: Int((b.height * scale).rounded(.up)))
        ViewRenderer().render(scene.window, into: image, scale: scale)
        return image
    }

    private func samePixels(_ a: PixelImage, _ b: PixelImage) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        for y in 0..<a.height {
            for x in 0..<a.width where a.premultipliedPixel(x: x, y: y) != b.premultipliedPixel(x: x, y: y) {
                return false
            }
        }
        return true
    }

    @Test func fullRepaintsKeepTheirPixels() throws {
        let s = scene(Size(width: 800, height: 600))
        expectHash(try render(s), 0xD3FB_AA6B_FD09_5E7E)
        s.map.camera.pan(by: Point(x: 37, y: -21))
        expectHash(try render(s), 0x7C20_843A_A965_AB19)
        s.map.camera.zoom(by: 2, about: Point(x: 300, y: 200))
        expectHash(try render(s), 0x058A_A334_335A_0015)
    }

    @Test func scaledRepaintsKeepTheirPixels() throws {
        let s = scene(Size(width: 400, height: 300))
        expectHash(try render(s, scale: 2), 0x4D869A5C7D302C71)
        expectHash(try render(s, scale: 1.5), 0xAA94_7750_F5D1_919B)
    }

    @Test func partialRepaintsAfterAPanAndAPinMoveMatchAFullRepaint() throws {
        let s = scene(Size(width: 640, height: 480))
        let image = try render(s)
        s.window.clearDamage()
        s.map.camera.pan(by: Point(x: -5, y: 3))
        let panDamage = s.window.damageRegion(scale: 1)
        #expect(!panDamage.isEmpty)
        ViewRenderer().render(s.window, into: image, damage: panDamage)
        s.window.clearDamage()
        let pin = try #require(s.pins.first)
        pin.place(headAt: Point(x: 123.5, y: 211.25))
        let pinDamage = s.window.damageRegion(scale: 1)
        #expect(pinDamage.area < 640 * 480 / 10)
        ViewRenderer().render(s.window, into: image, damage: pinDamage)
        #expect(samePixels(image, try render(s)))
    }
}

/// The tile cache holds a large window's tiles: panning back and forth renders no tile twice.
@MainActor struct MapPinsTileBudgetTests {
    @Test func panningAFullHDMapBackAndForthRendersNoNewTiles() throws {
        let window = MapPinsWindow(frame: Rect(x: 0, y: 0, width: 1920, height: 1080), clock: ManualClock())
        let scene = MapPinsScene(window: window)
        let image = try PixelImage(width: 1920, height: 1080)
        scene.map.camera.pan(by: Point(x: 3, y: 3))
        ViewRenderer().render(window, into: image)
        scene.map.camera.pan(by: Point(x: -6, y: -6))
        ViewRenderer().render(window, into: image)
        let rendered = scene.map.tileRenderCount
        #expect(rendered > 48)
        for i in 0..<4 {
            let d = i % 2 == 0 ? 6.0 : -6.0
            scene.map.camera.pan(by: Point(x: d, y: d))
            ViewRenderer().render(window, into: image)
        }
        #expect(scene.map.tileRenderCount == rendered)
    }
}
