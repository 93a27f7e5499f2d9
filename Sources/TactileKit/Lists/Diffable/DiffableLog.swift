import Logging

/// The log of diffable snapshots and data sources: one line for each call they ignore.
enum DiffableLog {
    static var logger: Logger { ListsLog.log }

    /// Logs `message` as a warning.
    static func warn(_ message: String) {
        logger.warning("\(message)")
    }

    /// A short description of an identifier for a log line (at most 60 characters).
    static func describe(_ value: some Any) -> String {
        let text = String(reflecting: value)
        return text.count <= 60 ? text : String(text.prefix(57)) + "..."
    }

    /// A short description of some identifiers: the first three and how many more.
    static func describe(_ values: [some Any]) -> String {
        let shown = values.prefix(3).map { describe($0) }.joined(separator: ", ")
        return values.count > 3 ? "\(shown) and \(values.count - 3) more" : shown
    }
}

extension DiffableSnapshot {
    /// Logs that `operation` ignored something and remembers the line; with `invalidates`, the
    /// snapshot is no longer valid (the first such line is its `problem`).
    mutating func ignored(_ operation: String, _ message: String, invalidates: Bool = false) {
        let line = "DiffableSnapshot.\(operation): \(message)"
        DiffableLog.warn(line)
        lastDiagnostic = line
        if invalidates && problem == nil { problem = line }
    }
}
