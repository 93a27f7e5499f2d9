import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// Hostile text lays out with bounded work and draws boxes for what no font has, never crashing.
@MainActor @Suite struct TextBadInputTests {
    let font = Font.systemDefault!

    @Test func tenThousandCombiningMarksStayBounded() throws {
        let text = "a" + String(repeating: "\u{0301}", count: 10_000) + " مرحبا"
        let layout = font.layout(text, size: 20, width: 200)
        #expect(layout.glyphs.count <= 40)
        #expect(layout.lines.count >= 1)
    }

    @Test func unpairedBidiControlsLayOutInOrder() throws {
        let controls = ["\u{202A}", "\u{202B}", "\u{202D}", "\u{202E}", "\u{202C}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"]
        var text = ""
        for i in 0..<10_000 { text += controls[i % controls.count] }
        text += "abc אבג 123"
        let layout = font.layout(text, size: 20, width: 300, alignment: .natural)
        #expect(layout.lines.count >= 1)
        #expect(layout.glyphs.count <= text.unicodeScalars.count)
        // Overrides without their PDF: only opening controls, ending with a run of text.
        let open = String(repeating: "\u{202E}", count: 5_000) + "abc"
        let overridden = font.layout(open, size: 20)
        #expect(TextProbe.x(of: "a", in: open, overridden) > TextProbe.x(of: "c", in: open, overridden))
    }

    @Test func privateUseAndUnassignedScalarsDrawAsBoxes() throws {
        var scalars = String.UnicodeScalarView()
        for v in UInt32(0xF0100)..<UInt32(0xF0140) { scalars.append(Unicode.Scalar(v)!) }
        scalars.append(Unicode.Scalar(0x0378)!)           // unassigned
        scalars.append(Unicode.Scalar(0x10FFFD)!)         // plane 16 private use
        let text = String(scalars)
        let layout = font.layout(text, size: 20)
        #expect(layout.glyphs.count == scalars.count)
        #expect(layout.glyphs.allSatisfy { $0.id == 0 && $0.advance > 0 })   // .notdef boxes
        let image = try PixelImage(width: 1400, height: 40)
        image.fill(with: .white)
        Canvas(image: image).draw(layout, font: font, at: Point(x: 2, y: 4), color: .black)
        #expect(image.bitmap().rgba.contains { $0 < 128 })                    // the boxes are drawn
    }

    @Test func aFieldWithMixedHostileTextKeepsItsCaretInRange() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 100), clock: ManualClock())
        let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 44))
        window.addSubview(field)
        field.text = "\u{202E}abc\u{2067}אבג" + String(repeating: "\u{0301}", count: 500)
        let offsets = field.caretOffsets()
        #expect(offsets.count == field.displayText.count + 1)
        #expect(offsets.allSatisfy { $0.isFinite })
    }
}
