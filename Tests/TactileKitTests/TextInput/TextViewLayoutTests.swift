import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// `TextView` lays its paragraphs out through the bidi layout (caret and selection where the
/// glyphs are), keeps each paragraph's layout between draws and edits of other paragraphs, and
/// finds the caret's line among many and the edit menu's text without copying the whole text.
@MainActor @Suite struct TextViewLayoutTests {
    typealias Scene = TextViewTests.Scene

    /// The caret's x (content coordinates) before each character boundary `0...count`.
    func caretXs(_ textView: TextView, _ count: Int) -> [Double] {
        (0...count).map { textView.caretRect(at: $0).midX }
    }

    @Test func anArabicParagraphPutsItsCaretOnTheRightOfEachLetter() {
        let s = Scene(text: "مرحبا hello")
        let xs = caretXs(s.textView, 11)
        // The paragraph reads right to left: the caret starts at the right end of the Arabic word
        // and walks left through it…
        #expect(xs[0] > xs[1] && xs[1] > xs[2] && xs[2] > xs[3] && xs[3] > xs[4] && xs[4] > xs[5])
        // …and the English word sits to the left of the Arabic one, read left to right.
        #expect(xs[7] < xs[1])
        #expect(xs[7] < xs[8] && xs[8] < xs[9] && xs[9] < xs[10] && xs[10] < xs[11])
        #expect(xs[11] <= xs[5] + 0.5)
        // A right-to-left paragraph starts at the right edge, in a left-to-right view too.
        #expect(abs(xs[0] - (s.textView.bounds.width - TextView.textInset)) < 1)
        // So it does in a right-to-left view: after the first Arabic letter the caret lies in the
        // right part of the view, left of the line's start.
        s.textView.semanticContentAttribute = .forceRightToLeft
        let rtl = caretXs(s.textView, 11)
        let leading = s.textView.bounds.width - TextView.textInset
        #expect(abs(rtl[0] - leading) < 1)
        #expect(rtl[1] < rtl[0] && rtl[1] > s.textView.bounds.width / 2)
        #expect(rtl[7] < rtl[1])
    }

    @Test func aMixedSelectionIsTintedWhereItsCharactersAre() throws {
        let s = Scene(text: "abc אבג")
        #expect(s.textView.becomeFirstResponder())
        let lines = s.textView.lines
        // "c", the space and א: א sits at the far right of the Hebrew word, the caret after it too.
        let aleph = lines.extent(of: 4, onLine: 0)
        #expect(aleph.isRightToLeft)
        #expect(aleph.maxX > lines.extent(of: 6, onLine: 0).maxX)
        #expect(abs(s.textView.caretRect(at: 5).midX - TextView.textInset - aleph.minX) < 0.5)
        // Drawing the selection paints the Hebrew letter's pixels, not the gap after the Latin ones.
        s.textView.selectedRange = 2..<5
        let image = try PixelImage(width: 240, height: 300)
        image.fill(with: .white)
        s.textView.draw(s.textView.bounds, in: Canvas(image: image))
        let y = Int(s.textView.caretRect(at: 0).minY) + 2
        let x = Int((TextView.textInset + (aleph.minX + aleph.maxX) / 2).rounded())
        let bitmap = image.bitmap()
        let pixel = (y * bitmap.width + x) * 4
        #expect(bitmap.rgba[pixel + 2] > bitmap.rgba[pixel])    // tinted blue
    }

    @Test func aMixedParagraphWrapsAtALineBreakOpportunityInsideAHyphenatedWord() {
        // No space inside the compound: UAX #14 allows a break after each hyphen, nowhere else.
        let text = "שלום well-known-long-hyphenated-compound-words"
        let s = Scene(text: text)
        let lines = s.textView.lines.lines
        #expect(lines.count >= 2)
        let characters = Array(text)
        let starts = lines.dropFirst().map { characters[$0.range.lowerBound - 1] }
        #expect(starts.allSatisfy { $0 == "-" || $0 == " " })
        #expect(starts.contains("-"))
        #expect(lines.allSatisfy { $0.width <= s.textView.textWidth + 0.5 })
        // The paragraph reads right to left (its first strong letter is Hebrew): on the first line
        // the English word sits left of the Hebrew one.
        let firstLine = s.textView.lines
        #expect(firstLine.extent(of: 0, onLine: 0).isRightToLeft)
        #expect(firstLine.extent(of: 5, onLine: 0).maxX < firstLine.extent(of: 3, onLine: 0).minX)
    }

    @Test func editingOneParagraphKeepsTheOtherParagraphsCachedLayouts() throws {
        let s = Scene(text: "first paragraph\nsecond paragraph\nthird one")
        _ = s.textView.lines
        /// Where a cached paragraph's character extents are stored: the same storage means the
        /// same layout, not laid out again.
        func storage(_ key: String) -> UnsafeRawPointer? {
            s.textView.paragraphCache.paragraphs[key]?.extents.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let first = try #require(storage("first paragraph")), third = try #require(storage("third one"))
        let second = try #require(storage("second paragraph"))
        s.textView.becomeFirstResponder()
        s.textView.selectedRange = 32..<32                      // the end of "second paragraph"
        s.textView.insertText("s")
        _ = s.textView.lines
        #expect(Set(s.textView.paragraphCache.paragraphs.keys) == ["first paragraph", "second paragraphs", "third one"])
        #expect(storage("first paragraph") == first)
        #expect(storage("third one") == third)
        #expect(storage("second paragraphs") != nil && storage("second paragraphs") != second)
        // Another width lays every paragraph out again.
        s.textView.frame.size.width = 200
        _ = s.textView.lines
        #expect(storage("first paragraph") != first)
    }

    @Test func hitTestingARightToLeftLineFindsTheBoundaryUnderThePoint() {
        let text = "مرحبا بك"
        let s = Scene(text: text)
        let count = text.count
        let xs = caretXs(s.textView, count)
        let y = s.textView.caretRect(at: 0).midY
        // Each boundary's own x finds it; a point a little towards the next boundary (to its left)
        // still does, a point past the midway finds the next one.
        for offset in 0...count {
            #expect(s.textView.caret(nearest: Point(x: xs[offset], y: y)) == offset)
        }
        for offset in 0..<count where xs[offset] - xs[offset + 1] > 2 {
            let gap = xs[offset] - xs[offset + 1]
            #expect(s.textView.caret(nearest: Point(x: xs[offset] - gap * 0.4, y: y)) == offset)
            #expect(s.textView.caret(nearest: Point(x: xs[offset] - gap * 0.6, y: y)) == offset + 1)
        }
        // Right of the line is its start, left of it its end.
        #expect(s.textView.caret(nearest: Point(x: xs[0] + 5, y: y)) == 0)
        #expect(s.textView.caret(nearest: Point(x: 0, y: y)) == count)
        // A tap there puts the caret there.
        s.driver.tap(at: s.textView.convert(Point(x: xs[2] + 0.5, y: y), to: nil))
        #expect(s.textView.caret == 2)
    }

    @Test func aSelectedNewlineIsMarkedWhereItsLineEnds() throws {
        let s = Scene(text: "שלום\nabc")
        #expect(s.textView.becomeFirstResponder())
        s.textView.selectedRange = 4..<5                        // only the newline after the Hebrew
        let image = try PixelImage(width: 240, height: 300)
        image.fill(with: .white)
        s.textView.draw(s.textView.bounds, in: Canvas(image: image))
        let bitmap = image.bitmap()
        func isTinted(_ x: Double) -> Bool {
            let y = Int(s.textView.caretRect(at: 0).midY)
            let pixel = (y * bitmap.width + Int(x.rounded(.down))) * 4
            return Int(bitmap.rgba[pixel + 2]) > Int(bitmap.rgba[pixel]) + 10
        }
        // The Hebrew line reads leftwards and ends at its left: the mark sits left of that end.
        let end = s.textView.caretRect(at: 4).midX
        #expect(end < s.textView.caretRect(at: 0).midX)
        #expect(isTinted(end - 2.5))
        #expect(!isTinted(end + 2.5))
    }

    @Test func aLongRightToLeftParagraphWrapsKeepingItsDirection() {
        let word = "שלום "
        let s = Scene(text: String(repeating: word, count: 20))
        let lines = s.textView.lines
        #expect(lines.lines.count >= 2)
        for (index, line) in lines.lines.enumerated() where !line.range.isEmpty {
            // Every line of the paragraph starts at its right end.
            let first = lines.extent(of: line.range.lowerBound, onLine: index)
            #expect(first.isRightToLeft)
            #expect(line.offsets[0] >= line.offsets[line.offsets.count - 1])
        }
    }

    @Test func drawingTwiceShapesNothingAgain() throws {
        let s = Scene(text: "first paragraph\nsecond paragraph\nthird one")
        let font = try #require(s.textView.font)
        let image = try PixelImage(width: 240, height: 300)
        let canvas = Canvas(image: image)
        s.textView.draw(s.textView.bounds, in: canvas)
        let shaped = font.shapedByteCount
        s.textView.draw(s.textView.bounds, in: canvas)
        #expect(font.shapedByteCount == shaped)
        // An edit lays out again only the paragraph it changed.
        s.textView.becomeFirstResponder()
        s.textView.selectedRange = 32..<32                      // the end of "second paragraph"
        s.textView.insertText("s")
        s.textView.draw(s.textView.bounds, in: canvas)
        #expect(font.shapedByteCount - shaped == "second paragraphs".utf8.count)
        #expect(s.textView.text == "first paragraph\nsecond paragraphs\nthird one")
    }

    @Test func theCaretsLineIsFoundAmongManyLines() {
        let text = (0..<200).map { "line \($0)" }.joined(separator: "\n")
        let s = Scene(text: text)
        let lines = s.textView.lines
        #expect(lines.lines.count == 200)
        for (index, line) in lines.lines.enumerated() {
            #expect(lines.lineIndex(ofCaret: line.range.lowerBound) == index)
            #expect(lines.lineIndex(ofCaret: line.range.upperBound) == index)
        }
        #expect(lines.lineIndex(ofCaret: text.count + 5) == 199)
    }

    @Test func copyAndCutTakeTheSelectedCharacters() {
        let s = Scene(text: "héllo wörld\nnext")
        let clipboard = RecordingClipboard()
        s.window.services[ClipboardServiceKey.self] = clipboard
        s.textView.selectedRange = 1..<5
        #expect(s.textView.selectedText == "éllo")
        s.textView.performEditMenuItem(.copy)
        #expect(clipboard.copied == ["éllo"])
        s.textView.selectedRange = 8..<14                       // "rld\nne"
        s.textView.performEditMenuItem(.cut)
        #expect(clipboard.copied == ["éllo", "rld\nne"])
        #expect(s.textView.text == "héllo wöxt")
        s.textView.selectedRange = 0..<0
        #expect(s.textView.selectedText == "")
    }

    @Test func cutCombiningMarksKeepTheCaretsAfterThem() {
        // 40 marks on one letter: 30 are shaped, the character is still one, and the text after it
        // keeps its caret positions from its own glyphs.
        let marks = String(repeating: "\u{301}", count: 40)
        let s = Scene(text: "a" + marks + "bc")
        #expect(s.textView.text.count == 3)
        let xs = caretXs(s.textView, 3)
        #expect(xs[0] < xs[1] && xs[1] < xs[2] && xs[2] < xs[3])
        let plain = Scene(text: "abc")
        let plainXs = caretXs(plain.textView, 3)
        #expect(abs((xs[3] - xs[2]) - (plainXs[3] - plainXs[2])) < 0.5)
    }
}

/// A clipboard that keeps what is copied to it.
@MainActor private final class RecordingClipboard: ClipboardService {
    private(set) var copied: [String] = []
    var hasText: Bool { !copied.isEmpty }
    func requestText(_ completion: @escaping @MainActor (String) -> Void) -> Bool {
        guard let last = copied.last else { return false }
        completion(last)
        return true
    }
    func copy(_ text: String) -> Bool {
        copied.append(text)
        return true
    }
}
