/// Why `tactile-embed-assets` refused its input or could not write its output: the file and the
/// reason, printed as one line.
public struct AssetEmbeddingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file the error is about (an input, or the output).
    public let file: String
    /// What is wrong with it.
    public let reason: String

    /// An error about `file`.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// "FILE: reason".
    public var description: String { "\(file): \(reason)" }
}
