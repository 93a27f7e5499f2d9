import Glibc

#if canImport(Glibc)
import Glibc
#endif

/// Where an `InputRecorder` writes its lines.
@MainActor public protocol RecordingSink: AnyObject {
    /// Appends text (whole lines, each ending with a newline).
    func write(_ text: String)
    /// Makes everything written so far durable (called once per frame).
    func flush()
}

/// Appends a recording to a file, creating or truncating it first. The file is private to its
/// owner (mode 0600) and a symbolic link at the path is refused: recordings can hold typed text.
@MainActor public final class FileRecordingSink: RecordingSink {
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    /// Opens `path` for writing (truncating it). Throws when it cannot be created.
    public init(path: String) throws(RecordingError) {
        descriptor = try PrivateRecordingFile.create(path)
        buffer.reserveCapacity(4096)
    }

    isolated deinit { if descriptor >= 0 { _ = Glibc.close(descriptor) } }

    /// Buffers text until `flush()`.
    public func write(_ text: String) {
        guard descriptor >= 0 else { return }
        buffer.append(contentsOf: text.utf8)
    }

    /// Writes the buffered text to the file. Write errors are logged, not thrown: a recorder must
    /// never take the app down.
    public func flush() {
        guard !buffer.isEmpty, descriptor >= 0 else { return }
        if !PrivateRecordingFile.write(buffer, to: descriptor) {
            TactileLog.core.error("input recording: write failed: \(String(cString: strerror(errno)))")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes the file. Later writes are dropped.
    public func close() {
        flush()
        if descriptor >= 0 { _ = Glibc.close(descriptor) }
        descriptor = -1
    }
}

/// Collects a recording in memory (tests, shrinking, printing).
@MainActor public final class StringRecordingSink: RecordingSink {
    /// Everything written and flushed so far.
    public private(set) var text = ""
    private var pending = ""

    /// An empty sink.
    public init() {}

    /// Buffers text until `flush()`.
    public func write(_ text: String) { pending += text }
    /// Makes the buffered text visible in `text`.
    public func flush() {
        text += pending
        pending = ""
    }
}
