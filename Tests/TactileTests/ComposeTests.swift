import Logging
import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

/// Dead keys through xkbcommon's compose tables, end to end: the headless compositor sends the
/// "us" "intl" keymap and presses keys; the app's keyboard composes them for a text field. The
/// compose locale is set in the options, so nothing depends on the machine's locale.
@MainActor struct ComposeTests {
    typealias Key = HeadlessCompositor.Key

    /// A focused text field (no on-screen keyboard) under the "us" "intl" layout.
    func harness(locale: String = "en_US.UTF-8") throws -> (PlatformHarness, TextField) {
        var options = RunOptions(title: "Test", appID: "org.tactile.test")
        options.composeLocale = locale
        let h = try PlatformHarness(size: Size(width: 300, height: 100), options: options)
        let field = TextField(frame: Rect(x: 10, y: 10, width: 280, height: 44))
        field.showsOnScreenKeyboard = false
        h.window.addSubview(field)
        let toplevel = try h.mapWindow()
        #expect(field.becomeFirstResponder())
        try h.compositor.useKeyboardLayout("us", variant: "intl")
        try h.compositor.keyboardEnter(toplevel.surface)
        try h.settle()
        return (h, field)
    }

    func type(_ keys: UInt32..., in h: PlatformHarness) throws {
        for key in keys {
            try h.compositor.keyPress(key)
            try h.compositor.keyRelease(key)
        }
        try h.settle()
    }

    @Test func aDeadKeyThenALetterTypesTheComposedCharacter() throws {
        let (h, field) = try harness()
        defer { _ = field.resignFirstResponder() }
        try type(Key.apostrophe, in: h)
        #expect(field.text == "", "a dead key alone types nothing yet")
        try type(Key.e, in: h)
        #expect(field.text == "é")
        try type(Key.grave, Key.a, Key.e, in: h)
        #expect(field.text == "éàe")
    }

    @Test func aSequenceBrokenOffTypesNothingAndTheNextKeyTypesAgain() throws {
        let (h, field) = try harness()
        defer { _ = field.resignFirstResponder() }
        try type(Key.apostrophe, Key.q, in: h)   // no <dead_acute> <q> in the table
        #expect(field.text == "")
        try type(Key.q, in: h)
        #expect(field.text == "q")
    }

    @Test func aHeldDeadKeyDoesNotRepeat() throws {
        let (h, field) = try harness()
        defer { _ = field.resignFirstResponder() }
        try h.compositor.keyPress(Key.apostrophe)
        try h.settle()
        h.clock.advance(by: .seconds(2))         // well past the 600 ms repeat delay
        try h.compositor.keyRelease(Key.apostrophe)
        try h.compositor.keyPress(Key.e)
        try h.settle()
        #expect(field.text == "é")
        h.clock.advance(by: .milliseconds(620))  // the finishing key repeats (once) as itself
        try h.compositor.keyRelease(Key.e)
        try h.settle()
        #expect(field.text == "ée")
    }

    @Test func aSequenceUnderWayEndsWhenFocusLeaves() throws {
        let (h, field) = try harness()
        defer { _ = field.resignFirstResponder() }
        try type(Key.apostrophe, in: h)
        try h.compositor.keyboardLeave()
        try h.compositor.keyboardEnter(try #require(h.compositor.toplevels.first).surface)
        try type(Key.e, in: h)
        #expect(field.text == "e")
    }

    @Test func anUnknownLayoutIsAClearErrorAndKeepsTheKeymap() throws {
        let (h, field) = try harness()
        defer { _ = field.resignFirstResponder() }
        #expect(throws: HeadlessCompositorError.self) { try h.compositor.useKeyboardLayout("no-such-layout") }
        try type(Key.apostrophe, Key.e, in: h)             // still "us" "intl"
        #expect(field.text == "é")
    }

    @Test func theEnvironmentsLocaleIsReadAndCFallsBackToUTF8() {
        #expect(XKBCompose.locales(preferred: nil, environment: [:]) == ["en_US.UTF-8"])
        #expect(XKBCompose.locales(preferred: nil, environment: ["LANG": "C"]) == ["C.UTF-8", "en_US.UTF-8"])
        #expect(XKBCompose.locales(preferred: nil, environment: ["LANG": "fr_FR.UTF-8", "LC_CTYPE": "de_DE.UTF-8"])
                == ["de_DE.UTF-8", "en_US.UTF-8"])
        #expect(XKBCompose.locales(preferred: nil, environment: ["LC_ALL": "", "LANG": "POSIX"]) == ["C.UTF-8", "en_US.UTF-8"])
        #expect(XKBCompose.locales(preferred: "pt_BR.UTF-8", environment: ["LC_ALL": "fr_FR.UTF-8"])
                == ["pt_BR.UTF-8", "en_US.UTF-8"])
    }

    @Test func aLocaleWithoutATableFallsBackToTheUSTable() throws {
        let compose = try #require(XKBCompose(locales: XKBCompose.locales(preferred: "xx_NOWHERE.UTF-8", environment: [:])))
        #expect(compose.locale == "en_US.UTF-8")
        #expect(compose.feed(0xfe51) == .composing)                     // dead_acute
        #expect(compose.feed(0x65) == .composed(text: "é", keysym: 0xe9))
        #expect(compose.feed(0x65) == .passThrough)
    }

    @Test func withoutAnyTableKeysTypeAsPlainKeysAndThatIsLoggedOnce() {
        let captured = CapturedLog()
        let logger = Logger(label: "test.compose") { _ in CapturingHandler(log: captured) }
        let composer = KeyComposer(locales: ["xx_NOWHERE.UTF-8"], logger: logger)
        #expect(composer.step(for: 0xfe51) == .passThrough)
        #expect(composer.step(for: 0x65) == .passThrough)
        composer.reset()
        #expect(!composer.isAvailable)
        #expect(captured.all.filter { $0.level == .warning }.count == 1)
    }
}
