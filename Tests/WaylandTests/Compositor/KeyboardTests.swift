import CXKBCommon
import Testing
import TactileTesting
import TactileHeadless
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

@Suite("HeadlessCompositor keyboard")
struct KeyboardTests {
    @Test func keymapFileDescriptorHoldsAKeymapXKBCommonParses() throws {
        let client = try CompositorClient()
        let keyboard = try client.seat.getKeyboard()
        var keymap: (format: WlKeyboard.KeymapFormat, fd: OwnedFileDescriptor, size: UInt32)?
        var repeatInfo: [Int32] = []
        keyboard.onEvent = { event in
            switch event {
            case let .keymap(format, fd, size): keymap = (format, fd, size)
            case let .repeatInfo(rate, delay): repeatInfo = [rate, delay]
            default: break
            }
        }
        try client.roundtrip()
        let received = try #require(keymap)
        #expect(received.format == .xkbV1)
        #expect(repeatInfo == [25, 600])

        let size = Int(received.size)
        let memory = try #require(mmap(nil, size, PROT_READ, MAP_PRIVATE, received.fd.rawValue, 0))
        #expect(memory != MAP_FAILED)
        defer { munmap(memory, size) }
        let text = memory.assumingMemoryBound(to: CChar.self)
        #expect(text[size - 1] == 0, "the announced size includes the terminating NUL")
        let context = try #require(xkb_context_new(XKB_CONTEXT_NO_FLAGS))
        defer { xkb_context_unref(context) }
        let parsed = try #require(xkb_keymap_new_from_string(context, text, XKB_KEYMAP_FORMAT_TEXT_V1, XKB_KEYMAP_COMPILE_NO_FLAGS))
        defer { xkb_keymap_unref(parsed) }
        #expect(xkb_keymap_num_layouts(parsed) == 1)
        #expect(String(cString: xkb_keymap_layout_get_name(parsed, 0)) == "English (US)")
    }

    @Test func keyPressesSendKeysAndModifiers() throws {
        let client = try CompositorClient()
        let buffer = try client.makeBuffer(width: 4, height: 4, filledWith: 0xFFFF_FFFF)
        let toplevel = try client.makeMappedToplevel(buffer: buffer)
        let keyboard = try client.seat.getKeyboard()
        var log: [String] = []
        keyboard.onEvent = { event in
            switch event {
            case let .enter(_, surface, _): log.append("enter \(surface.id)")
            case let .key(_, _, key, state): log.append("key \(key) \(state == .pressed)")
            case let .modifiers(_, depressed, _, locked, group): log.append("mods \(depressed) \(locked) \(group)")
            case .leave: log.append("leave")
            default: break
            }
        }
        try client.roundtrip()
        let compositor = client.compositor
        let surface = try client.serverSurface(toplevel.surface)
        try compositor.keyboardEnter(surface)
        try compositor.keyPress(HeadlessCompositor.Key.leftShift)
        try compositor.keyPress(HeadlessCompositor.Key.a)
        try compositor.keyRelease(HeadlessCompositor.Key.a)
        try compositor.keyRelease(HeadlessCompositor.Key.leftShift)
        try compositor.keyboardLeave()
        try client.roundtrip()
        // Shift is modifier bit 0 in the "us" keymap.
        #expect(log == [
            "enter \(toplevel.surface.id)", "mods 0 0 0", "key 42 true", "mods 1 0 0", "key 30 true", "key 30 false",
            "key 42 false", "mods 0 0 0", "leave",
        ])
        #expect(throws: HeadlessCompositorError.noKeyboardFocus) { try compositor.keyPress(HeadlessCompositor.Key.a) }
    }
}
