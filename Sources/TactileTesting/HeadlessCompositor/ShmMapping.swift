import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

/// The read-only memory map of one `wl_shm_pool`'s file descriptor.
///
/// Buffers keep their pool's mapping alive (the protocol lets buffers outlive their pool), and read
/// through `base` at read time, so a `resize` that remaps is seen by every buffer.
final class ShmMapping {
    private let descriptor: OwnedFileDescriptor
    private(set) var base: UnsafeRawPointer
    private(set) var size: Int

    /// Maps `size` bytes of `descriptor`; nil when mmap fails (bad fd or size).
    init?(descriptor: OwnedFileDescriptor, size: Int) {
        guard size > 0, let memory = Self.map(descriptor.rawValue, size: size) else { return nil }
        self.descriptor = descriptor
        base = memory
        self.size = size
    }

    private static func map(_ fd: Int32, size: Int) -> UnsafeRawPointer? {
        let memory = mmap(nil, size, PROT_READ, MAP_SHARED, fd, 0)
        guard let memory, memory != MAP_FAILED else { return nil }
        return UnsafeRawPointer(memory)
    }

    /// Remaps at the larger `newSize`; false (keeping the old map) when mmap fails.
    func grow(to newSize: Int) -> Bool {
        guard newSize > size else { return newSize == size }
        guard let memory = Self.map(descriptor.rawValue, size: newSize) else { return false }
        munmap(UnsafeMutableRawPointer(mutating: base), size)
        base = memory
        size = newSize
        return true
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: base), size)
    }
}
