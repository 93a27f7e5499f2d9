import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless
import WaylandServer

/// An input method that misbehaves: events for a field that is not being edited, composing text
/// wider than the field, offsets and lengths at the ends of their types, invalid UTF-8, and a
/// 10 MB commit. The app goes on; the field keeps a sensible state.
@MainActor @Suite struct InputMethodBadInputTests {
    func scene() throws -> (PlatformHarness, TextField) {
        let compositor = try HeadlessCompositor()
        try compositor.offerTextInput()
        var options = RunOptions(title: "Test", appID: "org.tactile.test")
        options.textEntry = .inputMethod
        let harness = try PlatformHarness(size: Size(width: 400, height: 200), options: options, compositor: compositor)
        let field = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 44))
        harness.window.addSubview(field)
        let toplevel = try harness.mapWindow()
        try compositor.keyboardEnter(toplevel.surface)
        field.becomeFirstResponder()
        try harness.settle()
        return (harness, field)
    }

    @Test func eventsForAFieldNotBeingEditedAreDropped() throws {
        let (h, field) = try scene()
        field.text = "keep"
        field.resignFirstResponder()
        try h.settle()
        #expect(h.compositor.enabledTextInput == nil)
        // The helpers refuse: nothing is enabled.
        #expect(throws: HeadlessCompositorError.noEnabledTextInput) { try h.compositor.sendCommitString("x") }
        // A compositor that sends anyway, on the raw object.
        let input = try #require(h.compositor.textInputs.first)
        try input.resource.preeditString(text: "pre", cursorBegin: 0, cursorEnd: 0)
        try input.resource.commitString(text: "x")
        try input.resource.deleteSurroundingText(beforeLength: 4, afterLength: 0)
        try input.resource.done(serial: input.commitCount)
        try h.settle()
        #expect(field.text == "keep")
        #expect(field.markedText == nil)
        #expect(h.display.error == nil)
    }

    @Test func eventsForAFieldTheAppDisabledAreDropped() throws {
        let (h, field) = try scene()
        defer { field.resignFirstResponder() }
        field.text = "keep"
        field.isEnabled = false
        try h.compositor.sendPreedit("pre", cursorBegin: 0, cursorEnd: 0)
        try h.compositor.sendCommitString("x")
        try h.compositor.sendDeleteSurroundingText(before: 4, after: 0)
        try h.compositor.sendTextInputDone()
        try h.settle()
        #expect(field.text == "keep")
        #expect(field.markedText == nil)
        field.isEnabled = true
        try h.compositor.sendCommitString("!")
        try h.compositor.sendTextInputDone()
        try h.settle()
        #expect(field.text == "keep!")
    }

    @Test func composingTextWiderThanTheFieldScrollsToItsCursor() throws {
        let (h, field) = try scene()
        defer { field.resignFirstResponder() }
        field.text = "start"
        let preedit = String(repeating: "w", count: 300)
        try h.compositor.sendPreedit(preedit, cursorBegin: 150, cursorEnd: 150)
        try h.compositor.sendTextInputDone()
        try h.settle()
        #expect(field.text == "start")
        #expect(field.markedText == preedit)
        #expect(field.displayCaret == 5 + 150)
        _ = try h.screenshot()   // draws (and scrolls) without trouble
        h.compositor.vblank()
        try h.settle()
        let x = field.caretX(atDisplay: field.displayCaret)
        #expect(x >= TextField.textInset - 0.5 && x <= field.bounds.width - TextField.textInset + 0.5)
        // Offsets past the end, and negative ones other than -1 -1, are clamped into the text.
        try h.compositor.sendPreedit("abc", cursorBegin: Int32.max, cursorEnd: Int32.min)
        try h.compositor.sendTextInputDone()
        try h.settle()
        #expect(field.markedText == "abc")
        #expect(field.displayCaret == 5)   // the highlight spans it all; the caret sits at its start
    }

    @Test func lengthsAtTheEndOfTheirTypeDeleteWhatThereIs() throws {
        let (h, field) = try scene()
        defer { field.resignFirstResponder() }
        field.text = "añb"
        field.caret = 2
        try h.compositor.sendDeleteSurroundingText(before: UInt32.max, after: 0)
        try h.compositor.sendTextInputDone()
        try h.settle()
        #expect(field.text == "b")
        try h.compositor.sendDeleteSurroundingText(before: 0, after: UInt32.max)
        try h.compositor.sendTextInputDone()
        try h.settle()
        #expect(field.text == "")
        #expect(h.display.error == nil)
    }

    @Test func invalidUTF8InACommitBecomesReplacementCharacters() throws {
        let (h, field) = try scene()
        defer { field.resignFirstResponder() }
        try h.compositor.sendCommitString(bytes: [0x61, 0xFF, 0x62, 0xC3])
        try h.compositor.sendTextInputDone()
        try h.settle()
        #expect(field.text == "a\u{FFFD}b\u{FFFD}")
        #expect(h.compositor.enabledTextInput?.current.surroundingText == "a\u{FFFD}b\u{FFFD}")
        #expect(throws: HeadlessCompositorError.self) { try h.compositor.sendCommitString(bytes: [0x61, 0, 0x62]) }
    }

    @Test func aTenMegabyteCommitIsRefusedAndTheLargestOneIsCutToTheField() throws {
        let (h, field) = try scene()
        defer { field.resignFirstResponder() }
        let huge = String(repeating: "x", count: 10 << 20)
        #expect(throws: HeadlessCompositorError.messageTooLarge(bytes: 8 + 4 + (10 << 20) + 4, limit: 4096)) {
            try h.compositor.sendCommitString(huge)
        }
        // The largest commit a message holds: 4083 bytes, cut to the field's 1000 characters.
        try h.compositor.sendCommitString(String(repeating: "y", count: 4083))
        try h.compositor.sendTextInputDone()
        try h.settle()
        #expect(h.display.error == nil)
        #expect(field.text == String(repeating: "y", count: field.maximumLength))
        // Through KeyInput, ten megabytes are cut at once, too.
        field.text = ""
        field.insertText(huge)
        #expect(field.text.count == field.maximumLength)
    }
}
