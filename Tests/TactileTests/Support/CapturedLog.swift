import Logging
import Synchronization

/// Log messages a test handler received.
final class CapturedLog: Sendable {
    private let entries = Mutex<[(level: Logger.Level, text: String)]>([])
    var all: [(level: Logger.Level, text: String)] { entries.withLock { $0 } }
    func add(_ level: Logger.Level, _ text: String) { entries.withLock { $0.append((level, text)) } }
}

/// A swift-log handler writing into a `CapturedLog`.
struct CapturingHandler: LogHandler {
    let log: CapturedLog
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
    func log(event: LogEvent) { log.add(event.level, event.message.description) }
}
