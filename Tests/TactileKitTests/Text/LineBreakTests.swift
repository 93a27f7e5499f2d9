import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// Wrapping follows the Unicode line breaking algorithm (UAX #14, libunibreak).
@MainActor @Suite struct LineBreakTests {
    let font = Font.systemDefault!

    /// The text of each line of `layout` (characters by cluster, in logical order).
    func lineTexts(_ text: String, _ layout: TextLayout) -> [String] {
        let bytes = Array(text.utf8)
        return layout.lines.map { line in
            let clusters = Set(layout.glyphs[line.glyphRange].map(\.cluster)).sorted()
            guard let first = clusters.first, let last = clusters.last else { return "" }
            var end = last + 1
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
            return String(decoding: bytes[first..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        }
    }

    func width(_ text: String) -> Double { font.layout(text, size: 20).size.width }

    @Test func opportunitiesFollowUAX14() {
        let exclamation = LineBreaks(utf8: Array("Hello !".utf8))
        #expect(!exclamation.allows(before: 6))                  // never before "!", even after a space
        let hyphen = LineBreaks(utf8: Array("well-known".utf8))
        #expect(hyphen.allows(before: 5))                        // after the hyphen
        #expect(!hyphen.allows(before: 4) && !hyphen.allows(before: 2))
        let ideographs = LineBreaks(utf8: Array("漢字。漢".utf8))
        #expect(ideographs.allows(before: 3))                    // between ideographs
        #expect(!ideographs.allows(before: 6))                   // not before the full stop
        #expect(ideographs.allows(before: 9))
        let spaces = LineBreaks(utf8: Array("a b".utf8))
        #expect(spaces.allows(before: 2) && !spaces.allows(before: 1))
        let separator = LineBreaks(utf8: Array("a\u{2028}b".utf8))
        #expect(separator.requires(before: 4))
    }

    @Test func punctuationStaysWithTheWordBeforeIt() {
        let text = "ab cd !"
        let layout = font.layout(text, size: 20, width: width("ab cd") + 1)
        #expect(lineTexts(text, layout) == ["ab", "cd !"])
    }

    @Test func aHyphenatedWordBreaksAfterItsHyphen() {
        let text = "well-known"
        let layout = font.layout(text, size: 20, width: max(width("well-"), width("known")) + 1)
        #expect(lineTexts(text, layout) == ["well-", "known"])
    }

    @Test func ideographsBreakBetweenEachOtherButNotBeforeClosingPunctuation() {
        let text = "漢字。漢字"
        let layout = font.layout(text, size: 20, width: width("漢字") + 1)
        // "字。" stays together, so the first line ends after one ideograph.
        #expect(lineTexts(text, layout) == ["漢", "字。", "漢字"])
        let plain = "漢字漢字漢字"
        #expect(lineTexts(plain, font.layout(plain, size: 20, width: width("漢字") + 1)) == ["漢字", "漢字", "漢字"])
    }

    @Test func trailingSpacesHangAndLongWordsBreakBetweenClusters() {
        let text = "abc   def"
        let layout = font.layout(text, size: 20, width: width("abc") + 1)
        #expect(layout.lines.count == 2)
        #expect(abs(layout.lines[0].width - width("abc")) < 0.01)
        let long = font.layout("abcdefghij", size: 20, width: width("abcd") + 1)
        #expect(lineTexts("abcdefghij", long) == ["abcd", "efgh", "ij"])
    }

    @Test func classesLibunibreakCannotTakeAreReplacedKeepingOffsets() {
        let text = " \u{0301}🇫🇷🇩🇪\u{FFFC}\n\u{200D}\u{FE0F}x"
        let safe = LineBreaks.withoutUnsupportedClasses(Array(text.utf8))
        #expect(safe.count == text.utf8.count)
        _ = LineBreaks(utf8: Array(text.utf8))
        #expect(font.layout("a \u{0301} 🇫🇷 \u{FFFC} b", size: 20, width: 30).lines.count >= 1)
    }

    @Test func aLineSeparatorAlwaysBreaks() {
        let text = "ab\u{2028}cd"
        #expect(font.layout(text, size: 20).lines.count == 2)
    }

    @Test func wrappedRightToLeftLinesKeepTheirFirstWordsOnTop() {
        let text = "שלום עולם טוב"
        let layout = font.layout(text, size: 20, width: width("שלום עולם") + 1, alignment: .natural)
        #expect(lineTexts(text, layout) == ["שלום עולם", "טוב"])
        #expect(layout.lines.allSatisfy { $0.isRightToLeft })
        // Each line is flush right, its first word on the right.
        let first = layout.lines[0]
        let shalom = TextProbe.centre(of: "שלום", in: text, layout), olam = TextProbe.centre(of: "עולם", in: text, layout)
        #expect(shalom > olam)
        #expect(abs(first.x + first.width - (width("שלום עולם") + 1)) < 0.01)
    }

    @Test func anArabicWordCutAcrossLinesJoinsAsTwoWords() {
        // One word of joining letters, far wider than the line: it is cut between clusters. Each
        // piece takes the forms it has on its own (final at the cut's end, initial after it), not
        // the medial forms the whole word has there.
        let word = String(repeating: "ب", count: 24)
        let layout = font.layout(word, size: 20, width: width(String(repeating: "ب", count: 8)), alignment: .natural)
        let lines = lineTexts(word, layout)
        #expect(lines.count >= 2)
        for (index, text) in lines.enumerated() {
            let alone = font.layout(text, size: 20).glyphs.map(\.id)
            let inLine = layout.glyphs[layout.lines[index].glyphRange].map(\.id)
            #expect(inLine == alone, "line \(index) (\(text.count) letters)")
        }
        // The clusters still count bytes of the whole text.
        #expect(layout.glyphs.map(\.cluster).max() == word.utf8.count - 2)
    }
}
