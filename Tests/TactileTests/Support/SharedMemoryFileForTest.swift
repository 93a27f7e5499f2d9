import CTactilePlatform
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// A memfd holding `text` plus a terminating NUL, as a compositor sends a keymap.
struct SharedMemoryFileForTest {
    let descriptor: OwnedFileDescriptor
    let size: UInt32

    init?(text: String) {
        let bytes = Array(text.utf8) + [0]
        let fd = tactile_anonymous_file("test-keymap", bytes.count)
        guard fd >= 0 else { return nil }
        let written = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        guard written == bytes.count else { close(fd); return nil }
        descriptor = OwnedFileDescriptor(adopting: fd)
        size = UInt32(bytes.count)
    }
}
