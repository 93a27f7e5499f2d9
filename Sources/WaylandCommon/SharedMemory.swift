import CSharedMemory

#if canImport(Glibc)
import Glibc
#endif

/// Why shared memory could not be created or mapped.
public struct SharedMemoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The failing step (`memfd_create`, `ftruncate`, `mmap`...).
    public var operation: String
    /// `errno` at the failure.
    public var code: Int32

    public var description: String { "\(operation) failed: \(String(cString: strerror(code)))" }
}

/// A shared-memory mapping, as used by `wl_shm` pools on both sides.
///
/// Client: `SharedMemory(size:)` makes an anonymous file (a memfd, never in the file system, sealed
/// so that it cannot shrink: a compositor mapping it cannot be made to fault by truncation), sized and
/// mapped; pass `fileDescriptor` to `WlShm.createPool`. `SharedMemory.file(containing:)` makes one
/// holding given bytes, unmapped (a keymap, a payload to pass).
/// Server: `SharedMemory(mapping:size:)` maps the descriptor a client sent.
/// The mapping is removed on deinit; the descriptor is owned by `fileDescriptor`.
public final class SharedMemory {
    /// The file backing the mapping.
    public let fileDescriptor: OwnedFileDescriptor
    /// The mapped bytes (empty when the size is 0).
    public private(set) var bytes: UnsafeMutableRawBufferPointer
    private var writable = true

    /// Creates an anonymous shared file of `size` bytes and maps it read-write.
    public init(size: Int) throws(SharedMemoryError) {
        fileDescriptor = try Self.anonymousFile(size: size)
        bytes = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        bytes = try Self.map(fileDescriptor.rawValue, size: size, writable: true)
    }

    /// A new anonymous shared file (sealed like `init(size:)`'s) holding `contents`, not mapped.
    public static func file(containing contents: [UInt8]) throws(SharedMemoryError) -> OwnedFileDescriptor {
        let file = try anonymousFile(size: contents.count)
        var offset = 0
        while offset < contents.count {
            let written = contents.withUnsafeBytes { raw in
                pwrite(file.rawValue, raw.baseAddress! + offset, raw.count - offset, off_t(offset))
            }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw SharedMemoryError(operation: "pwrite", code: written < 0 ? errno : EIO) }
            offset += written
        }
        return file
    }

    /// A sealed memfd of `size` bytes.
    private static func anonymousFile(size: Int) throws(SharedMemoryError) -> OwnedFileDescriptor {
        guard size >= 0 else { throw SharedMemoryError(operation: "ftruncate", code: EINVAL) }
        let descriptor = tactile_anonymous_file("tactile-shm", size)
        guard descriptor >= 0 else { throw SharedMemoryError(operation: "memfd_create", code: errno) }
        return OwnedFileDescriptor(adopting: descriptor)
    }

    /// Maps `size` bytes of a received descriptor (read-only unless `writable`); takes ownership of it.
    public init(mapping descriptor: OwnedFileDescriptor, size: Int, writable: Bool = false) throws(SharedMemoryError) {
        fileDescriptor = descriptor
        bytes = UnsafeMutableRawBufferPointer(start: nil, count: 0)
        bytes = try Self.map(descriptor.rawValue, size: size, writable: writable)
        self.writable = writable
    }

    /// Maps the file again at a new size (`wl_shm_pool.resize`); for anonymous memory the file grows too.
    public func resize(to size: Int, growingFile: Bool = false) throws(SharedMemoryError) {
        if growingFile, ftruncate(fileDescriptor.rawValue, off_t(size)) != 0 {
            throw SharedMemoryError(operation: "ftruncate", code: errno)
        }
        let mapped = try Self.map(fileDescriptor.rawValue, size: size, writable: writable)
        unmap()
        bytes = mapped
    }

    /// The size of the file behind `descriptor` in bytes (what can be mapped without SIGBUS), or −1
    /// when it cannot be told (not a regular file or shared memory object).
    public static func fileSize(of descriptor: Int32) -> Int {
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return -1 }
        return Int(status.st_size)
    }

    private static func map(_ descriptor: Int32, size: Int, writable: Bool) throws(SharedMemoryError) -> UnsafeMutableRawBufferPointer {
        guard size > 0 else { return UnsafeMutableRawBufferPointer(start: nil, count: 0) }
        let protection = writable ? PROT_READ | PROT_WRITE : PROT_READ
        let address = mmap(nil, size, protection, MAP_SHARED, descriptor, 0)
        guard let address, address != MAP_FAILED else { throw SharedMemoryError(operation: "mmap", code: errno) }
        return UnsafeMutableRawBufferPointer(start: address, count: size)
    }

    private func unmap() {
        if let base = bytes.baseAddress { munmap(base, bytes.count) }
        bytes = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    }

    deinit { unmap() }
}
