import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// Undo for text: typing grouped by words, Ctrl+Z and Ctrl+Shift+Z on a hardware keyboard, and
/// the edit menu's Undo and Redo, in a `TextView` and a `TextField`.
@MainActor @Suite struct TextUndoTests {
    func send(_ window: Window, _ keysym: UInt32, _ text: String = "", _ modifiers: KeyModifiers = []) {
        window.sendKeyEvent(KeyEvent(keysym: keysym, text: text, modifiers: modifiers), isPress: true)
    }

    func type(_ window: Window, _ text: String) {
        for character in text { send(window, character.unicodeScalars.first!.value, String(character)) }
    }

    @Test func typingIsUndoneAWordAtATimeWithTheKeys() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300), clock: clock)
        let textView = TextView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(textView)
        textView.becomeFirstResponder()
        #expect(!textView.undoStack.canUndo)
        type(window, "hello big world")
        send(window, 0x7a, "z", .control)
        #expect(textView.text == "hello big")
        send(window, 0x7a, "z", .control)
        #expect(textView.text == "hello")
        #expect(textView.undoStack.canRedo)
        send(window, 0x5a, "Z", [.control, .shift])
        #expect(textView.text == "hello big")
        #expect(textView.caret == 9)
        // A new edit drops what could be redone.
        type(window, "!")
        #expect(!textView.undoStack.canRedo)
        send(window, 0x7a, "z", .control)
        #expect(textView.text == "hello big")
    }

    @Test func backspacesAreOneStepAndMovingTheCaretEndsAGroup() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let field = TextField(frame: Rect(x: 0, y: 0, width: 300, height: 44))
        window.addSubview(field)
        field.becomeFirstResponder()
        type(window, "abcdef")
        for _ in 0..<3 { send(window, 0xff08) }
        #expect(field.text == "abc")
        field.undoStack.undo()
        #expect(field.text == "abcdef")
        send(window, 0xff51)                                     // Left: the next typing is a step of its own
        type(window, "XY")
        #expect(field.text == "abcdeXYf")
        field.undoStack.undo()
        #expect(field.text == "abcdef")
        field.text = "replaced"
        #expect(!field.undoStack.canUndo && !field.undoStack.canRedo)
    }

    @Test func theEditMenuOffersUndoAndRedo() throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock)
        let field = TextField(frame: Rect(x: 20, y: 200, width: 400, height: 44))
        window.addSubview(field)
        let driver = TouchDriver(window: window, clock: clock)
        field.becomeFirstResponder()
        type(window, "abc")
        field.selectAll()
        field.showEditMenu(at: Point(x: 40, y: 22))
        var menu = try #require(field.editMenu)
        #expect(menu.items.first == .undo && !menu.items.contains(.redo))
        driver.tap(at: try #require(menu.center(of: .undo)))
        #expect(field.text == "")
        #expect(!field.isEditMenuVisible)
        field.showEditMenu(at: Point(x: 40, y: 22))
        menu = try #require(field.editMenu)
        #expect(menu.items.first == .redo)
        driver.tap(at: try #require(menu.center(of: .redo)))
        #expect(field.text == "abc")
    }

    @Test func aTextViewsEditMenuUndoes() throws {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 480), clock: clock)
        let textView = TextView(frame: Rect(x: 20, y: 200, width: 400, height: 200))
        window.addSubview(textView)
        let driver = TouchDriver(window: window, clock: clock)
        textView.becomeFirstResponder()
        type(window, "one")
        let id = driver.freshID()
        driver.down(id, at: Point(x: 60, y: 220))
        driver.frame()
        clock.advance(by: .milliseconds(600))
        driver.up(id)
        driver.frame()
        let menu = try #require(textView.editMenu)
        #expect(menu.items == [.undo, .selectAll])
        driver.tap(at: try #require(menu.center(of: .undo)))
        #expect(textView.text == "")
    }
}
