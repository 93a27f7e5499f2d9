/// A recording that cannot be read: names the file and line, like a compiler diagnostic
/// (`recording.jsonl:17: expected "id" in touch-down`).
public struct RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name (or a label for in-memory text).
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// What is wrong.
    public var message: String

    /// An error at `file:line`.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`.
    public var description: String { "\(file):\(line): \(message)" }
}
