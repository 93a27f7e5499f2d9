import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// A long press on a text view's text shows the loupe over the caret, which follows the finger
/// across lines; lifting hides it and shows the edit menu.
@MainActor @Suite struct TextViewMagnifierTests {
    @Test func aLongPressMovesTheCaretUnderALoupeThenShowsTheMenu() throws {
        let s = TextViewTests.Scene(text: "first line of text\nsecond line here")
        s.textView.frame = Rect(x: 20, y: 150, width: 240, height: 300)       // room for the loupe above
        let id = s.driver.freshID()
        let start = s.point(at: 6)
        s.driver.down(id, at: start)
        s.driver.frame()
        s.clock.advance(by: .milliseconds(600))
        let loupe = try #require(s.textView.magnifier)
        #expect(loupe.superview === s.window)
        #expect(s.textView.caret == 6)
        #expect(loupe.frame.maxY < start.y && abs(loupe.frame.midX - start.x) < 2)   // above the caret
        #expect(!s.textView.isEditMenuVisible)
        // The loupe shows the text, magnified: dark pixels inside it, off its centre line too.
        let snapshot = s.window.snapshot()
        let f = loupe.frame.insetBy(dx: TextMagnifier.borderWidth + 1, dy: TextMagnifier.borderWidth + 1)
        var dark = 0
        for y in Int(f.minY)..<Int(f.maxY) {
            for x in Int(f.minX)..<Int(f.maxX) where abs(Double(x) - f.midX) > 3 && snapshot.pixel(x: x, y: y).red < 0.4 {
                dark += 1
            }
        }
        #expect(dark > 40)
        // Down to the second line: the caret and the loupe follow.
        let target = s.point(at: 19 + 7)
        for step in 1...4 {
            s.clock.advance(by: .milliseconds(16))
            let t = Double(step) / 4
            s.driver.move(id, to: Point(x: start.x + (target.x - start.x) * t, y: start.y + (target.y - start.y) * t))
            s.driver.frame()
        }
        #expect(s.textView.caret == 26)
        #expect(abs(loupe.frame.midX - target.x) < 2)
        s.driver.up(id)
        s.driver.frame()
        #expect(s.textView.magnifier == nil && loupe.superview == nil)
        #expect(s.textView.isEditMenuVisible)
        #expect(s.textView.caret == 26)
    }

    @Test func aLongPressOnTheSelectionShowsTheMenuWithoutALoupe() throws {
        let s = TextViewTests.Scene(text: "select these words")
        _ = s.textView.becomeFirstResponder()
        s.textView.selectedRange = 7..<12
        let id = s.driver.freshID()
        s.driver.down(id, at: s.point(at: 9))
        s.driver.frame()
        s.clock.advance(by: .milliseconds(600))
        #expect(s.textView.magnifier == nil)
        #expect(s.textView.isEditMenuVisible)
        #expect(s.textView.selectedRange == 7..<12)
        s.driver.up(id)
        s.driver.frame()
    }
}
