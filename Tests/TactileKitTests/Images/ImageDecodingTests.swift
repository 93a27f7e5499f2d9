import Testing
import TactileCore
@testable import TactileKit
import TactileTesting
import TactileTestSupport

/// `Image(data:)`: every PNG colour type, bit depth and interlacing, and JPEG, decoded to
/// premultiplied pixels.
@MainActor @Suite struct ImageDecodingTests {
    typealias F = ImageFixturePixels

    /// Decodes `bitmap` written as the given PNG variant and compares every premultiplied pixel.
    func expectExactPNG(_ bitmap: Bitmap, _ colour: ImageFixtures.PNGColour, depth: Int, transparentKey: Bool = false,
                        expected: Bitmap? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for interlaced in [false, true] {
            let png = try ImageFixtures.png(bitmap, colour: colour, bitDepth: depth, interlaced: interlaced, transparentKey: transparentKey)
            let image = try Image(data: png)
            #expect(image.pixelWidth == bitmap.width && image.pixelHeight == bitmap.height, sourceLocation: sourceLocation)
            #expect(F.words(image) == F.premultiplied(expected ?? bitmap),
                    "\(colour) \(depth)-bit interlaced \(interlaced)", sourceLocation: sourceLocation)
        }
    }

    @Test func truecolourWithAlphaAt8And16Bits() throws {
        try expectExactPNG(F.colourful(), .rgba, depth: 8)
        try expectExactPNG(F.colourful(), .rgba, depth: 16)
        #expect(try !Image(data: ImageFixtures.png(F.colourful(), colour: .rgba)).isOpaque)
    }

    @Test func truecolourAt8And16BitsIsOpaque() throws {
        let opaque = F.colourful(alpha: false)
        try expectExactPNG(opaque, .rgb, depth: 8)
        try expectExactPNG(opaque, .rgb, depth: 16)
        #expect(try Image(data: ImageFixtures.png(opaque, colour: .rgb)).isOpaque)
    }

    @Test func truecolourWithATransparencyKey() throws {
        var b = F.colourful(alpha: false)
        b.setPixel(x: 3, y: 2, to: Color(red: 1, green: 0, blue: 1, alpha: 0))
        b.setPixel(x: 7, y: 5, to: Color(red: 1, green: 0, blue: 1, alpha: 0))
        try expectExactPNG(b, .rgb, depth: 8, transparentKey: true)
        let image = try Image(data: ImageFixtures.png(b, colour: .rgb, transparentKey: true))
        #expect(!image.isOpaque)
        #expect(image.pixels.pixelImage.premultipliedPixel(x: 3, y: 2) == 0)
    }

    @Test func greyAtEveryBitDepth() throws {
        try expectExactPNG(F.grey(levels: 2), .grey, depth: 1)
        try expectExactPNG(F.grey(levels: 4), .grey, depth: 2)
        try expectExactPNG(F.grey(levels: 16), .grey, depth: 4)
        try expectExactPNG(F.grey(levels: 256), .grey, depth: 8)
        try expectExactPNG(F.grey(levels: 256), .grey, depth: 16)
    }

    @Test func greyWithATransparencyKey() throws {
        var b = F.grey(levels: 16)
        b.setPixel(x: 0, y: 0, to: Color(red: 1, green: 1, blue: 1, alpha: 0))
        var expected = b
        // Every pixel of the key's grey level becomes transparent.
        for y in 0..<b.height { for x in 0..<b.width where b.pixel(x: x, y: y).red == 1 {
            expected.setPixel(x: x, y: y, to: Color(red: 1, green: 1, blue: 1, alpha: 0))
        } }
        try expectExactPNG(b, .grey, depth: 8, transparentKey: true, expected: expected)
    }

    @Test func greyWithAlphaAt8And16Bits() throws {
        try expectExactPNG(F.grey(levels: 256, alpha: true), .greyAlpha, depth: 8)
        try expectExactPNG(F.grey(levels: 256, alpha: true), .greyAlpha, depth: 16)
    }

    @Test func paletteAtEveryBitDepthWithPerEntryAlpha() throws {
        try expectExactPNG(F.palette(colours: 2), .palette, depth: 1)
        try expectExactPNG(F.palette(colours: 4), .palette, depth: 2)
        try expectExactPNG(F.palette(colours: 16), .palette, depth: 4)
        try expectExactPNG(F.palette(colours: 60), .palette, depth: 8)
    }

    @Test func jpegColourBaselineAndProgressive() throws {
        let source = F.gradient()
        for progressive in [false, true] {
            let image = try Image(data: ImageFixtures.jpeg(source, quality: 95, progressive: progressive))
            #expect(image.isOpaque)
            #expect(image.size == Size(width: 64, height: 48))
            let decoded = image.pixels.pixelImage.bitmap()
            #expect(F.maximumDifference(decoded, source) <= 12, "progressive \(progressive)")
        }
    }

    @Test func jpegGreyscale() throws {
        let source = F.gradient()
        let image = try Image(data: ImageFixtures.jpeg(source, grey: true, progressive: true))
        let decoded = image.pixels.pixelImage.bitmap()
        for y in stride(from: 0, to: 48, by: 7) {
            for x in stride(from: 0, to: 64, by: 9) {
                let p = decoded.pixel(x: x, y: y), s = source.pixel(x: x, y: y)
                #expect(p.red == p.green && p.green == p.blue && p.alpha == 1)
                #expect(abs(p.red - s.red) < 0.06)
            }
        }
    }

    @Test func aPNGDecodedByImageMatchesBitmapPNGData() throws {
        let bitmap = F.colourful()
        #expect(try F.words(Image(data: bitmap.pngData())) == F.premultiplied(bitmap))
    }

    @Test func decodesOffTheMainActorAndCrossesActors() async throws {
        let png = try ImageFixtures.png(F.colourful())
        let image = try await Task.detached { try Image(data: png) }.value
        #expect(image.pixelWidth == 13 && image.pixelHeight == 9)
        #expect(F.words(image) == F.premultiplied(F.colourful()))
    }
}
