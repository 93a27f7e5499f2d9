#if canImport(Glibc)
import Glibc
#endif

/// Opening and reading recording files safely: recordings can hold what a user typed.
enum PrivateRecordingFile {
    /// The largest recording file the parser reads (64 MiB ≈ 700,000 touch records).
    static let maximumFileSize = 64 << 20
    /// The longest line the parser reads (real records are under 200 bytes; headers carry metadata).
    static let maximumLineLength = 64 << 10

    /// Creates (or truncates) `path` for writing, readable and writable by its owner only (0600),
    /// refusing to follow a symbolic link at `path`. Returns the descriptor.
    static func create(_ path: String) throws(RecordingError) -> Int32 {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let reason = errno == ELOOP ? "it is a symbolic link" : String(cString: strerror(errno))
            throw RecordingError(file: fileName(path), line: 0, message: "cannot create \(path): \(reason)")
        }
        // An existing file keeps its mode through O_CREAT: narrow it too.
        _ = fchmod(fd, 0o600)
        return fd
    }

    /// Writes all of `bytes` to `fd`; false on a write error.
    static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            offset += n
        }
        return true
    }

    /// Reads `path` whole, refusing files over `maximumFileSize` with a clear error.
    static func read(_ path: String) throws(RecordingError) -> [UInt8] {
        let name = fileName(path)
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw RecordingError(file: name, line: 0, message: "cannot read \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { throw RecordingError(file: name, line: 0, message: "cannot read \(path): \(String(cString: strerror(errno)))") }
            if n == 0 { return bytes }
            guard bytes.count + n <= maximumFileSize else {
                throw RecordingError(file: name, line: 0, message: "larger than the \(maximumFileSize >> 20) MiB a recording may have")
            }
            bytes += chunk[0..<n]
        }
    }

    static func fileName(_ path: String) -> String {
        String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(path))
    }
}
