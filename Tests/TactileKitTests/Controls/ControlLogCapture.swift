import Logging
import Synchronization

/// Collects the warnings a control logs, through a logger the test installs on it.
final class ControlLogCapture: Sendable {
    private let lines = Mutex<[String]>([])

    /// Every message logged so far, in order.
    var messages: [String] { lines.withLock { $0 } }

    /// A logger writing into this capture.
    var logger: Logger {
        Logger(label: "test.controls") { _ in Handler(capture: self) }
    }

    fileprivate func add(_ line: String) { lines.withLock { $0.append(line) } }

    private struct Handler: LogHandler {
        let capture: ControlLogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) { capture.add("\(event.level): \(event.message)") }
    }
}
