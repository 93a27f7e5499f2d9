import Foundation
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// A mixed Arabic/English label drawn as the stored reference shows it (Arabic joined, words in
/// bidi order), within a tolerance.
@MainActor @Suite struct BidiPixelTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The label drawn on white.
    static func render() throws -> Bitmap {
        let image = try PixelImage(width: 320, height: 48)
        image.fill(with: .white)
        let font = try #require(Font.systemDefault)
        let layout = font.layout("Hello مرحبا بالعالم 2026", size: 22)
        Canvas(image: image).draw(layout, font: font, at: Point(x: 8, y: 8), color: .black)
        return image.bitmap()
    }

    @Test func mixedArabicAndEnglishMatchesTheReference() throws {
        let bitmap = try Self.render()
        let path = Self.fixtures.appendingPathComponent("bidi-label.png").path
        if ProcessInfo.processInfo.environment["TACTILE_WRITE_REFERENCES"] != nil {
            try bitmap.writePNG(toFile: path)
        }
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let reference = try ImageCodec.decodeStraight(bytes, header: ImageCodec.probe(bytes))
        #expect(reference.width == bitmap.width && reference.height == bitmap.height)
        guard reference.width == bitmap.width, reference.height == bitmap.height else { return }
        var differing = 0, inked = 0
        for i in stride(from: 0, to: bitmap.rgba.count, by: 4) {
            if bitmap.rgba[i] < 128 { inked += 1 }
            let diff = (0..<3).map { abs(Int(bitmap.rgba[i + $0]) - Int(reference.rgba[i + $0])) }.max() ?? 0
            if diff > 48 { differing += 1 }
        }
        #expect(inked > 300)
        // At most 1 % of the pixels differ by more than 48 levels (hinting or filtering drift).
        #expect(differing * 100 <= bitmap.width * bitmap.height)
    }
}
