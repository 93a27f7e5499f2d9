import Glibc

/// Where an `InputRecorder` writes its lines.
@MainActor public protocol RecordingSink: AnyObject {
    /// Appends text (whole lines, each ending with a newline).
    func write(_ text: String)
    /// Makes everything written so far durable (called once per frame).
    func flush()
}

/// Appends a recording to a file, creating or truncating it first.
@MainActor public final class FileRecordingSink: RecordingSink {
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    /// Opens `path` for writing (truncating it). Throws when it cannot be created.
    public init(path: String) throws(RecordingError) {
        do {
            descriptor = try FileOutput.create(path)
        } catch {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            throw RecordingError(file: name, line: 0, message: "cannot create \(path): \(error.reason)")
        }
        buffer.reserveCapacity(4096)
    }

    /// Buffers text until `flush()`.
    public func write(_ text: String) {
        guard descriptor >= 0 else { return }
        buffer.append(contentsOf: text.utf8)
    }

    /// Writes the buffered text to the file. Write errors are logged, not thrown: a recorder must
    /// never take the app down.
    public func flush() {
        guard !buffer.isEmpty, descriptor >= 0 else { return }
        if let failure = buffer.withUnsafeBytes({ FileOutput.writeAll($0, to: descriptor) }) {
            TactileLog.core.error("input recording: write failed: \(FileOutput.systemError(failure))")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes the file. Later writes are dropped.
    public func close() {
        flush()
        guard descriptor >= 0 else { return }
        _ = Glibc.close(descriptor)
        descriptor = -1
    }

    deinit {
        if descriptor >= 0 { _ = Glibc.close(descriptor) }
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
