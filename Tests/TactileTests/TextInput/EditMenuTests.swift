import Testing
@testable import Tactile
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
        // The long press does not move the caret when the finger lifts.
        #expect(field.caret == 11)
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
}
