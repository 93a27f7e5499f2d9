@testable import TactileCore

/// An ordered, shared log of everything views and recognizers saw, e.g. "A began [1]".
@MainActor final class EventLog {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    func clear() { entries.removeAll() }
}

extension TouchPhase {
    var label: String {
        switch self {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}

/// Sorted touch ids of a set, for stable log lines.
@MainActor func ids(_ touches: Set<Touch>) -> String {
    "[" + touches.map { String($0.identifier) }.sorted().joined(separator: ",") + "]"
}
