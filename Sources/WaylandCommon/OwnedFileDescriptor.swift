#if canImport(Glibc)
import Glibc
#endif

/// A file descriptor with exactly one owner, closed when the owner lets go of it.
///
/// Ownership rules of the bindings:
/// - **Received** (an `fd` argument in an event or request): the bindings hand you an
///   `OwnedFileDescriptor`; it closes the descriptor when deallocated unless you `take()` it first.
/// - **Sent** (an `fd` parameter): you keep ownership; libwayland sends a duplicate, so closing yours
///   afterwards (or letting it deinit) is always correct.
public final class OwnedFileDescriptor {
    /// The descriptor, or -1 once it has been closed or taken.
    public private(set) var rawValue: Int32

    /// Takes ownership of `rawValue` (which may be -1 for "none").
    public init(adopting rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Duplicates `rawValue` (close-on-exec); the caller keeps its own descriptor.
    public static func duplicating(_ rawValue: Int32) -> OwnedFileDescriptor? {
        let copy = fcntl(rawValue, F_DUPFD_CLOEXEC, 0)
        return copy < 0 ? nil : OwnedFileDescriptor(adopting: copy)
    }

    /// Whether this still owns an open descriptor.
    public var isValid: Bool { rawValue >= 0 }

    /// Gives up ownership: the caller must close the returned descriptor.
    public func take() -> Int32 {
        defer { rawValue = -1 }
        return rawValue
    }

    /// Closes the descriptor now (later calls do nothing).
    public func close() {
        if rawValue >= 0 { _ = Glibc.close(rawValue) }
        rawValue = -1
    }

    deinit {
        if rawValue >= 0 { _ = Glibc.close(rawValue) }
    }
}
