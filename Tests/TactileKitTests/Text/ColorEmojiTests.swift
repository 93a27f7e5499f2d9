import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// Emoji come from Noto Color Emoji's colour bitmaps, scaled to the text size and never tinted.
@MainActor @Suite struct ColorEmojiTests {
    let font = Font.systemDefault!

    /// Whether `c` is a saturated colour (channels far apart).
    static func isColourful(_ c: Color) -> Bool {
        max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue) > 0.3 && c.alpha > 0.5
    }

    @Test func anEmojiLabelHasColouredPixelsAndItsLettersStayTheTextColour() throws {
        let text = "Coffee ☕ 😀"
        let layout = font.layout(text, size: 32)
        let emoji = layout.glyphs.filter { $0.cluster >= TextProbe.bytes(of: "☕", in: text).lowerBound }
            .filter { $0.advance > 0 && !$0.font.familyName.isEmpty && $0.font !== font }
        #expect(emoji.count == 2)
        #expect(emoji.allSatisfy { $0.font.typeface.isColor && $0.id != 0 })

        let image = try PixelImage(width: 260, height: 60)
        image.fill(with: .white)
        Canvas(image: image).draw(layout, font: font, at: Point(x: 4, y: 6), color: .black)
        let bitmap = image.bitmap()
        let lettersEnd = Int(4 + TextProbe.x(of: "☕", in: text, layout))
        var colourful = 0, colourfulInLetters = 0, dark = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let c = bitmap.pixel(x: x, y: y)
                if Self.isColourful(c) { if x < lettersEnd { colourfulInLetters += 1 } else { colourful += 1 } }
                if x < lettersEnd, c.red < 0.5 {
                    dark += 1
                    // The letters are black text: grey pixels only.
                    #expect(abs(c.red - c.green) < 0.02 && abs(c.green - c.blue) < 0.02)
                }
            }
        }
        #expect(colourful > 100)
        #expect(colourfulInLetters == 0)
        #expect(dark > 100)
    }

    @Test func emojiAreScaledToTheTextSize() throws {
        func inkHeight(_ size: Double) throws -> Int {
            let image = try PixelImage(width: 200, height: 200)
            image.fill(with: .white)
            Canvas(image: image).draw("😀", at: Point(x: 10, y: 10), size: size, color: .black)
            let bitmap = image.bitmap()
            let rows = (0..<200).filter { y in (0..<200).contains { x in Self.isColourful(bitmap.pixel(x: x, y: y)) } }
            return (rows.last ?? 0) - (rows.first ?? 0)
        }
        let small = try inkHeight(16), large = try inkHeight(64)
        #expect(small > 8 && small < 20)
        #expect(abs(Double(large) / Double(small) - 4) < 0.8)
    }

    @Test func theColourGlyphCacheIsBounded() throws {
        let image = try PixelImage(width: 64, height: 64)
        let canvas = Canvas(image: image)
        var emojiFont: Font?
        for value in UInt32(0x1F600)..<UInt32(0x1F600 + 80) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for size in [10.0, 11, 12, 13] {
                let layout = font.layout(String(Character(scalar)), size: size)
                canvas.draw(layout, font: font, at: .zero, color: .black)
                if let f = layout.glyphs.first?.font, f.typeface.isColor { emojiFont = f }
            }
        }
        let cache = try #require(emojiFont).glyphCache
        #expect(cache.colorGlyphs.count <= GlyphCache.maximumColorGlyphs)
        #expect(cache.colorGlyphs.count >= 200)
    }
}
