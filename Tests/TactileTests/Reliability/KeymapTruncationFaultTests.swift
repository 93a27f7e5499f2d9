import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// A keymap file the compositor truncates after the client checked its size. Reading a mapping
/// past the end of a file is a SIGBUS; the keymap is copied with `pread`, so the keyboard is
/// disabled with a logged error instead and the app goes on.
@MainActor struct KeymapTruncationFaultTests {
    @Test func aKeymapTruncatedAfterTheSizeCheckDisablesTheKeyboard() throws {
        // A keymap-sized file with no terminating NUL in its first page: reading it scans past the end.
        let size = 3 * 4096
        // A plain unlinked file (not sealed): the compositor side can shrink it.
        let fd = unsealedFile()
        try #require(fd >= 0)
        let text = [UInt8](repeating: UInt8(ascii: "x"), count: size)
        try #require(text.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) } == size)
        let keymap = KeyboardDevice.loadKeymap(fd: OwnedFileDescriptor(adopting: fd), size: UInt32(size)) {
            #expect(ftruncate(fd, 100) == 0)
        }
        #expect(keymap == nil)
    }

    @Test func aWholeKeymapStillLoads() throws {
        let keymap = try #require(XKBKeymap(layout: "us"))
        let text = Array(try #require(keymap.text).utf8) + [0]
        let fd = unsealedFile()
        try #require(fd >= 0)
        try #require(text.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) } == text.count)
        let loaded = try #require(KeyboardDevice.loadKeymap(fd: OwnedFileDescriptor(adopting: fd), size: UInt32(text.count)))
        #expect(loaded.keysym(30 + 8) == 0x61)
    }

    /// An anonymous file that can shrink (SharedMemory's files are sealed against it): a temporary
    /// file unlinked at once.
    private func unsealedFile() -> Int32 {
        var template = Array("/tmp/tactile-keymap-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if fd >= 0 { _ = template.withUnsafeBufferPointer { unlink($0.baseAddress!) } }
        return fd
    }
}
