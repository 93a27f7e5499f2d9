import Testing
@testable import TactileCore
import TactileTesting
import TactileTestSupport

/// One chunk of a PNG file as read back by the tests.
fileprivate struct Chunk {
    var type: String
    var data: [UInt8]
    var crcMatches: Bool
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
        let typeAndData = Array(png[(p + 4)..<(p + 8 + length)])
        let crc = bigEndian(png[(p + 8 + length)..<(p + 12 + length)])
        result.append(Chunk(type: String(decoding: typeAndData[0..<4], as: UTF8.self),
                            data: Array(typeAndData[4...]),
                            crcMatches: CRC32.checksum(typeAndData) == crc))
        p += 12 + length
    }
    return result
}

@Suite struct PNGTests {
    @Test func checksumsMatchKnownVectors() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Adler32.checksum([UInt8](repeating: 0xFF, count: 100_000)) == {
            var a: UInt32 = 1, b: UInt32 = 0
            for _ in 0..<100_000 { a = (a + 255) % 65521; b = (b + a) % 65521 }
            return b << 16 | a
        }())
    }

    @Test func deflateRoundTripsVariedData() throws {
        var data: [UInt8] = []
        var seed: UInt32 = 12345
        for i in 0..<70_000 {
            seed = seed &* 1_103_515_245 &+ 12345
            // Runs, repeats far back and noise, so literals, short and long matches all occur.
            data.append(i % 1000 < 500 ? UInt8(i / 1000 & 0xFF) : UInt8(seed >> 24))
        }
        data += data[0..<40_000]
        let compressed = Deflate.zlibCompress(data)
        #expect(try Inflater.zlibDecompress(compressed) == data)
        #expect(Deflate.zlibCompress([]).count > 0)
        #expect(try Inflater.zlibDecompress(Deflate.zlibCompress([])) == [])
    }

    @Test func pngHasValidStructureAndPixels() throws {
        var bitmap = Bitmap(width: 5, height: 3)
        bitmap.setPixel(x: 0, y: 0, to: .red)
        bitmap.setPixel(x: 4, y: 2, to: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        let png = bitmap.pngData()
        let parts = try #require(chunks(of: png))
        #expect(parts.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(parts.allSatisfy { $0.crcMatches })
        #expect(parts[0].data == [0, 0, 0, 5, 0, 0, 0, 3, 8, 6, 0, 0, 0])
        #expect(parts[2].data.isEmpty)
        let raw = try Inflater.zlibDecompress(parts[1].data)
        #expect(raw.count == 3 * (1 + 5 * 4))
        for y in 0..<3 {
            let row = raw[(y * 21)..<(y * 21 + 21)]
            #expect(row.first == 0)
            #expect(Array(row.dropFirst()) == Array(bitmap.rgba[(y * 20)..<(y * 20 + 20)]))
        }
        #expect(Array(raw[1..<5]) == [255, 0, 0, 255])
        #expect(Array(raw[(2 * 21 + 1 + 16)..<(2 * 21 + 21)]) == [0, 0, 255, 128])
    }

    @Test func corruptedPNGFailsTheCRCCheck() throws {
        var png = Bitmap(width: 2, height: 2).pngData()
        png[20] ^= 0x01 // inside IHDR's data
        let parts = try #require(chunks(of: png))
        #expect(!parts[0].crcMatches)
    }

    @Test func emptyBitmapStillEncodesAValidPNG() throws {
        let parts = try #require(chunks(of: Bitmap(width: 0, height: 0).pngData()))
        #expect(parts.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(parts.allSatisfy { $0.crcMatches })
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
        let parts = try #require(chunks(of: bitmap.pngData()))
        #expect(parts.map(\.type) == ["IHDR", "IDAT", "IEND"])
        #expect(parts.allSatisfy { $0.crcMatches })
        #expect(bigEndian(parts[0].data[0..<4]) == 240 && bigEndian(parts[0].data[4..<8]) == 135)
        let raw = try Inflater.zlibDecompress(parts[1].data)
        let rowBytes = 240 * 4
        #expect(raw.count == 135 * (rowBytes + 1))
        var pixels: [UInt8] = []
        for y in 0..<135 {
            #expect(raw[y * (rowBytes + 1)] == 0)
            pixels += raw[(y * (rowBytes + 1) + 1)..<((y + 1) * (rowBytes + 1))]
        }
        #expect(pixels == bitmap.rgba)
        #expect(parts[1].data.count < raw.count / 4) // the encoder really compresses
    }
}
