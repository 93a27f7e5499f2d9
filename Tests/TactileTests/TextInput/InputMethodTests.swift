import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless
import WaylandServer

/// The compositor's input method (text-input-unstable-v3) end to end: `HeadlessCompositor` acts as
/// the input method for a `TextField` on the real Wayland backend.
@MainActor @Suite struct InputMethodTests {
    @MainActor struct Scene {
        let harness: PlatformHarness
        let field: TextField
        var compositor: HeadlessCompositor { harness.compositor }
    }

    /// A 400×200 window with a field, keyboard focus on it, and a compositor offering text-input-v3.
    func scene(_ mode: TextEntryMode = .inputMethod, offer: Bool = true) throws -> Scene {
        let compositor = try HeadlessCompositor()
        if offer { try compositor.offerTextInput() }
        var options = RunOptions(title: "Test", appID: "org.tactile.test")
        options.textEntry = mode
        let harness = try PlatformHarness(size: Size(width: 400, height: 200), options: options, compositor: compositor)
        let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 44))
        harness.window.addSubview(field)
        let toplevel = try harness.mapWindow()
        try compositor.keyboardEnter(toplevel.surface)
        try harness.settle()
        return Scene(harness: harness, field: field)
    }

    /// `text` typed by the input method: the commit string, then `done`.
    func commit(_ text: String, in scene: Scene) throws {
        try scene.compositor.sendCommitString(text)
        try scene.compositor.sendTextInputDone()
        try scene.harness.settle()
    }

    @Test func becomingFirstResponderEnablesTheTextInputWithContentTypeTextAndCaret() throws {
        let s = try scene()
        defer { s.field.resignFirstResponder() }
        s.field.text = "héllo"
        s.field.keyboardType = .emailAddress
        #expect(s.compositor.enabledTextInput == nil)
        #expect(s.field.becomeFirstResponder())
        try s.harness.settle()
        let input = try #require(s.compositor.enabledTextInput)
        #expect(input.current.surroundingText == "héllo")
        #expect(input.current.cursor == 6 && input.current.anchor == 6)   // bytes: é is two
        #expect(input.current.contentPurpose == .email)
        #expect(input.current.contentHint == [.lowercase])
        let rect = try #require(input.current.cursorRectangle)
        let caretX = s.field.convert(Point(x: s.field.caretX(at: 5), y: 0), to: s.harness.window).x
        #expect(abs(rect.minX + 1 - caretX) <= 1 && rect.height > 10 && rect.minY > 20)
        // The in-app keyboard stays hidden: the compositor's input method serves the field.
        #expect(OnScreenKeyboard.keyboard(in: s.harness.window) == nil)

        s.field.resignFirstResponder()
        try s.harness.settle()
        #expect(s.compositor.enabledTextInput == nil)
        #expect(s.compositor.textInputs.count == 1)
    }

    @Test func secureEntryAsksForAPasswordAndSendsNoText() throws {
        let s = try scene()
        defer { s.field.resignFirstResponder() }
        s.field.isSecureTextEntry = true
        s.field.keyboardType = .numberPad
        s.field.text = "1234"
        s.field.becomeFirstResponder()
        try s.harness.settle()
        let input = try #require(s.compositor.enabledTextInput)
        #expect(input.current.contentPurpose == .pin)
        #expect(input.current.contentHint == [.hiddenText, .sensitiveData])
        #expect(input.current.surroundingText == nil)
    }

    @Test func commitStringsTypeAndTheFieldSendsItsNewStateAfterAMatchingDone() throws {
        let s = try scene()
        defer { s.field.resignFirstResponder() }
        var changes = 0
        s.field.addAction({ _ in changes += 1 }, for: .editingChanged)
        s.field.becomeFirstResponder()
        try s.harness.settle()
        try commit("ça va", in: s)
        #expect(s.field.text == "ça va")
        #expect(changes == 1)
        let input = try #require(s.compositor.enabledTextInput)
        #expect(input.current.surroundingText == "ça va")
        #expect(input.current.cursor == 6)
        #expect(input.current.changeCause == .inputMethod)

        // Typing elsewhere (the in-app keyboard, a hardware key) is told as another cause.
        s.field.insertText("!")
        try s.harness.settle()
        #expect(input.current.surroundingText == "ça va!")
        #expect(input.current.changeCause == .other)
    }

    @Test func deleteSurroundingTextCountsBytesAroundTheCaret() throws {
        let s = try scene()
        defer { s.field.resignFirstResponder() }
        s.field.text = "añob"
        s.field.becomeFirstResponder()
        s.field.caret = 3   // after "año"
        try s.harness.settle()
        try s.compositor.sendDeleteSurroundingText(before: 3, after: 1)   // "ño" is 3 bytes, "b" one
        try s.compositor.sendCommitString("ge")
        try s.compositor.sendTextInputDone()
        try s.harness.settle()
        #expect(s.field.text == "age")
        #expect(s.field.caret == 3)
        #expect(s.compositor.enabledTextInput?.current.surroundingText == "age")
    }

    @Test func preeditShowsUnderlinedAtTheCaretAndIsReplacedByTheCommit() throws {
        let s = try scene()
        defer { s.field.resignFirstResponder() }
        s.field.text = "ab"
        s.field.becomeFirstResponder()
        s.field.caret = 1
        try s.harness.settle()
        let plain = try s.harness.screenshot()
        try s.compositor.sendPreedit("xyz", cursorBegin: 2, cursorEnd: 2)
        try s.compositor.sendTextInputDone()
        try s.harness.settle()
        s.harness.compositor.vblank()
        try s.harness.settle()
        #expect(s.field.text == "ab")
        #expect(s.field.markedText == "xyz")
        #expect(s.field.displayText == "axyzb")
        #expect(s.field.displayCaret == 3)
        // The surrounding text leaves the composing text out.
        #expect(s.compositor.enabledTextInput?.current.surroundingText == "ab")
        // The underline: dark pixels just above the text line's bottom under the composing text.
        let composed = try s.harness.screenshot()
        let underlineY = Int(20 + s.field.caretRect().maxY - 1)
        let from = Int(20 + s.field.caretX(atDisplay: 1)) + 1, to = Int(20 + s.field.caretX(atDisplay: 4)) - 1
        var underlined = 0
        for x in from..<to where composed.pixel(x: x, y: underlineY).red < 0.3 && plain.pixel(x: x, y: underlineY).red > 0.8 {
            underlined += 1
        }
        #expect(underlined >= (to - from) * 3 / 4)

        try s.compositor.sendPreedit(nil, cursorBegin: 0, cursorEnd: 0)
        try s.compositor.sendCommitString("XYZ")
        try s.compositor.sendTextInputDone()
        try s.harness.settle()
        #expect(s.field.markedText == nil)
        #expect(s.field.text == "aXYZb")
        #expect(s.field.caret == 4)
    }

    @Test func aStaleDoneSerialIsAppliedButTheStateIsNotSentBack() throws {
        let s = try scene()
        defer { s.field.resignFirstResponder() }
        s.field.becomeFirstResponder()
        try s.harness.settle()
        let input = try #require(s.compositor.enabledTextInput)
        let commits = input.commitCount
        try s.compositor.sendCommitString("a")
        try s.compositor.sendTextInputDone(serial: commits &- 1)
        try s.harness.settle()
        #expect(s.field.text == "a")
        #expect(input.commitCount == commits)
        #expect(input.current.surroundingText == "")
        try commit("b", in: s)
        #expect(s.field.text == "ab")
        #expect(input.commitCount == commits + 1)
        #expect(input.current.surroundingText == "ab")
    }

    @Test func focusLeavingDisablesAndEnteringAgainEnables() throws {
        let s = try scene()
        defer { s.field.resignFirstResponder() }
        s.field.becomeFirstResponder()
        try s.harness.settle()
        try s.compositor.sendPreedit("k", cursorBegin: 1, cursorEnd: 1)
        try s.compositor.sendTextInputDone()
        try s.harness.settle()
        #expect(s.field.markedText == "k")
        try s.compositor.keyboardLeave()
        try s.harness.settle()
        #expect(s.field.markedText == nil)
        #expect(s.compositor.enabledTextInput == nil)
        try s.compositor.keyboardEnter(try #require(s.harness.toplevel).surface)
        try s.harness.settle()
        #expect(s.compositor.enabledTextInput != nil)
    }

    @Test func modesChooseTheKeyboards() throws {
        let inApp = try scene(.inAppKeyboard)
        inApp.field.becomeFirstResponder()
        try inApp.harness.settle()
        #expect(OnScreenKeyboard.keyboard(in: inApp.harness.window) != nil)
        #expect(inApp.compositor.enabledTextInput == nil && inApp.compositor.textInputs.isEmpty)
        inApp.field.resignFirstResponder()

        let both = try scene(.both)
        both.field.becomeFirstResponder()
        try both.harness.settle()
        #expect(OnScreenKeyboard.keyboard(in: both.harness.window) != nil)
        #expect(both.compositor.enabledTextInput != nil)
        try commit("hi", in: both)
        #expect(both.field.text == "hi")
        both.field.resignFirstResponder()

        // Text-input focus comes after the field began editing: the in-app keyboard shows until then.
        let late = try scene(.inputMethod)
        try late.compositor.keyboardLeave()
        try late.harness.settle()
        late.field.becomeFirstResponder()
        try late.harness.settle()
        #expect(OnScreenKeyboard.isShown(in: late.harness.window))
        try late.compositor.keyboardEnter(try #require(late.harness.toplevel).surface)
        try late.harness.settle()
        #expect(late.compositor.enabledTextInput != nil)
        #expect(!OnScreenKeyboard.isShown(in: late.harness.window))
        late.field.resignFirstResponder()

        // No text-input-v3 on the compositor: the in-app keyboard stands in.
        let none = try scene(.inputMethod, offer: false)
        none.field.becomeFirstResponder()
        try none.harness.settle()
        #expect(OnScreenKeyboard.keyboard(in: none.harness.window) != nil)
        none.field.resignFirstResponder()
    }
}
