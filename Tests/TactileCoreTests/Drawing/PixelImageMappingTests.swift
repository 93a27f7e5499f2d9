import Testing
@testable import TactileCore

/// Large images (map tiles, composites) get pages of their own, given back when the image goes, so a
/// long session that makes and drops them does not fragment the malloc heap (the memory benchmark).
@MainActor @Suite struct PixelImageMappingTests {
    @Test func aLargeImageStartsTransparentAndDrawsLikeASmallOne() throws {
        // 256×256 = 256 KiB: above the threshold; 16×16 below it.
        #expect(256 * 256 * 4 >= PixelImage.ownMappingThreshold)
        #expect(16 * 16 * 4 < PixelImage.ownMappingThreshold)
        for side in [16, 256] {
            let image = try PixelImage(width: side, height: side)
            #expect(image.stride == side * 4)
            #expect(image.premultipliedPixel(x: 0, y: 0) == 0)
            #expect(image.premultipliedPixel(x: side - 1, y: side - 1) == 0)
            let canvas = Canvas(target: image, mapping: .scale(1),
                                clipBounds: PixelRect(x: 0, y: 0, width: side, height: side))
            canvas.fill(Rect(x: 2, y: 3, width: 4, height: 5), with: .red)
            canvas.invalidate()
            #expect(image.premultipliedPixel(x: 2, y: 3) == 0xFFFF_0000)
            #expect(image.premultipliedPixel(x: 6, y: 3) == 0)
            image.fill(with: .red)
            #expect(image.premultipliedPixel(x: side - 1, y: side - 1) == 0xFFFF_0000)
        }
    }

    @Test func largeImagesMadeAndDroppedOverAndOverEachStartTransparent() throws {
        for round in 0..<64 {
            let image = try PixelImage(width: 300 + round % 3, height: 256)
            #expect(image.premultipliedPixel(x: image.width - 1, y: 255) == 0)
            image.fill(with: .red)
        }
    }
}
