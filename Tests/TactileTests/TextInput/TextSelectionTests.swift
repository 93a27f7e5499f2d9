import TactileTestSupport
import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting

/// A text field's selection under `ManualClock` and `TouchDriver`: what typing, backspace and
/// Select All do with it, the double tap that selects a word, its tint, and a drag on the field that
/// still scrolls an enclosing scroll view.
@MainActor @Suite struct TextSelectionTests {
    /// A 800×480 window with a field near the top.
    func makeScene() -> (Window, ManualClock, TouchDriver, TextField) { makeTextFieldScene() }

    /// A 800×480 window filled by a scroll view (content 1200 pt tall) holding a field.
    func makeScrollScene() -> (ManualClock, TouchDriver, ScrollView, TextField) {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock)
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = Size(width: 800, height: 1200)
        let field = TextField(frame: Rect(x: 20, y: 200, width: 400, height: 44), text: "hello brave world")
        scroll.addSubview(field)
        window.addSubview(scroll)
        return (clock, TouchDriver(window: window, clock: clock), scroll, field)
    }

    /// The window point over the middle of character `index` of the field's text.
    func point(overCharacter index: Int, of field: TextField) -> Point {
        let x = (field.caretX(at: index) + field.caretX(at: index + 1)) / 2
        return field.convert(Point(x: x, y: field.bounds.midY), to: field.window)
    }

    /// Two taps 100 ms apart at `p`.
    func doubleTap(_ driver: TouchDriver, _ clock: ManualClock, at p: Point) {
        driver.tap(at: p)
        clock.advance(by: .milliseconds(100))
        driver.tap(at: p)
    }

    @Test func typingReplacesTheSelectionAndBackspaceDeletesIt() {
        let (_, _, _, field) = makeScene()
        var changes = 0
        field.addAction({ _ in changes += 1 }, for: .editingChanged)
        field.text = "hello world"
        field.selectedRange = 6..<11
        #expect(field.selectedText == "world")
        #expect(field.caret == 11)
        field.insertText("there")
        #expect(field.text == "hello there")
        #expect(field.selectedRange == 11..<11)
        field.selectedRange = 0..<6
        field.deleteBackward()
        #expect(field.text == "there")
        #expect(field.caret == 0)
        field.selectedRange = 1..<3
        field.deleteWordBackward()
        #expect(field.text == "tre")
        #expect(changes == 3)
    }

    @Test func theSelectionLeavesRoomForWhatReplacesIt() {
        let (_, _, _, field) = makeScene()
        field.maximumLength = 5
        field.text = "abcde"
        field.selectedRange = 0..<2
        field.insertText("xyz")
        #expect(field.text == "xycde")
    }

    @Test func selectAllMovingTheCaretAndRangesOutsideTheText() {
        let (_, _, _, field) = makeScene()
        field.text = "héllo 👍🏽"
        field.selectAll()
        #expect(field.selectedRange == 0..<7)
        #expect(field.selectedText == "héllo 👍🏽")
        field.caret = 2
        #expect(field.selectedRange == 2..<2)
        #expect(field.selectedText == "")
        field.selectedRange = -3..<40
        #expect(field.selectedRange == 0..<7)
        field.text = "new"
        #expect(field.selectedRange == 3..<3)
    }

    @Test func aDoubleTapSelectsTheWordUnderTheFinger() {
        let (_, clock, driver, field) = makeScene()
        field.text = "hello brave world"
        let overBrave = point(overCharacter: 8, of: field)
        driver.tap(at: overBrave)
        // The first tap places the caret at once: no wait for a second tap.
        #expect(field.isFirstResponder)
        #expect(field.caret == 8 || field.caret == 9)
        #expect(field.selectedRange.isEmpty)
        clock.advance(by: .milliseconds(100))
        driver.tap(at: overBrave)
        #expect(field.selectedRange == 6..<11)
        #expect(field.selectedText == "brave")
        // Typing replaces the word; a later single tap drops a selection.
        field.insertText("bold")
        #expect(field.text == "hello bold world")
        field.selectedRange = 0..<5
        clock.advance(by: .milliseconds(500))
        driver.tap(at: point(overCharacter: 13, of: field))
        #expect(field.selectedRange.isEmpty)
    }

    @Test func aDoubleTapOnSpacesOrPunctuationSelectsJustThose() {
        let (_, clock, driver, field) = makeScene()
        field.text = "a,b   c"
        doubleTap(driver, clock, at: point(overCharacter: 1, of: field))
        #expect(field.selectedRange == 1..<2)
        clock.advance(by: .milliseconds(500))
        doubleTap(driver, clock, at: point(overCharacter: 4, of: field))
        #expect(field.selectedRange == 3..<6)
        // Past the end: the last word.
        clock.advance(by: .milliseconds(500))
        doubleTap(driver, clock, at: Point(x: 400, y: 42))
        #expect(field.selectedText == "c")
    }

    @Test func aDoubleTapInASecureFieldSelectsEverything() {
        let (_, clock, driver, field) = makeScene()
        field.isSecureTextEntry = true
        field.text = "open sesame"
        doubleTap(driver, clock, at: point(overCharacter: 2, of: field))
        #expect(field.selectedRange == 0..<11)
    }

    @Test func slowTapsOrFarApartTapsDoNotSelect() {
        let (_, clock, driver, field) = makeScene()
        field.text = "hello brave world"
        let p = point(overCharacter: 8, of: field)
        driver.tap(at: p)
        clock.advance(by: .milliseconds(600))
        driver.tap(at: p)
        #expect(field.selectedRange.isEmpty)
        clock.advance(by: .milliseconds(600))
        driver.tap(at: p)
        clock.advance(by: .milliseconds(100))
        driver.tap(at: point(overCharacter: 15, of: field))
        #expect(field.selectedRange.isEmpty)
    }

    @Test func resigningDropsTheSelection() {
        let (_, _, _, field) = makeScene()
        field.text = "abc"
        field.becomeFirstResponder()
        field.selectedRange = 0..<2
        field.resignFirstResponder()
        #expect(field.selectedRange == 2..<2)
    }

    @Test func theSelectionIsTintedWithSteadyHandlesAtItsEnds() throws {
        let (window, clock, _, field) = makeScene()
        field.text = "hello brave world"
        field.becomeFirstResponder()
        field.selectedRange = 6..<11
        let shot = window.snapshot()
        try? shot.writePNG(toFile: "/tmp/tactile-text-selection.png")
        // Sampled in the descender band: "brave world" has no descenders.
        let lineHeight = try #require(field.font).lineHeight(atSize: field.fontSize)
        let top = (field.bounds.height - lineHeight) / 2
        let y = top + lineHeight - 2
        let inside = field.convert(Point(x: field.caretX(at: 6) + 3, y: y), to: window)
        let outside = field.convert(Point(x: field.caretX(at: 12) + 2, y: y), to: window)
        let tint = shot.pixel(x: Int(inside.x), y: Int(inside.y))
        #expect(shot.pixel(x: Int(outside.x), y: Int(outside.y)) == Color(white: 1))
        #expect(tint.blue > tint.red + 0.1)          // the blue tint over white
        // A handle at each end: a bar, a knob above the start and one below the end, steady while
        // the caret would blink.
        let points = [Point(x: field.caretX(at: 6), y: field.bounds.midY), Point(x: field.caretX(at: 11), y: field.bounds.midY),
                      Point(x: field.caretX(at: 6), y: top - 4), Point(x: field.caretX(at: 11), y: top + lineHeight + 3)]
        for later in [false, true] {
            if later { clock.advance(by: TextField.caretBlinkInterval + .milliseconds(10)) }
            let shot = window.snapshot()
            for p in points {
                let q = field.convert(p, to: window)
                #expect(shot.pixel(x: Int(q.x), y: Int(q.y)).red < 0.3)
            }
        }
    }

    @Test func aDragStartingOnTheFieldScrollsAnEnclosingScrollView() {
        let (clock, driver, scroll, field) = makeScrollScene()
        driver.drag(1, from: Point(x: 100, y: 222), to: Point(x: 100, y: 60), steps: 8, over: .milliseconds(200))
        clock.advance(by: .seconds(2))
        #expect(scroll.contentOffset.y > 100)
        #expect(!field.isFirstResponder)
        #expect(field.selectedRange.isEmpty)
        #expect(!field.isEditMenuVisible)
    }

    @Test func theInputMethodLearnsTheSelectionAsAnchorAndCursor() {
        let (_, _, _, field) = makeScene()
        field.text = "añb c"
        field.selectedRange = 1..<3
        let content = InputMethodContent(field: field)
        #expect(content.surroundingText == "añb c")
        #expect(content.cursor == 4 && content.anchor == 1)
        field.caret = 2
        let collapsed = InputMethodContent(field: field)
        #expect(collapsed.cursor == 3 && collapsed.anchor == 3)
    }

    /// The window point of the boundary before character `offset` of the field's text.
    func point(atBoundary offset: Int, of field: TextField) -> Point {
        field.convert(Point(x: field.caretX(at: offset), y: field.bounds.midY), to: field.window)
    }

    @Test func draggingAHandleMovesThatEndOfTheSelection() throws {
        let (window, _, driver, field) = makeScene()
        field.text = "hello brave world"
        field.becomeFirstResponder()
        field.selectedRange = 6..<11
        try? window.snapshot().writePNG(toFile: "/tmp/tactile-selection-handles.png")
        driver.drag(1, from: point(atBoundary: 11, of: field), to: point(atBoundary: 16, of: field),
                    steps: 6, over: .milliseconds(200))
        #expect(field.selectedRange == 6..<16)
        driver.drag(2, from: point(atBoundary: 6, of: field), to: point(atBoundary: 0, of: field),
                    steps: 6, over: .milliseconds(200))
        #expect(field.selectedRange == 0..<16)
        // An end dragged past the other keeps one character selected.
        driver.drag(3, from: point(atBoundary: 16, of: field), to: Point(x: 0, y: 42), steps: 6, over: .milliseconds(200))
        #expect(field.selectedRange == 0..<1)
        #expect(field.isFirstResponder && !field.isEditMenuVisible)
    }

    @Test func aDragAwayFromTheHandlesStillScrollsAndKeepsTheSelection() {
        let (_, driver, scroll, field) = makeScrollScene()
        field.showsOnScreenKeyboard = false
        field.becomeFirstResponder()
        field.selectedRange = 0..<5
        driver.drag(1, from: Point(x: 380, y: 222), to: Point(x: 380, y: 60), steps: 8, over: .milliseconds(200))
        #expect(scroll.contentOffset.y > 100)
        #expect(field.selectedRange == 0..<5)
    }

    @Test func noHandleWithoutASelectionOrWhileNotEditing() {
        let (_, _, _, field) = makeScene()
        field.text = "hello"
        field.selectedRange = 0..<5
        #expect(field.selectionHandles.end(near: Point(x: field.caretX(at: 5), y: 22)) == nil)
        field.becomeFirstResponder()
        field.selectedRange = 0..<5
        #expect(field.selectionHandles.end(near: Point(x: field.caretX(at: 5), y: 22)) == .end)
        #expect(field.selectionHandles.end(near: Point(x: field.caretX(at: 0) + 3, y: 22)) == .start)
        field.caret = 2
        #expect(field.selectionHandles.end(near: Point(x: field.caretX(at: 2), y: 22)) == nil)
    }
}
