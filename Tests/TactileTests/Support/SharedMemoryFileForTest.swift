import WaylandClient

/// An anonymous shared file holding `text` plus a terminating NUL, as a compositor sends a keymap.
struct SharedMemoryFileForTest {
    let descriptor: OwnedFileDescriptor
    let size: UInt32

    init?(text: String) {
        let bytes = Array(text.utf8) + [0]
        guard let file = try? SharedMemory.file(containing: bytes) else { return nil }
        descriptor = file
        size = UInt32(bytes.count)
    }
}
