import Testing
import TactileCore
import TactileTesting
import TactileTestSupport

/// `PNGDecoder` and `Inflater` on the toolkit's own encoder output and on hand-made streams.
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
        #expect(try PNGDecoder.decode(bitmap.pngData()) == bitmap)
    }

    @Test func inflatesADynamicHuffmanBlock() throws {
        // Python's zlib.compress(data, 9) of the 100 skewed letters below: a dynamic-Huffman block.
        let stream: [UInt8] = [0x78, 0xda, 0x45, 0x8c, 0xc1, 0x11, 0x00, 0x30, 0x08, 0xc2, 0x66, 0x25, 0xec, 0xbf, 0x43, 0x55,
                               0xae, 0xea, 0xf9, 0xc0, 0x00, 0x0a, 0xed, 0xd0, 0x0b, 0xf8, 0x5f, 0xc7, 0x55, 0x0c, 0x94, 0x40,
                               0x7c, 0xcb, 0xc4, 0xa5, 0x85, 0xaf, 0x63, 0xe6, 0x4d, 0x44, 0xc1, 0x07, 0x81, 0x84, 0x26, 0x11]
        #expect((stream[2] >> 1) & 3 == 2)
        let alphabet = Array("aaaaaabbbc".utf8)
        var seed: UInt32 = 12345
        let expected: [UInt8] = (0..<100).map { _ in
            seed = seed &* 1_103_515_245 &+ 12345
            return alphabet[Int(seed >> 24) % 10]
        }
        #expect(try Inflater.zlibDecompress(stream) == expected)
    }

    @Test func rejectsNonPNGAndDamagedFiles() throws {
        #expect(throws: PNGDecodingError.notPNG) { try PNGDecoder.decode([1, 2, 3]) }
        var png = Bitmap(width: 4, height: 4).pngData()
        png[png.count - 20] ^= 0xFF   // inside IDAT: its CRC no longer matches
        #expect(throws: PNGDecodingError.corruptData("chunk CRC mismatch")) { try PNGDecoder.decode(png) }
        let truncated = Array(Bitmap(width: 4, height: 4).pngData().dropLast(30))
        #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(truncated) }
        #expect(throws: PNGDecodingError.self) { try Inflater.zlibDecompress([0x78, 0x9c, 0xff, 0xff, 0, 0, 0, 0]) }
    }

    @Test func reportsUnsupportedFormatsClearly() throws {
        var png = Bitmap(width: 1, height: 1).pngData()
        png[8 + 8 + 8] = 16   // IHDR bit depth
        let crc = crc32(png[12..<29])
        png[29] = UInt8(crc >> 24); png[30] = UInt8(crc >> 16 & 0xFF); png[31] = UInt8(crc >> 8 & 0xFF); png[32] = UInt8(crc & 0xFF)
        #expect(throws: PNGDecodingError.unsupported("bit depth 16")) { try PNGDecoder.decode(png) }
    }

    private func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
