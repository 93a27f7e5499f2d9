#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// A recorded input session: a header and timestamped records, in the versioned JSON-lines format
/// described in docs/RECORDING.md. Reading never traps: a corrupt or truncated file throws a
/// `RecordingError` naming the line.
public struct InputRecording: Hashable, Sendable {
    /// The format version this toolkit writes and reads.
    public static let formatVersion = 1

    /// The window size when recording started, if the recorder knew it.
    public var windowSize: Size?
    /// Free-form header fields (for example `seed`, `recipe`, `app`), kept in order of their keys.
    public var metadata: [String: String]
    /// The records, in the order they happened.
    public var records: [InputRecord]

    /// A recording made of `records`.
    public init(windowSize: Size? = nil, metadata: [String: String] = [:], records: [InputRecord] = []) {
        self.windowSize = windowSize
        self.metadata = metadata
        self.records = records
    }

    /// Reads a recording file (at most 64 MiB).
    public init(contentsOfFile path: String) throws(RecordingError) {
        let bytes = try PrivateRecordingFile.read(path)
        try self.init(parsing: String(decoding: bytes, as: UTF8.self), fileName: PrivateRecordingFile.fileName(path))
    }

    /// Parses recording text; `fileName` names the source in errors.
    public init(parsing text: String, fileName: String = "recording.jsonl") throws(RecordingError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first, !first.allSatisfy(\.isWhitespace) else {
            throw RecordingError(file: fileName, line: 1, message: "empty file: expected the {\"tactile-recording\":1} header")
        }
        guard text.utf8.count <= PrivateRecordingFile.maximumFileSize else {
            throw RecordingError(file: fileName, line: 0, message: "larger than the \(PrivateRecordingFile.maximumFileSize >> 20) MiB a recording may have")
        }
        for (index, line) in lines.enumerated() where line.utf8.count > PrivateRecordingFile.maximumLineLength {
            throw RecordingError(file: fileName, line: index + 1,
                                 message: "line of \(line.utf8.count) bytes is longer than the \(PrivateRecordingFile.maximumLineLength) a recording may have")
        }
        let header = try RecordingLineDecoder.header(first, file: fileName)
        windowSize = header.windowSize
        metadata = header.metadata
        records = []
        records.reserveCapacity(lines.count - 1)
        for (index, line) in lines.enumerated().dropFirst() {
            if line.allSatisfy(\.isWhitespace) { continue }
            records.append(try RecordingLineDecoder.record(line, file: fileName, line: index + 1))
        }
    }

    /// The header line (without newline).
    public var headerLine: String { RecordingLineEncoder.header(windowSize: windowSize, metadata: metadata) }

    /// The whole recording as JSON-lines text, ending with a newline.
    public var jsonLines: String {
        var out = headerLine + "\n"
        for r in records { out += RecordingLineEncoder.line(r) + "\n" }
        return out
    }

    /// Writes the recording to `path` (replacing it), private to its owner (0600, no symbolic link).
    public func write(toFile path: String) throws(RecordingError) {
        let fd = try PrivateRecordingFile.create(path)
        defer { close(fd) }
        guard PrivateRecordingFile.write(Array(jsonLines.utf8), to: fd) else {
            throw RecordingError(file: PrivateRecordingFile.fileName(path), line: 0, message: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }
}
