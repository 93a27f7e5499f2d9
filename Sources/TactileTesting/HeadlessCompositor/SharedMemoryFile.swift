import WaylandCommon

#if canImport(Glibc)
import Glibc
#endif

/// Anonymous shared-memory files, for `wl_shm` pools and keymaps.
///
/// Uses `shm_open` with a random name that is unlinked at once (Swift's Glibc module does not expose
/// `memfd_create`), so nothing is left behind and no other process can open the file.
public enum SharedMemoryFile {
    /// Why a file could not be made.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The failing call and its `strerror`.
        public var reason: String
        public var description: String { "cannot create a shared-memory file: \(reason)" }
    }

    /// A new anonymous file of `size` zero bytes.
    public static func create(size: Int) throws(Failure) -> OwnedFileDescriptor {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<8 {
            let name = "/tactile-\(getpid())-\(generator.next() & 0xFFFF_FFFF_FFFF)"
            let fd = shm_open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd < 0 {
                if errno == EEXIST { continue }
                throw Failure(reason: "shm_open: \(String(cString: strerror(errno)))")
            }
            shm_unlink(name)
            let descriptor = OwnedFileDescriptor(adopting: fd)
            guard ftruncate(fd, off_t(size)) == 0 else {
                throw Failure(reason: "ftruncate(\(size)): \(String(cString: strerror(errno)))")
            }
            return descriptor
        }
        throw Failure(reason: "no free name")
    }

    /// A new anonymous file holding `bytes`.
    public static func create(containing bytes: [UInt8]) throws(Failure) -> OwnedFileDescriptor {
        let descriptor = try create(size: bytes.count)
        let written = bytes.withUnsafeBytes { pwrite(descriptor.rawValue, $0.baseAddress, $0.count, 0) }
        guard written == bytes.count else { throw Failure(reason: "short write (\(written) of \(bytes.count) bytes)") }
        return descriptor
    }
}
