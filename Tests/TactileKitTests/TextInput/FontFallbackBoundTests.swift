import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// Characters no font has (private-use scalars) cost a bounded number of fontconfig lookups per
/// paragraph, and the fallback memory stays bounded. Lookups are counted, never timed.
@MainActor @Suite struct FontFallbackBoundTests {
    /// `count` distinct supplementary private-use scalars from `start` (no installed font has them).
    static func privateUse(from start: UInt32, count: Int) -> String {
        var scalars = String.UnicodeScalarView()
        for value in start..<(start + UInt32(count)) { if let scalar = Unicode.Scalar(value) { scalars.append(scalar) } }
        return String(scalars)
    }

    @Test func aParagraphOfUncoveredScalarsMakesABoundedNumberOfLookups() throws {
        let font = try #require(Font.systemDefault)
        let before = font.fallbackLookupCount
        let layout = font.layout(Self.privateUse(from: 0xF0000, count: 1000), size: 20)
        #expect(layout.lines.count == 1)
        #expect(font.fallbackLookupCount - before == Font.maximumFallbackLookupsPerParagraph)
    }

    @Test func theFallbackMemoryStaysBounded() throws {
        let font = try #require(Font.systemDefault)
        let perParagraph = Font.maximumFallbackLookupsPerParagraph
        let paragraphs = FontCache.maximumFallbacks / perParagraph + 2
        for i in 0..<paragraphs {
            _ = font.layout(Self.privateUse(from: 0x100000 + UInt32(i * perParagraph), count: perParagraph), size: 20)
            #expect(KitGlobals.fonts.fallbacks.count <= FontCache.maximumFallbacks)
        }
        #expect(KitGlobals.fonts.fallbacks.count == FontCache.maximumFallbacks)
    }

    @Test func composingTextIsHeldToTheFieldsRoom() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: ManualClock())
        let field = TextField(frame: Rect(x: 20, y: 20, width: 400, height: 44))
        window.addSubview(field)
        field.maximumLength = 100
        field.text = String(repeating: "x", count: 90)
        #expect(field.becomeFirstResponder())
        var edit = InputMethodEdit()
        edit.preedit = Self.privateUse(from: 0xF0000, count: 1000)
        field.apply(edit)
        #expect(field.markedText?.unicodeScalars.count == 10)
    }
}
