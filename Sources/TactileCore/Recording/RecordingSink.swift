import Foundation

/// Where an `InputRecorder` writes its lines.
@MainActor public protocol RecordingSink: AnyObject {
    /// Appends text (whole lines, each ending with a newline).
    func write(_ text: String)
    /// Makes everything written so far durable (called once per frame).
    func flush()
}

/// Appends a recording to a file, creating or truncating it first.
@MainActor public final class FileRecordingSink: RecordingSink {
    private let handle: FileHandle
    private var buffer: [UInt8] = []

    /// Opens `path` for writing (truncating it). Throws when it cannot be created.
    public init(path: String) throws(RecordingError) {
        let name = (path as NSString).lastPathComponent
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path) else {
            throw RecordingError(file: name, line: 0, message: "cannot create \(path)")
        }
        self.handle = handle
        buffer.reserveCapacity(4096)
    }

    /// Buffers text until `flush()`.
    public func write(_ text: String) { buffer.append(contentsOf: text.utf8) }

    /// Writes the buffered text to the file. Write errors are logged, not thrown: a recorder must
    /// never take the app down.
    public func flush() {
        guard !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            TactileLog.core.error("input recording: write failed: \(error)")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes the file.
    public func close() {
        flush()
        try? handle.close()
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
