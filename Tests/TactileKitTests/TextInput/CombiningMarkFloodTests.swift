import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// Runs of combining marks and text heavy in bytes, through every way text enters a field: typing
/// (`insertText`), the input method's commit and composing text, and a paste. The work is counted
/// in bytes handed to HarfBuzz, never timed.
@MainActor @Suite struct CombiningMarkFloodTests {
    /// U+0301 COMBINING ACUTE ACCENT, `count` times.
    static func marks(_ count: Int) -> String { String(repeating: "\u{301}", count: count) }

    /// The longest run of non-starters in `text`.
    static func longestMarkRun(_ text: String) -> Int {
        var run = 0, longest = 0
        for scalar in text.unicodeScalars {
            run = scalar.properties.canonicalCombiningClass == .notReordered ? 0 : run + 1
            longest = max(longest, run)
        }
        return longest
    }

    func makeField() -> (Window, TextField) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: ManualClock())
        let field = TextField(frame: Rect(x: 20, y: 20, width: 400, height: 44))
        window.addSubview(field)
        return (window, field)
    }

    /// How many bytes shaping the field's text hands to HarfBuzz.
    func shapedBytes(_ field: TextField) throws -> Int {
        let font = try #require(field.font)
        let before = font.shapedByteCount
        field.shaped = TextField.ShapedText()
        _ = field.caretOffsets()
        return font.shapedByteCount - before
    }

    @Test func typedMarksStopAtThirtyInARowAndShapingStaysSmall() throws {
        let (_, field) = makeField()
        field.insertText("a" + Self.marks(1999))
        #expect(field.text.unicodeScalars.count == 31)
        // A hardware key repeating a combining character adds nothing past the limit either.
        for _ in 0..<100 { field.insertText("\u{301}") }
        #expect(field.text.unicodeScalars.count == 31)
        field.insertText("b" + Self.marks(40))
        #expect(field.text.unicodeScalars.count == 62)
        #expect(Self.longestMarkRun(field.text) == 30)
        #expect(try shapedBytes(field) <= field.text.utf8.count)
        #expect(field.text.utf8.count == 2 + 60 * 2)
    }

    @Test func theFieldHoldsAtMostItsByteLimit() {
        let (_, field) = makeField()
        let family = "\u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"   // one character, 25 bytes
        field.insertText(String(repeating: family, count: 2000))
        #expect(field.text.count <= field.maximumLength)
        #expect(field.text.utf8.count <= field.maximumUTF8Length)
        #expect(field.text.count == 16_000 / 25)
        field.maximumUTF8Length = 100
        field.text = ""
        field.insertText(String(repeating: "é", count: 200))
        #expect(field.text.utf8.count == 100)
    }

    @Test func anInputMethodsMarksAreCutInTheCommitAndTheComposingText() throws {
        let (_, field) = makeField()
        #expect(field.becomeFirstResponder())
        var edit = InputMethodEdit()
        edit.commit = "e" + Self.marks(1999)
        edit.preedit = "x" + Self.marks(1999)
        field.apply(edit)
        #expect(field.text.unicodeScalars.count == 31)
        #expect(field.markedText?.unicodeScalars.count == 31)
        #expect(try shapedBytes(field) <= 4 + 60 * 2)
        // Composing text is held to the room the field has left.
        field.maximumLength = 3
        var longPreedit = InputMethodEdit()
        longPreedit.preedit = String(repeating: "k", count: 500)
        field.apply(longPreedit)
        #expect(field.markedText?.count == 2)
    }

    @Test func aPasteOfMarksIsCut() throws {
        let (window, field) = makeField()
        let clipboard = StubClipboard(text: "p" + Self.marks(5000))
        window.services[ClipboardServiceKey.self] = clipboard
        #expect(field.paste())
        #expect(field.text.unicodeScalars.count == 31)
        #expect(try shapedBytes(field) <= 61)
    }

    @Test func aLabelShapesAtMostThirtyMarksInARow() throws {
        let font = try #require(Font.systemDefault)
        let before = font.shapedByteCount
        _ = font.layout("a" + Self.marks(10_000), size: 20)
        #expect(font.shapedByteCount - before == 61)
    }
}

/// A clipboard holding `text`, answering at once.
@MainActor final class StubClipboard: ClipboardService {
    let text: String
    init(text: String) { self.text = text }
    var hasText: Bool { true }
    func requestText(_ completion: @escaping @MainActor (String) -> Void) -> Bool {
        completion(text)
        return true
    }
    func copy(_ text: String) -> Bool { false }
}
