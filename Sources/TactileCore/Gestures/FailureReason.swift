/// A failure reason: its text, or a closure writing it on first read (capturing values only).
enum FailureReason {
    case text(String)
    case deferred(@MainActor () -> String)
}

/// A recognizer's name and its view's, as they were when taken: `text` is its `longName` then.
struct LongNameParts {
    let name: String
    let view: String?

    var text: String {
        guard let view else { return name }
        return "\(name) on \(view)"
    }
}
