import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// Keymaps a compositor should never send. Each disables the keyboard (with a logged error) and the
/// app goes on: touches still work and keys are not delivered.
@MainActor struct KeymapFaultTests {
    /// A mapped window with a focused first responder and a working keyboard.
    func harness() throws -> (PlatformHarness, RecordingView, HeadlessToplevel) {
        let h = try PlatformHarness()
        let view = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        view.acceptsFirstResponder = true
        h.window.addSubview(view)
        let toplevel = try h.mapWindow()
        #expect(view.becomeFirstResponder())
        #expect(h.platform.seatInputs.first?.keyboard?.keymap != nil)
        return (h, view, toplevel)
    }

    /// Sends the keymap in `fd`, then checks the keyboard is off and the app still works.
    func expectKeyboardDisabled(by fd: Int32, size: UInt32) throws {
        let (h, view, toplevel) = try harness()
        defer { close(fd) }
        #expect(h.compositor.sendKeymap(fileDescriptor: fd, size: size) == 1)
        try h.settle()
        #expect(h.platform.seatInputs.first?.keyboard != nil)
        #expect(h.platform.seatInputs.first?.keyboard?.keymap == nil)
        try h.compositor.keyboardEnter(toplevel.surface)
        try h.compositor.keyPress(HeadlessCompositor.Key.a)
        try h.compositor.keyRelease(HeadlessCompositor.Key.a)
        try h.compositor.touchDown(id: 0, at: Point(x: 10, y: 10), on: toplevel.surface)
        try h.compositor.touchUp(id: 0)
        try h.compositor.touchFrame()
        try h.settle()
        #expect(view.keys.isEmpty)
        #expect(view.calls == [.began([0]), .ended([0])])
    }

    /// A memfd holding `bytes`, then grown to `size` (zero-filled, sparse).
    func memfd(_ bytes: [UInt8], size: Int) throws -> Int32 {
        let fd = try SharedMemory.file(containing: bytes).take()
        try #require(ftruncate(fd, off_t(size)) == 0)
        return fd
    }

    var keymapText: [UInt8] {
        get throws { Array(try #require(XKBKeymap(layout: "us")?.text).utf8) + [0] }
    }

    /// A descriptor that is not a keymap file at all (a pipe: nothing to map).
    @Test func anUnusableKeymapDescriptorDisablesTheKeyboard() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        close(ends[1])
        try expectKeyboardDisabled(by: ends[0], size: 4096)
    }

    /// The file is shorter than the size announced.
    @Test func aTruncatedKeymapDisablesTheKeyboard() throws {
        let text = try keymapText
        let half = Array(text[..<(text.count / 2)])
        try expectKeyboardDisabled(by: try memfd(half, size: half.count), size: UInt32(text.count))
    }

    /// The size fits the file, but the text stops halfway through the keymap.
    @Test func aKeymapCutInTheMiddleDisablesTheKeyboard() throws {
        let text = try keymapText
        let half = Array(text[..<(text.count / 2)])
        try expectKeyboardDisabled(by: try memfd(half, size: half.count), size: UInt32(half.count))
    }

    /// 100 MB announced and present: a valid keymap followed by 100 MB of zeros.
    @Test func aHundredMegabyteKeymapDisablesTheKeyboard() throws {
        let size = 100 * 1024 * 1024
        try expectKeyboardDisabled(by: try memfd(try keymapText, size: size), size: UInt32(size))
    }
}
