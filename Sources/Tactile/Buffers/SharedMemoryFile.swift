import CTactilePlatform
import WaylandClient

#if canImport(Glibc)
import Glibc
#endif

/// An anonymous memfd mapped shared into this process: the backing store of one shm buffer.
final class SharedMemoryFile {
    /// The descriptor handed to `wl_shm.create_pool` (libwayland sends a duplicate).
    let descriptor: OwnedFileDescriptor
    /// The mapping's size in bytes.
    let size: Int
    /// The first byte of the mapping.
    let base: UnsafeMutableRawPointer

    /// Creates and maps `size` bytes.
    init(size: Int) throws(PlatformError) {
        guard size > 0 else { throw .sharedMemory("a buffer needs at least one byte") }
        let fd = tactile_anonymous_file("tactile-buffer", size)
        guard fd >= 0 else { throw .sharedMemory("memfd_create: \(String(cString: strerror(errno)))") }
        let descriptor = OwnedFileDescriptor(adopting: fd)
        guard let mapping = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), mapping != MAP_FAILED else {
            throw .sharedMemory("mmap of \(size) bytes: \(String(cString: strerror(errno)))")
        }
        self.descriptor = descriptor
        self.size = size
        self.base = mapping
    }

    deinit {
        munmap(base, size)
    }
}
