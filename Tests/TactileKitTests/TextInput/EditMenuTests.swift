import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// A text field's edit menu under `ManualClock` and `TouchDriver`: a long press shows the items that
/// apply (Cut and Copy with a selection, never for secure entry; Paste only when the clipboard has
/// text; Select All while some text is not selected), choosing one performs it and closes the menu,
/// and a touch elsewhere closes it.
@MainActor @Suite struct EditMenuTests {
    /// A 800×480 window with a field at `y`.
    func makeScene(fieldY: Double = 200, text: String = "") -> (Window, ManualClock, TouchDriver, TextField) {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock)
        let field = TextField(frame: Rect(x: 20, y: fieldY, width: 400, height: 44), text: text)
        window.addSubview(field)
        return (window, clock, TouchDriver(window: window, clock: clock), field)
    }

    /// Finger down at `p`, held 600 ms (past the long press's 500 ms), lifted.
    func longPress(_ driver: TouchDriver, _ clock: ManualClock, at p: Point) {
        let id = driver.freshID()
        driver.down(id, at: p)
        driver.frame()
        clock.advance(by: .milliseconds(600))
        driver.up(id)
        driver.frame()
    }

    @Test func aLongPressOnTextOffersSelectAllWhichSelectsAndCloses() throws {
        let (window, clock, driver, field) = makeScene(text: "hello world")
        longPress(driver, clock, at: Point(x: 60, y: 222))
        #expect(field.isFirstResponder)
        let menu = try #require(field.editMenu)
        #expect(menu.items == [.selectAll])
        #expect(menu.panel.superview === window && menu.backdrop.superview === window)
        // Above the field, centred on the finger.
        #expect(menu.panel.frame.maxY <= 200)
        #expect(abs(menu.panel.frame.midX - 60) < 1 || menu.panel.frame.minX == 4)
        // The press moved the caret under the finger; lifting left it there.
        #expect(field.caret == field.nearestBoundary(toX: 40))
        #expect(field.magnifier == nil)
        driver.tap(at: try #require(menu.center(of: .selectAll)))
        #expect(field.selectedRange == 0..<11)
        #expect(!field.isEditMenuVisible)
        #expect(menu.panel.superview == nil && menu.backdrop.superview == nil)
    }

    @Test func aLongPressOnASelectionOffersCutAndCopy() throws {
        let (_, clock, driver, field) = makeScene(text: "hello world")
        field.becomeFirstResponder()
        field.selectedRange = 0..<5
        longPress(driver, clock, at: Point(x: 40, y: 222))
        #expect(field.editMenu?.items == [.cut, .copy, .selectAll])
        field.dismissEditMenu()
        field.selectAll()
        longPress(driver, clock, at: Point(x: 40, y: 222))
        #expect(field.editMenu?.items == [.cut, .copy])
        #expect(field.selectedRange == 0..<11)   // the press kept the selection
    }

    @Test func aTouchOutsideTheMenuClosesItAndChangesNothing() throws {
        let (_, clock, driver, field) = makeScene(text: "hello world")
        longPress(driver, clock, at: Point(x: 60, y: 222))
        #expect(field.isEditMenuVisible)
        driver.tap(at: Point(x: 700, y: 420))
        #expect(!field.isEditMenuVisible)
        #expect(field.text == "hello world")
        #expect(field.selectedRange.isEmpty)
        // Typing closes it too.
        longPress(driver, clock, at: Point(x: 60, y: 222))
        #expect(field.isEditMenuVisible)
        field.insertText("!")
        #expect(!field.isEditMenuVisible)
    }

    @Test func aSecureFieldNeverOffersCutOrCopy() {
        let (_, clock, driver, field) = makeScene(text: "secret")
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        field.selectedRange = 0..<3
        longPress(driver, clock, at: Point(x: 40, y: 222))
        #expect(field.editMenu?.items == [.selectAll])
        field.dismissEditMenu()
        field.selectAll()
        longPress(driver, clock, at: Point(x: 40, y: 222))
        #expect(!field.isEditMenuVisible)        // nothing applies
    }

    @Test func anEmptyFieldWithoutClipboardTextShowsNoMenu() {
        let (_, clock, driver, field) = makeScene()
        longPress(driver, clock, at: Point(x: 60, y: 222))
        #expect(field.isFirstResponder)
        #expect(!field.isEditMenuVisible)
    }

    @Test func theMenuGoesBelowAFieldAtTheTopAndClosesWhenTheFieldResigns() throws {
        let (window, clock, driver, field) = makeScene(fieldY: 10, text: "hello")
        field.frame = Rect(x: 20, y: 10, width: 770, height: 44)
        longPress(driver, clock, at: Point(x: 785, y: 30))
        let menu = try #require(field.editMenu)
        #expect(menu.panel.frame.minY >= 54)
        #expect(menu.panel.frame.maxX <= 796)
        try? window.snapshot().writePNG(toFile: "/tmp/tactile-edit-menu.png")
        field.resignFirstResponder()
        #expect(!field.isEditMenuVisible)
        #expect(menu.panel.superview == nil)
    }

    @Test func aDragOnTheFieldShowsNoMenu() {
        let (_, _, driver, field) = makeScene(text: "hello world")
        driver.drag(1, from: Point(x: 60, y: 222), to: Point(x: 160, y: 222), steps: 10, over: .milliseconds(800))
        #expect(!field.isEditMenuVisible)
    }

    @Test func aLongPressOnTextMovesTheCaretUnderAMagnifierThenShowsTheMenu() throws {
        let (window, clock, driver, field) = makeScene(text: "hello brave world")
        let id = driver.freshID()
        let start = field.convert(Point(x: field.caretX(at: 8), y: 22), to: window)
        driver.down(id, at: start)
        driver.frame()
        clock.advance(by: .milliseconds(600))
        #expect(field.isFirstResponder)
        #expect(field.caret == 8)
        let loupe = try #require(field.magnifier)
        #expect(loupe.superview === window)
        #expect(loupe.frame.maxY < 210 && abs(loupe.frame.midX - start.x) < 1)   // above the text line
        #expect(!field.isEditMenuVisible)
        for step in 1...4 {
            clock.advance(by: .milliseconds(16))
            driver.move(id, to: field.convert(Point(x: field.caretX(at: 8 + 2 * step), y: 22), to: window))
            driver.frame()
        }
        #expect(field.caret == 16)
        #expect(abs(loupe.frame.midX - field.convert(Point(x: field.caretX(at: 16), y: 0), to: window).x) < 2)
        try? window.snapshot().writePNG(toFile: "/tmp/tactile-magnifier.png")
        driver.up(id)
        driver.frame()
        #expect(field.magnifier == nil && loupe.superview == nil)
        #expect(field.caret == 16)
        #expect(field.editMenu?.items == [.selectAll])
    }

    @Test func resigningWhilePressingRemovesTheMagnifier() {
        let (window, clock, driver, field) = makeScene(text: "hello")
        driver.down(1, at: field.convert(Point(x: field.caretX(at: 2), y: 22), to: window))
        driver.frame()
        clock.advance(by: .milliseconds(600))
        #expect(field.magnifier != nil)
        field.resignFirstResponder()
        #expect(field.magnifier == nil)
        driver.up(1)
        driver.frame()
        #expect(!field.isEditMenuVisible)
    }
}
