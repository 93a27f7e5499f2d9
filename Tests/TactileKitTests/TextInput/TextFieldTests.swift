import TactileTestSupport
import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// `TextField` under `ManualClock` and `TouchDriver`: first responder and the keyboard, typing
/// through `KeyInput`, caret placement by touch, the delegate, secure entry, hardware keys, and a
/// caret that blinks only while editing.
@MainActor @Suite struct TextFieldTests {
    /// A 800×480 window with a field near the top.
    func makeScene() -> (Window, ManualClock, TouchDriver, TextField) { makeTextFieldScene() }

    @Test func aTapMakesItFirstResponderAndSlidesTheKeyboardIn() {
        let (window, clock, driver, field) = makeScene()
        var events: [String] = []
        field.addAction({ _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction({ _ in events.append("end") }, for: .editingDidEnd)
        driver.tap(at: Point(x: 100, y: 40))
        #expect(field.isFirstResponder)
        #expect(events == ["begin"])
        let keyboard = OnScreenKeyboard.keyboard(in: window)
        #expect(keyboard != nil)
        clock.advance(by: .milliseconds(300))
        #expect(keyboard?.presentationFrame.minY == 480 - KeyboardView.height(for: window.bounds.size))
        field.resignFirstResponder()
        #expect(events == ["begin", "end"])
        clock.advance(by: .milliseconds(300))
        #expect(OnScreenKeyboard.keyboard(in: window) == nil)
    }

    @Test func typingInsertsAtTheCaretAndBackspaceDeletesGraphemes() {
        let (_, _, _, field) = makeScene()
        var changes = 0
        field.addAction({ _ in changes += 1 }, for: .editingChanged)
        field.insertText("héllo")
        field.insertText(" 👍🏽")
        #expect(field.text == "héllo 👍🏽")
        field.deleteBackward()
        #expect(field.text == "héllo ")
        field.caret = 1
        field.insertText("X")
        #expect(field.text == "hXéllo ")
        #expect(field.caret == 2)
        field.deleteWordBackward()
        #expect(field.text == "éllo ")
        #expect(changes == 5)
    }

    @Test func aTapPutsTheCaretAtTheNearestBoundary() {
        let (_, _, driver, field) = makeScene()
        field.text = "abcdefgh"
        driver.tap(at: Point(x: 21, y: 40))
        #expect(field.caret == 0)
        let x = field.convert(Point(x: field.caretX(at: 4) + 1, y: 20), to: field.window)
        driver.tap(at: x)
        #expect(field.caret == 4)
        driver.tap(at: Point(x: 410, y: 40))
        #expect(field.caret == 8)
    }

    @Test func trailingSpacesMoveTheCaret() {
        let (_, _, _, field) = makeScene()
        field.text = "a"
        let afterA = field.caretX(at: 1)
        field.text = "a "
        #expect(field.caretX(at: 2) > afterA + 2)
    }

    @Test func theDelegateVetoesChangesBeginningAndReturn() {
        final class Digits: TextFieldDelegate {
            var allowBegin = true
            var returned = 0
            func textFieldShouldBeginEditing(_ field: TextField) -> Bool { allowBegin }
            func textField(_ field: TextField, shouldChangeCharactersIn range: Range<String.Index>, replacementString: String) -> Bool {
                replacementString.allSatisfy(\.isNumber)
            }
            func textFieldShouldReturn(_ field: TextField) -> Bool { returned += 1; return false }
        }
        let (_, _, _, field) = makeScene()
        let delegate = Digits()
        field.delegate = delegate
        field.insertText("12a")
        field.insertText("34")
        #expect(field.text == "34")
        delegate.allowBegin = false
        #expect(!field.becomeFirstResponder())
        delegate.allowBegin = true
        #expect(field.becomeFirstResponder())
        field.insertText("\n")
        #expect(delegate.returned == 1)
        #expect(field.isFirstResponder)
        field.delegate = nil
        var exits = 0
        field.addAction({ _ in exits += 1 }, for: .editingDidEndOnExit)
        field.returnPressed()
        #expect(exits == 1 && !field.isFirstResponder)
    }

    @Test func secureEntryShowsBulletsOnly() {
        let (_, _, _, field) = makeScene()
        field.isSecureTextEntry = true
        field.text = "pin1234"
        #expect(field.displayText == String(repeating: "\u{2022}", count: 7))
        #expect(field.text == "pin1234")
    }

    @Test func hardwareKeysTypeAndEdit() {
        let (window, _, _, field) = makeScene()
        field.becomeFirstResponder()
        window.sendKeyEvent(KeyEvent(keysym: 0x61, text: "a"), isPress: true)
        window.sendKeyEvent(KeyEvent(keysym: 0x62, text: "b"), isPress: true)
        window.sendKeyEvent(KeyEvent(keysym: 0xff51), isPress: true)     // Left
        window.sendKeyEvent(KeyEvent(keysym: 0x63, text: "c"), isPress: true)
        #expect(field.text == "acb")
        window.sendKeyEvent(KeyEvent(keysym: 0xff08), isPress: true)     // BackSpace
        #expect(field.text == "ab")
        window.sendKeyEvent(KeyEvent(keysym: 0x78, text: "x", modifiers: .control), isPress: true)
        #expect(field.text == "ab")
        window.sendKeyEvent(KeyEvent(keysym: 0xff0d), isPress: true)     // Return
        #expect(!field.isFirstResponder)
    }

    @Test func ctrlCXAndVCopyCutAndPaste() {
        let (window, _, _, field) = makeScene()
        let clipboard = ShortcutClipboard()
        window.services[ClipboardServiceKey.self] = clipboard
        field.becomeFirstResponder()
        field.text = "wire"
        window.sendKeyEvent(KeyEvent(keysym: 0x63, text: "\u{3}", modifiers: .control), isPress: true)
        #expect(clipboard.copied == ["wire"])
        #expect(field.text == "wire")
        window.sendKeyEvent(KeyEvent(keysym: 0x78, text: "\u{18}", modifiers: .control), isPress: true)
        #expect(clipboard.copied == ["wire", "wire"])
        #expect(field.text == "")
        window.sendKeyEvent(KeyEvent(keysym: 0x76, text: "\u{16}", modifiers: .control), isPress: true)
        #expect(field.text == "wire")
        window.sendKeyEvent(KeyEvent(keysym: 0x63, text: "c", modifiers: [.control, .alt]), isPress: true)
        #expect(clipboard.copied.count == 2)
    }

    @Test func theCaretBlinksOnlyWhileEditing() {
        let (window, clock, _, field) = makeScene()
        field.becomeFirstResponder()
        #expect(field.caretVisible)
        clock.advance(by: TextField.caretBlinkInterval)
        #expect(!field.caretVisible)
        clock.advance(by: TextField.caretBlinkInterval)
        #expect(field.caretVisible)
        field.resignFirstResponder()
        #expect(field.blinkTimer == nil && !field.caretVisible)
        clock.advance(by: TextField.caretBlinkInterval * 3)
        #expect(!field.caretVisible)
        withExtendedLifetime(window) {}
    }
}

/// A clipboard that keeps what is copied to it.
@MainActor private final class ShortcutClipboard: ClipboardService {
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
