import Foundation
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting
import TactileTestSupport

/// Bad input to `Image`: each throws an `ImageError` naming the source and the reason; fuzzed
/// bytes never crash.
@MainActor @Suite struct ImageErrorTests {
    typealias F = ImageFixturePixels

    /// A private directory for files this test writes.
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func reason(_ body: () throws(ImageError) -> Image) -> ImageError? {
        do { _ = try body(); return nil } catch { return error }
    }

    @Test func fileNamedAt2xHasScale2AndSizeInPoints() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let png = try ImageFixtures.png(F.colourful(width: 40, height: 30))
        try Data(png).write(to: dir.appendingPathComponent("icon@2x.png"))
        try Data(png).write(to: dir.appendingPathComponent("icon.png"))
        let double = try Image(contentsOfFile: dir.appendingPathComponent("icon@2x.png").path)
        #expect(double.scale == 2)
        #expect(double.size == Size(width: 20, height: 15))
        let single = try Image(contentsOfFile: dir.appendingPathComponent("icon.png").path)
        #expect(single.scale == 1 && single.size == Size(width: 40, height: 30))
        #expect(Image.scale(ofFileNamed: "/a/b@3x.jpg") == 3)
        #expect(Image.scale(ofFileNamed: "/a@2x/b.png") == 1)
        #expect(Image.scale(ofFileNamed: "x@2x.y.png") == 2)
        #expect(Image.scale(ofFileNamed: "@x.png") == 1)
    }

    @Test func missingFileNamesThePath() {
        let error = reason { () throws(ImageError) in try Image(contentsOfFile: "/nonexistent/picture.png") }
        #expect(error?.source == "/nonexistent/picture.png")
        #expect(error?.reason == .unreadable("No such file or directory"))
        #expect(error?.description == "/nonexistent/picture.png: cannot read the file: No such file or directory")
        let directory = reason { () throws(ImageError) in try Image(contentsOfFile: "/tmp") }
        #expect(directory?.reason == .unreadable("not a regular file"))
    }

    @Test func unsupportedFormatsAreNamedAsSuch() {
        for bytes in [[], Array("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]] as [[UInt8]] {
            let error = reason { () throws(ImageError) in try Image(data: bytes) }
            #expect(error?.source == "image data")
            #expect(error?.reason == .unsupportedFormat("not a PNG or JPEG file (unrecognised signature)"))
        }
    }

    @Test func truncatedFilesAreCorrupt() throws {
        let png = try ImageFixtures.png(F.colourful(width: 64, height: 64))
        let jpeg = try ImageFixtures.jpeg(F.gradient())
        for (name, bytes) in [("png", png), ("jpeg", jpeg)] {
            let error = reason { () throws(ImageError) in try Image(data: Array(bytes.prefix(bytes.count * 2 / 3))) }
            #expect(error?.reason == .corrupt("the file ends early (truncated)"), "\(name)")
        }
        // Cut inside the header: still an error, not a crash.
        #expect(reason { () throws(ImageError) in try Image(data: Array(png.prefix(20))) } != nil)
        #expect(reason { () throws(ImageError) in try Image(data: Array(jpeg.prefix(30))) } != nil)
    }

    @Test func aHeaderThatLiesAboutTheSizeIsCorrupt() throws {
        let png = try ImageFixtures.png(F.colourful(width: 10, height: 10))
        let lying = F.withHeaderSize(png, width: 20, height: 20)
        guard case .corrupt? = reason({ () throws(ImageError) in try Image(data: lying) })?.reason else {
            Issue.record("a PNG whose header claims more pixels than its data holds must be corrupt")
            return
        }
    }

    @Test func tooManyPixelsIsRefusedFromTheHeader() throws {
        let png = F.withHeaderSize(try ImageFixtures.png(F.colourful(width: 10, height: 10)), width: 20_000, height: 20_000)
        #expect(reason { () throws(ImageError) in try Image(data: png) }?.reason == .tooLarge(width: 20_000, height: 20_000))
        let wide = F.withHeaderSize(try ImageFixtures.png(F.colourful(width: 10, height: 10)), width: 40_000, height: 1)
        #expect(reason { () throws(ImageError) in try Image(data: wide) }?.reason == .tooLarge(width: 40_000, height: 1))
        // A JPEG's frame header: height and width after the SOF0 marker's length and precision.
        var jpeg = try ImageFixtures.jpeg(F.gradient())
        let sof = try #require((0..<(jpeg.count - 9)).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg[sof + 5] = 0x75; jpeg[sof + 6] = 0x30   // 30000
        jpeg[sof + 7] = 0x75; jpeg[sof + 8] = 0x30
        #expect(reason { () throws(ImageError) in try Image(data: jpeg) }?.reason == .tooLarge(width: 30_000, height: 30_000))
    }

    @Test func fuzzedBytesThrowOrDecodeButNeverCrash() throws {
        let seeds = [try ImageFixtures.png(F.colourful(width: 16, height: 12)),
                     try ImageFixtures.png(F.palette(colours: 16), colour: .palette, bitDepth: 4, interlaced: true),
                     try ImageFixtures.jpeg(F.gradient(width: 24, height: 16)),
                     try ImageFixtures.jpeg(F.gradient(width: 24, height: 16), progressive: true)]
        // A seeded LCG (Knuth's MMIX constants): the same mutations on every run.
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        var decoded = 0, refused = 0
        for round in 0..<1200 {
            var bytes = seeds[round % seeds.count]
            for _ in 0..<(1 + Int(next() % 8)) {
                let i = Int(next() % UInt64(bytes.count))
                bytes[i] = UInt8(truncatingIfNeeded: next())
            }
            if round % 5 == 0 { bytes = Array(bytes.prefix(Int(next() % UInt64(bytes.count)))) }
            do { _ = try Image(data: bytes); decoded += 1 } catch { refused += 1 }
        }
        #expect(decoded + refused == 1200)
        #expect(refused > 0)
    }
}
