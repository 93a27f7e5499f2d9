import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless

@MainActor struct KeyboardTests {
    func harness() throws -> (PlatformHarness, RecordingView) {
        let h = try PlatformHarness()
        let view = RecordingView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        view.acceptsFirstResponder = true
        h.window.addSubview(view)
        let toplevel = try h.mapWindow()
        #expect(view.becomeFirstResponder())
        try h.compositor.keyboardEnter(toplevel.surface)
        try h.settle()
        return (h, view)
    }

    @Test func keysReachTheFirstResponderWithKeysymTextAndModifiers() throws {
        let (h, view) = try harness()
        defer { _ = view.resignFirstResponder() }
        try h.compositor.keyPress(HeadlessCompositor.Key.a)
        try h.compositor.keyRelease(HeadlessCompositor.Key.a)
        try h.compositor.keyPress(HeadlessCompositor.Key.leftShift)
        try h.compositor.keyPress(HeadlessCompositor.Key.a)
        try h.compositor.keyRelease(HeadlessCompositor.Key.a)
        try h.compositor.keyRelease(HeadlessCompositor.Key.leftShift)
        try h.settle()
        let presses = view.keys.filter { $0.1 }.map(\.0)
        let lower = try #require(presses.first)
        #expect(lower.keysym == 0x61 && lower.text == "a" && lower.modifiers.isEmpty && !lower.isRepeat)
        let upper = try #require(presses.first { $0.keysym == 0x41 })
        #expect(upper.text == "A" && upper.modifiers.contains(.shift))
        #expect(view.keys.filter { !$0.1 }.count == 3)
    }

    @Test func heldKeysRepeatOnTheToolkitClock() throws {
        let (h, view) = try harness()
        defer { _ = view.resignFirstResponder() }
        try h.compositor.keyPress(HeadlessCompositor.Key.a)
        try h.settle()
        #expect(view.keys.count == 1)
        h.clock.advance(by: .milliseconds(599))
        #expect(view.keys.count == 1)
        h.clock.advance(by: .milliseconds(1))            // the 600 ms delay
        #expect(view.keys.count == 2 && view.keys[1].0.isRepeat)
        h.clock.advance(by: .milliseconds(80))           // 25 per second: two more
        #expect(view.keys.count == 4)
        try h.compositor.keyRelease(HeadlessCompositor.Key.a)
        try h.settle()
        h.clock.advance(by: .seconds(1))
        #expect(view.keys.count == 5)
        #expect(view.keys.last?.1 == false)
    }

    @Test func withoutAFirstResponderKeysGoToTheWindowAndUpTheChain() throws {
        let (h, view) = try harness()
        _ = view.resignFirstResponder()
        try h.compositor.keyPress(HeadlessCompositor.Key.space)
        try h.settle()
        #expect(view.keys.isEmpty)
    }

    @Test func aBadKeymapDisablesTheKeyboardAndTheAppGoesOn() throws {
        let file = try #require(SharedMemoryFileForTest(text: "this is not a keymap"))
        #expect(KeyboardDevice.loadKeymap(fd: file.descriptor, size: file.size) == nil)
        let tooLong = try #require(SharedMemoryFileForTest(text: "xkb_keymap {};"))
        #expect(KeyboardDevice.loadKeymap(fd: tooLong.descriptor, size: tooLong.size + 4096) == nil)
    }

    @Test func aRealKeymapCompiles() throws {
        let keymap = try #require(XKBKeymap(layout: "us"))
        let text = try #require(keymap.text)
        let file = try #require(SharedMemoryFileForTest(text: text))
        let loaded = try #require(KeyboardDevice.loadKeymap(fd: file.descriptor, size: file.size))
        #expect(loaded.keysym(30 + 8) == 0x61)
    }
}
