import Testing
import TactileCore
import TactileTesting
import TactileTestSupport

/// `PNGDecoder` (libpng) on the toolkit's own encoder output and on damaged files.
@Suite struct PNGDecoderTests {
    @Test func decodesBitmapPNGDataBackToTheSamePixels() throws {
        var bitmap = Bitmap(width: 37, height: 11)
        for y in 0..<11 { for x in 0..<37 {
            bitmap.setPixel(x: x, y: y, to: Color(red: Double(x) / 36, green: Double(y) / 10, blue: 0.5, alpha: x % 3 == 0 ? 1 : 0.5))
        } }
        let decoded = try PNGDecoder.decode(bitmap.pngData())
        #expect(decoded == bitmap)
    }

    @Test func decodesALargeCompressibleImage() throws {
        var bitmap = Bitmap(width: 300, height: 200)
        for y in 0..<200 { for x in 0..<300 where (x / 20 + y / 20) % 2 == 0 { bitmap.setPixel(x: x, y: y, to: .red) } }
        let png = bitmap.pngData()
        #expect(png.count < 300 * 200)
        #expect(try PNGDecoder.decode(png) == bitmap)
    }

    @Test func decodesSixteenBitAndInterlacedFiles() throws {
        var bitmap = Bitmap(width: 9, height: 7)
        for y in 0..<7 { for x in 0..<9 { bitmap.setPixel(x: x, y: y, to: Color(red: Double(x) / 8, green: Double(y) / 6, blue: 1, alpha: 1)) } }
        #expect(try PNGDecoder.decode(ImageFixtures.png(bitmap, colour: .rgba, bitDepth: 16)) == bitmap)
        #expect(try PNGDecoder.decode(ImageFixtures.png(bitmap, colour: .rgb, interlaced: true)) == bitmap)
    }

    @Test func rejectsNonPNGAndDamagedFiles() throws {
        #expect(throws: PNGDecodingError.notPNG) { try PNGDecoder.decode([1, 2, 3]) }
        var png = Bitmap(width: 4, height: 4).pngData()
        png[png.count - 20] ^= 0xFF   // inside IDAT: its CRC no longer matches
        #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(png) }
        let truncated = Array(Bitmap(width: 4, height: 4).pngData().dropLast(30))
        #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(truncated) }
    }
}
