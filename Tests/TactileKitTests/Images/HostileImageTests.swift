import Foundation
import Testing
import TactileCore
@testable import TactileKit
import TactileTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Files made to exhaust the decoders: a PNG of zTXt chunks that inflate a thousandfold, and a
/// progressive JPEG with hundreds of scans. Both are generated (the PNG by
/// `scripts/fixtures/ztxt-bomb-png.py`, the JPEG from an encoded one here); memory is read from the
/// codec's own accounting and work is counted in scans, never timed.
@MainActor @Suite struct HostileImageTests {
    typealias F = ImageFixturePixels

    /// The package's root directory, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func reason(_ body: () throws(ImageError) -> Image) -> ImageError? {
        do { _ = try body(); return nil } catch { return error }
    }

    /// Runs the generator script: 40 zTXt chunks, each inflating to 4 MiB.
    func zTXtBomb() throws -> [UInt8] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-bomb-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }
        let script = Self.packageRoot.appendingPathComponent("scripts/fixtures/ztxt-bomb-png.py").path
        let status = system("python3 '\(script)' '\(output.path)' 40 4194304")
        try #require(status == 0, "python3 \(script) failed")
        return Array(try Data(contentsOf: output))
    }

    @Test func aZTXtBombIsReadWithBoundedDecoderMemory() throws {
        let bomb = try zTXtBomb()
        #expect(bomb.count < 200_000)   // 160 MiB of text inflated from under 200 KB
        let header = try ImageCodec.probe(bomb)
        #expect(header.width == 1 && header.height == 1)
        #expect(header.libraryPeakBytes > 0)
        #expect(header.libraryPeakBytes < 1 << 20)
        let image = try Image(data: bomb)
        #expect(image.pixelWidth == 1 && image.pixelHeight == 1)
    }

    /// The offsets of every start-of-scan marker (0xFF 0xDA; entropy-coded data never holds one).
    static func scanStarts(_ jpeg: [UInt8]) -> [Int] {
        (0..<(jpeg.count - 1)).filter { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA }
    }

    /// `jpeg` with its last scan (from its marker up to the end-of-image marker) repeated `times` more.
    static func repeatingLastScan(of jpeg: [UInt8], times: Int) throws -> [UInt8] {
        let start = try #require(scanStarts(jpeg).last)
        let end = jpeg.count - 2
        try #require(jpeg[end] == 0xFF && jpeg[end + 1] == 0xD9)
        let scan = jpeg[start..<end]
        return Array(jpeg[..<end]) + Array([ArraySlice<UInt8>](repeating: scan, count: times).joined()) + [0xFF, 0xD9]
    }

    @Test func aProgressiveJPEGWithRepeatedScansIsRejected() throws {
        let jpeg = try ImageFixtures.jpeg(F.gradient(), progressive: true)
        #expect(try Image(data: jpeg).pixelWidth > 0)
        let flood = try Self.repeatingLastScan(of: jpeg, times: 200)
        #expect(Self.scanStarts(flood).count == Self.scanStarts(jpeg).count + 200)
        let error = reason { () throws(ImageError) in try Image(data: flood) }
        #expect(error?.reason == .corrupt("a progressive scan repeats or skips refinement bits"))
    }

    @Test func aValidProgressionOfMoreThanAHundredScansIsRejected() throws {
        let jpeg = try ImageFixtures.jpeg(F.gradient(), grey: true, manyScans: true)
        #expect(Self.scanStarts(jpeg).count == 127)
        let error = reason { () throws(ImageError) in try Image(data: jpeg) }
        #expect(error?.reason == .corrupt("more than 100 progressive scans"))
    }
}
