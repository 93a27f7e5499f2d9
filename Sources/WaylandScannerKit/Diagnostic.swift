/// A problem found in a protocol file, printed as `file:line: message`.
public struct Diagnostic: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file the problem is in, as given to the scanner.
    public var file: String
    /// The 1-based line of the offending element.
    public var line: Int
    /// What is wrong.
    public var message: String

    /// Creates a diagnostic.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}

/// One or more problems that stopped the scanner; nothing was written.
public struct ScannerFailure: Error, Sendable, CustomStringConvertible {
    /// Every problem found, in file order.
    public var diagnostics: [Diagnostic]

    /// Creates a failure from its diagnostics.
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
