import Testing
import TactileCore
@testable import TactileKit

/// `Canvas.draw(_:font:at:color:lines:)` draws only the lines asked for, fallback fonts' glyphs
/// included, and nothing for lines the layout does not have.
@MainActor @Suite struct LayoutLinesDrawingTests {
    /// How many dark pixels the band of rows `rows` of `bitmap` holds.
    func ink(_ bitmap: Bitmap, rows: Range<Int>) -> Int {
        var count = 0
        for y in rows.clamped(to: 0..<bitmap.height) {
            for x in 0..<bitmap.width where bitmap.rgba[(y * bitmap.width + x) * 4] < 128 { count += 1 }
        }
        return count
    }

    /// `layout` drawn at the top-left corner on white, only `lines`.
    func render(_ layout: TextLayout, font: Font, lines: Range<Int>?) throws -> Bitmap {
        let image = try PixelImage(width: 200, height: 120)
        image.fill(with: .white)
        Canvas(image: image).draw(layout, font: font, at: .zero, color: .black, lines: lines)
        return image.bitmap()
    }

    @Test func onlyTheGivenLinesAreDrawn() throws {
        let font = try #require(Font.systemDefault)
        let layout = font.layout("first\nשלום\nthird", size: 20)
        try #require(layout.lines.count == 3)
        let height = font.lineHeight(atSize: 20)
        let band = { (line: Int) in Int((Double(line) * height).rounded())..<Int((Double(line + 1) * height).rounded()) }

        let all = try render(layout, font: font, lines: nil)
        #expect((0..<3).allSatisfy { ink(all, rows: band($0)) > 0 })

        // The middle line (Hebrew, from a fallback font) alone.
        let middle = try render(layout, font: font, lines: 1..<2)
        #expect(ink(middle, rows: band(0)) == 0)
        #expect(ink(middle, rows: band(1)) == ink(all, rows: band(1)))
        #expect(ink(middle, rows: band(2)) == 0)

        // Lines past the layout's end draw nothing; a range running past it draws what there is.
        #expect(ink(try render(layout, font: font, lines: 3..<6), rows: 0..<120) == 0)
        let tail = try render(layout, font: font, lines: 2..<6)
        #expect(ink(tail, rows: band(2)) == ink(all, rows: band(2)))
        #expect(ink(tail, rows: band(0)) == 0)
    }
}
