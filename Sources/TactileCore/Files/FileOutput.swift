#if canImport(Glibc)
import Glibc
#endif

/// Writing files with plain POSIX calls, so the toolkit and the apps built on it need no Foundation.
package enum FileOutput {
    /// Creates or truncates `path` for writing; returns the descriptor.
    package static func create(_ path: String) throws(FileWriteError) -> Int32 {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileWriteError(path: path, reason: systemError(errno)) }
        return fd
    }

    /// Writes all of `bytes` to `fd`, retrying short writes and interruptions; the `errno` of a failure.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, base + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += n
        }
        return nil
    }

    /// Replaces the file at `path` with `bytes`.
    package static func write(_ bytes: [UInt8], toFile path: String) throws(FileWriteError) {
        let fd = try create(path)
        let failure = bytes.withUnsafeBytes { writeAll($0, to: fd) }
        let closed = close(fd) == 0 ? nil : errno
        if let code = failure ?? closed { throw FileWriteError(path: path, reason: systemError(code)) }
    }

    /// The system's text for an `errno` value.
    package static func systemError(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// A file could not be written: which, and the system's reason.
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
    /// The path that could not be written.
    public let path: String
    /// Why, as the system says it (for example `No such file or directory`).
    public let reason: String

    /// `cannot write PATH: REASON`.
    public var description: String { "cannot write \(path): \(reason)" }
}
