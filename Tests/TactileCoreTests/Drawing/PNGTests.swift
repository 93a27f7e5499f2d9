import Testing
@testable import TactileCore
import TactileTesting
import TactileTestSupport

/// One chunk of a PNG file as read back by the tests (libpng checks the CRCs when decoding).
fileprivate struct Chunk {
    var type: String
    var data: [UInt8]
}

fileprivate func bigEndian(_ b: ArraySlice<UInt8>) -> UInt32 {
    b.reduce(0) { $0 << 8 | UInt32($1) }
}

/// Splits a PNG file into chunks after checking its signature; nil if the structure is broken.
fileprivate func chunks(of png: [UInt8]) -> [Chunk]? {
    guard png.count >= 8, Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
    var result: [Chunk] = []
    var p = 8
    while p < png.count {
        guard p + 12 <= png.count else { return nil }
        let length = Int(bigEndian(png[p..<(p + 4)]))
        guard p + 12 + length <= png.count else { return nil }
        result.append(Chunk(type: String(decoding: png[(p + 4)..<(p + 8)], as: UTF8.self),
                            data: Array(png[(p + 8)..<(p + 8 + length)])))
        p += 12 + length
    }
    return result
}

@Suite struct PNGTests {
    @Test func pngHasValidStructureAndPixels() throws {
        var bitmap = Bitmap(width: 5, height: 3)
        bitmap.setPixel(x: 0, y: 0, to: .red)
        bitmap.setPixel(x: 4, y: 2, to: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        let png = bitmap.pngData()
        let parts = try #require(chunks(of: png))
        #expect(parts.first?.type == "IHDR" && parts.last?.type == "IEND")
        #expect(parts.contains { $0.type == "IDAT" })
        #expect(parts[0].data == [0, 0, 0, 5, 0, 0, 0, 3, 8, 6, 0, 0, 0])
        #expect(try PNGDecoder.decode(png) == bitmap)
        #expect(bitmap.rgba[0..<4] == [255, 0, 0, 255])
        #expect(try PNGDecoder.decode(png).rgba[(2 * 20 + 16)..<(3 * 20)] == [0, 0, 255, 128])
    }

    @Test func corruptedPNGFailsTheCRCCheck() throws {
        var png = Bitmap(width: 2, height: 2).pngData()
        png[20] ^= 0x01 // inside IHDR's data
        #expect(throws: PNGDecodingError.self) { try PNGDecoder.decode(png) }
    }

    @Test func emptyBitmapStillEncodesAValidPNG() throws {
        let parts = try #require(chunks(of: Bitmap(width: 0, height: 0).pngData()))
        #expect(parts.first?.type == "IHDR" && parts.last?.type == "IEND")
        #expect(try PNGDecoder.decode(Bitmap(width: 0, height: 0).pngData()) == Bitmap(width: 1, height: 1))
    }

    @Test func bitmapRejectsWrongByteCounts() {
        #expect(throws: DrawingError.wrongByteCount(expected: 16, actual: 3)) {
            try Bitmap(width: 2, height: 2, rgba: [1, 2, 3])
        }
        #expect(throws: DrawingError.invalidSize(width: -1, height: 2)) {
            try Bitmap(width: -1, height: 2, rgba: [])
        }
    }
}

@MainActor @Suite struct SnapshotPNGTests {
    @Test func sampleSceneSnapshotEncodesToAPNGThatDecodesToTheSamePixels() throws {
        let bitmap = SampleScene.make(width: 240, height: 135, cards: 16).snapshot()
        let png = bitmap.pngData()
        let parts = try #require(chunks(of: png))
        #expect(bigEndian(parts[0].data[0..<4]) == 240 && bigEndian(parts[0].data[4..<8]) == 135)
        #expect(try PNGDecoder.decode(png) == bitmap)
        #expect(png.count < bitmap.rgba.count / 4) // really compressed
    }
}
