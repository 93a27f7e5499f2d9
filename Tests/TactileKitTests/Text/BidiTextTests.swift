import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// Mixed-direction text is ordered by the Unicode bidi algorithm: Latin left to right, Arabic and
/// Hebrew runs right to left, digits left to right inside them.
@MainActor @Suite struct BidiTextTests {
    let font = Font.systemDefault!

    @Test func arabicInsideEnglishReadsRightToLeftWithDigitsLeftToRight() {
        let text = "Hello مرحبا 123 عالم"
        let layout = font.layout(text, size: 20)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].isRightToLeft == false)
        let hello = TextProbe.centre(of: "Hello", in: text, layout)
        let marhaba = TextProbe.centre(of: "مرحبا", in: text, layout)
        let digits = TextProbe.centre(of: "123", in: text, layout)
        let alam = TextProbe.centre(of: "عالم", in: text, layout)
        // Visually: Hello, then the Arabic run reversed: عالم 123 مرحبا.
        #expect(hello < alam)
        #expect(alam < digits)
        #expect(digits < marhaba)
        // Digits left to right inside the run.
        let one = TextProbe.x(of: "1", in: text, layout), two = TextProbe.x(of: "2", in: text, layout)
        let three = TextProbe.x(of: "3", in: text, layout)
        #expect(one < two && two < three)
        // The first Arabic letter is the rightmost of its word.
        let meem = TextProbe.x(of: "م", in: text, layout)
        let alif = TextProbe.x(of: "ا", in: text, layout)
        #expect(meem > alif)
        // Latin left to right.
        #expect(TextProbe.x(of: "H", in: text, layout) < TextProbe.x(of: "o", in: text, layout))
        // Glyphs of the Arabic run are flagged right-to-left, the Latin ones not.
        let arabic = TextProbe.bytes(of: "مرحبا", in: text)
        #expect(layout.glyphs.filter { arabic.contains($0.cluster) }.allSatisfy { $0.isRightToLeft })
        #expect(layout.glyphs.filter { $0.cluster < 5 }.allSatisfy { !$0.isRightToLeft })
    }

    @Test func digitsAfterHebrewInALeftToRightParagraphSitLeftOfIt() {
        let text = "abc שלום 42"
        let layout = font.layout(text, size: 20)
        let abc = TextProbe.centre(of: "abc", in: text, layout)
        let shalom = TextProbe.centre(of: "שלום", in: text, layout)
        let digits = TextProbe.centre(of: "42", in: text, layout)
        // Visually: "abc 42 םולש" (the number joins the right-to-left run, ahead of the Hebrew).
        #expect(abc < digits)
        #expect(digits < shalom)
        #expect(TextProbe.x(of: "4", in: text, layout) < TextProbe.x(of: "2", in: text, layout))
        #expect(TextProbe.x(of: "ש", in: text, layout) > TextProbe.x(of: "ם", in: text, layout))
        #expect(layout.glyphs.allSatisfy { $0.id != 0 })
    }

    @Test func aRightToLeftParagraphPutsItsFirstWordOnTheRight() {
        let text = "مرحبا Hello"
        let layout = font.layout(text, size: 20, width: 400, alignment: .natural)
        #expect(layout.lines[0].isRightToLeft)
        #expect(TextProbe.centre(of: "مرحبا", in: text, layout) > TextProbe.centre(of: "Hello", in: text, layout))
        #expect(TextProbe.x(of: "H", in: text, layout) < TextProbe.x(of: "o", in: text, layout))
        // Natural alignment of a right-to-left paragraph: flush right.
        let ink = layout.inkBounds
        #expect(abs(ink.maxX - 400) < 3)
    }

    @Test func forcedDirectionOverridesTheFirstStrongLetter() {
        let text = "Hello עולם"
        let forced = font.layout(text, size: 20, direction: .forced(.rightToLeft))
        #expect(forced.lines[0].isRightToLeft)
        #expect(TextProbe.centre(of: "Hello", in: text, forced) > TextProbe.centre(of: "עולם", in: text, forced))
        let natural = font.layout(text, size: 20)
        #expect(TextProbe.centre(of: "Hello", in: text, natural) < TextProbe.centre(of: "עולם", in: text, natural))
    }

    @Test func aLabelInARightToLeftViewLaysNeutralTextOutFromTheRight() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 100), clock: ManualClock())
        window.semanticContentAttribute = .forceRightToLeft
        let label = Label(frame: Rect(x: 0, y: 0, width: 300, height: 40), text: "42 + 7")
        window.addSubview(label)
        #expect(label.textAlignment == .natural)
        let layout = label.layout
        #expect(layout.lines[0].isRightToLeft)
        #expect(layout.inkBounds.minX > 150)
        // The same label left-to-right starts at the left.
        window.semanticContentAttribute = .forceLeftToRight
        #expect(label.layout.lines[0].isRightToLeft == false)
        #expect(label.layout.inkBounds.maxX < 150)
        // Strong letters still win over the view's direction.
        label.text = "Hello"
        window.semanticContentAttribute = .forceRightToLeft
        #expect(label.layout.lines[0].isRightToLeft == false)
    }

    @Test func arabicLettersJoin() {
        let beh = "\u{0628}"
        let isolated = font.layout(beh, size: 20).glyphs[0].id
        let joined = font.layout(beh + beh + beh, size: 20).glyphs.map(\.id)
        #expect(joined.count == 3)
        #expect(joined.allSatisfy { $0 != 0 && $0 != isolated })   // initial, medial and final forms
        #expect(Set(joined).count == 3)
    }

    @Test func reorderingFollowsRuleL2() {
        #expect(BidiParagraph.visualOrder(levels: [0, 0, 1, 1, 1, 0]) == [0, 1, 4, 3, 2, 5])
        #expect(BidiParagraph.visualOrder(levels: [1, 1, 2, 2, 1]) == [4, 2, 3, 1, 0])
        #expect(BidiParagraph.visualOrder(levels: []) == [])
    }
}
