import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// `TextView` under `ManualClock` and `TouchDriver`: wrapping, hardware keys (newlines, up and
/// down between lines), scrolling to the caret, taps, word selection, the delegate, read-only
/// text, accessibility and direction.
@MainActor @Suite struct TextViewTests {
    @MainActor struct Scene {
        let clock = ManualClock()
        let window: Window
        let driver: TouchDriver
        let textView: TextView

        init(text: String = "", height: Double = 300) {
            window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock)
            textView = TextView(frame: Rect(x: 20, y: 20, width: 240, height: height), text: text)
            window.addSubview(textView)
            driver = TouchDriver(window: window, clock: clock)
        }

        func type(_ text: String) {
            for character in text {
                let keysym = character == "\n" ? 0xff0d : character.unicodeScalars.first!.value
                key(keysym, text: character == "\n" ? "" : String(character))
            }
        }

        func key(_ keysym: UInt32, text: String = "", modifiers: KeyModifiers = []) {
            window.sendKeyEvent(KeyEvent(keysym: keysym, text: text, modifiers: modifiers), isPress: true)
        }

        /// The window point of the caret position before character `offset`.
        func point(at offset: Int) -> Point {
            let r = textView.caretRect(at: offset)
            return textView.convert(Point(x: r.midX, y: r.midY), to: nil)
        }
    }

    @Test func typingWrapsIntoLinesNoWiderThanTheView() {
        let s = Scene()
        #expect(s.textView.becomeFirstResponder())
        let sentence = "the quick brown fox jumps over the lazy dog and keeps running far away"
        s.type(sentence)
        #expect(s.textView.text == sentence)
        let lines = s.textView.lines.lines
        #expect(lines.count >= 3)
        #expect(lines.allSatisfy { $0.width <= s.textView.textWidth + 8 })    // a trailing space may hang
        // Lines break after spaces: each later line starts with a letter.
        let characters = Array(sentence)
        #expect(lines.dropFirst().allSatisfy { characters[$0.range.lowerBound] != " " })
        #expect(s.textView.contentSize.height == Double(lines.count) * s.textView.lines.lineHeight + 2 * TextView.textInset)
    }

    @Test func returnStartsALineAndBackspaceJoinsThem() {
        let s = Scene()
        s.textView.becomeFirstResponder()
        s.type("ab\ncd")
        #expect(s.textView.text == "ab\ncd")
        #expect(s.textView.lines.lines.map(\.range) == [0..<2, 3..<5])
        s.key(0xff08)
        s.key(0xff08)
        s.key(0xff08)
        #expect(s.textView.text == "ab")
        #expect(s.textView.lines.lines.count == 1)
    }

    @Test func upAndDownMoveTheCaretBetweenLines() {
        let s = Scene(text: "first line\nsecond line\nend")
        s.textView.becomeFirstResponder()
        #expect(s.textView.caret == 26)
        s.key(0xff52)                                           // Up: from the end of "end" to "sec|ond"
        #expect(s.textView.caret == 14)
        s.key(0xff52)                                           // "fir|st" or "firs|t", the nearer
        #expect((3...4).contains(s.textView.caret))
        s.key(0xff52)                                           // past the first line: to the start
        #expect(s.textView.caret == 0)
        s.key(0xff54)                                           // Down
        #expect(s.textView.lines.lineIndex(ofCaret: s.textView.caret) == 1)
        s.key(0xff57)                                           // End of "second line"
        #expect(s.textView.caret == 22)
        s.key(0xff50)                                           // Home
        #expect(s.textView.caret == 11)
        s.key(0xff51)                                           // Left, over the newline
        #expect(s.textView.caret == 10)
    }

    @Test func theViewScrollsToKeepTheCaretVisible() {
        let s = Scene(height: 100)
        s.textView.becomeFirstResponder()
        s.type((1...12).map { "line \($0)" }.joined(separator: "\n"))
        let caret = s.textView.caretRect(at: s.textView.caret)
        #expect(s.textView.contentOffset.y > 0)
        #expect(caret.minY >= s.textView.contentOffset.y && caret.maxY <= s.textView.contentOffset.y + 100)
        s.key(0xff50)                                           // Home, then up to the first line
        for _ in 0..<11 { s.key(0xff52) }
        #expect(s.textView.caret == 0)
        #expect(s.textView.contentOffset.y == 0)
    }

    @Test func aTapMakesItFirstResponderAndPlacesTheCaret() {
        let s = Scene(text: "hello there\nsecond line")
        s.driver.tap(at: s.point(at: 16))
        #expect(s.textView.isFirstResponder)
        #expect(s.textView.caret == 16)
        #expect(OnScreenKeyboard.keyboard(in: s.window)?.target === s.textView)
        s.type("X")
        #expect(s.textView.text == "hello there\nsecoXnd line")
    }

    @Test func aDoubleTapSelectsTheWordAndTypingReplacesIt() {
        let s = Scene(text: "hello there world")
        s.textView.becomeFirstResponder()
        let p = s.point(at: 8)
        s.driver.tap(at: p)
        s.clock.advance(by: .milliseconds(100))
        s.driver.tap(at: p)
        #expect(s.textView.selectedRange == 6..<11)
        s.type("you")
        #expect(s.textView.text == "hello you world")
    }

    @Test func draggingTheEndHandleExtendsTheSelection() {
        let s = Scene(text: "hello there world")
        s.textView.becomeFirstResponder()
        s.textView.selectedRange = 6..<11
        s.driver.drag(s.driver.freshID(), from: s.point(at: 11), to: s.point(at: 17), steps: 6, over: .milliseconds(120))
        #expect(s.textView.selectedRange == 6..<17)
        s.driver.drag(s.driver.freshID(), from: s.point(at: 6), to: s.point(at: 0), steps: 6, over: .milliseconds(120))
        #expect(s.textView.selectedRange == 0..<17)
    }

    @Test func theDelegateCanVetoChangesAndHearsOfThem() {
        final class Veto: TextViewDelegate {
            var changes = 0
            func textViewDidChange(_ tv: TextView) { changes += 1 }
            func textView(_ tv: TextView, shouldChangeTextIn range: Range<String.Index>, replacementText: String) -> Bool {
                replacementText != "x"
            }
        }
        let s = Scene()
        let delegate = Veto()
        s.textView.delegate = delegate
        s.textView.becomeFirstResponder()
        s.type("axb")
        #expect(s.textView.text == "ab")
        #expect(delegate.changes == 2)
        s.textView.text = "set by the app"
        #expect(delegate.changes == 2)
    }

    @Test func readOnlyTextIgnoresKeysButCanBeSelected() {
        let s = Scene(text: "read only words")
        s.textView.isEditable = false
        s.driver.tap(at: s.point(at: 4))
        #expect(!s.textView.isFirstResponder)
        #expect(OnScreenKeyboard.keyboard(in: s.window) == nil)
        s.textView.insertText("x")
        s.textView.deleteBackward()
        #expect(s.textView.text == "read only words")
        s.clock.advance(by: .seconds(1))                        // the next tap starts a new count
        let p = s.point(at: 6)
        s.driver.tap(at: p)
        s.clock.advance(by: .milliseconds(100))
        s.driver.tap(at: p)
        #expect(s.textView.selectedRange == 5..<9)
        #expect(s.textView.accessibilityTraits.contains(.staticText))
    }

    @Test func itDescribesItselfByItsText() {
        let s = Scene(text: "notes")
        #expect(s.textView.isAccessibilityElement)
        #expect(s.textView.accessibilityValue == "notes")
        #expect(!s.textView.accessibilityTraits.contains(.staticText))
    }

    @Test func linesStartAtTheLeadingEdge() {
        let s = Scene(text: "hi")
        #expect(abs(s.textView.caretRect(at: 0).midX - TextView.textInset) < 1)
        s.textView.semanticContentAttribute = .forceRightToLeft
        let trailing = s.textView.bounds.width - TextView.textInset
        #expect(abs(s.textView.caretRect(at: 2).midX - trailing) < 1)
        #expect(s.textView.caretRect(at: 0).midX < trailing - 5)
    }
}
