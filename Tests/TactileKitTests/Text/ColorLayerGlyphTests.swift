import Foundation
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// COLR v0 colour glyphs: layers drawn in their palette's colours whatever the text colour, and the
/// same font's plain glyphs in the text colour. The font is `Fixtures/colr-test.ttf`
/// (scripts/make-colr-fixture.py): "A" is a plain square, "B" a red square under a blue one.
@MainActor @Suite struct ColorLayerGlyphTests {
    static let fontPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/colr-test.ttf").path

    /// `text` drawn in grey at 40 points on white; the counts of red, blue and grey pixels.
    func draw(_ text: String) throws -> (red: Int, blue: Int, grey: Int) {
        let font = try Font(path: Self.fontPath)
        #expect(font.typeface.isColor)
        let image = try PixelImage(width: 120, height: 60)
        image.fill(with: .white)
        Canvas(image: image).draw(font.layout(text, size: 40), font: font, at: Point(x: 10, y: 5),
                                  color: Color(red: 0.5, green: 0.5, blue: 0.5))
        let bitmap = image.bitmap()
        var red = 0, blue = 0, grey = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let c = bitmap.pixel(x: x, y: y)
                if c.red > 0.8 && c.green < 0.2 && c.blue < 0.2 { red += 1 }
                if c.blue > 0.8 && c.red < 0.2 && c.green < 0.2 { blue += 1 }
                if abs(c.red - 0.5) < 0.05 && abs(c.green - 0.5) < 0.05 && abs(c.blue - 0.5) < 0.05 { grey += 1 }
            }
        }
        return (red, blue, grey)
    }

    @Test func aLayeredGlyphIsDrawnInItsPalettesColours() throws {
        let counts = try draw("B")
        // A 24 × 28 px red square with a 12 × 16 px blue one on it (40 pt, 1000 units per em).
        #expect(counts.red > 150)
        #expect(counts.blue > 100)
        #expect(counts.grey == 0)
    }

    @Test func aPlainGlyphOfTheSameFontTakesTheTextColour() throws {
        let counts = try draw("A")
        #expect(counts.grey > 400)
        #expect(counts.red == 0 && counts.blue == 0)
        let both = try draw("AB")
        #expect(both.grey > 400 && both.red > 150 && both.blue > 100)
    }
}
