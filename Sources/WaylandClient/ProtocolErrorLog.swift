import CWaylandClient
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

// WaylandClient's process-wide state is all in this file: libwayland has one log handler per
// process. Safe across threads: the lines live behind a `Mutex`, and `install` runs once (a lazy
// global's initializer runs exactly once, under the runtime's lock).

/// Captures the compositor's protocol-error messages.
///
/// libwayland reports the text of `wl_display.error` only through its log handler
/// (`"iface@id: error code: message"`), so the first `Display` installs a handler that keeps the last
/// few lines (and forwards every line to swift-log, label `WaylandClient`). Lookups match interface,
/// object id and code, so connections do not mix up messages.
enum ProtocolErrorLog {
    private static let recent = Mutex<[String]>([])
    private static let capacity = 32
    private static let logger = Logger(label: "WaylandClient")

    /// Installs the log handler (once per process).
    static let install: Void = {
        wl_log_set_handler_client { format, arguments in
            guard let format, let arguments else { return }
            var buffer = [CChar](repeating: 0, count: 1024)
            _ = vsnprintf(&buffer, buffer.count, format, arguments)
            let length = buffer.firstIndex(of: 0) ?? buffer.count
            let line = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            var message = line
            while message.last == "\n" { message.removeLast() }
            // A protocol error reaches the app as a thrown `WaylandError` carrying this text, so it is
            // logged at debug level: a warning too would put a second line on stderr.
            if ProtocolErrorLog.isProtocolError(message) {
                ProtocolErrorLog.logger.debug("libwayland: \(message)")
            } else {
                ProtocolErrorLog.logger.warning("libwayland: \(message)")
            }
            ProtocolErrorLog.recent.withLock { lines in
                lines.append(line)
                if lines.count > ProtocolErrorLog.capacity { lines.removeFirst() }
            }
        }
    }()

    /// Whether `line` is libwayland's report of a protocol error: `interface@id: error code: message`.
    static func isProtocolError(_ line: String) -> Bool {
        guard let at = line.firstIndex(of: "@"), at > line.startIndex else { return false }
        let rest = line[line.index(after: at)...]
        let id = rest.prefix { $0.isASCII && $0.isNumber }
        guard !id.isEmpty, rest.dropFirst(id.count).hasPrefix(": error ") else { return false }
        let code = rest.dropFirst(id.count + ": error ".count).prefix { $0.isASCII && $0.isNumber }
        return !code.isEmpty && rest.dropFirst(id.count + ": error ".count + code.count).hasPrefix(":")
    }

    /// The most recent message logged for this error, without the prefix and trailing newline.
    static func message(interface: String, objectID: UInt32, code: UInt32) -> String? {
        let prefix = "\(interface)@\(objectID): error \(code): "
        let line = recent.withLock { lines in lines.last { $0.hasPrefix(prefix) } }
        guard let line else { return nil }
        var text = line.dropFirst(prefix.count)
        while text.last == "\n" { text = text.dropLast() }
        return String(text)
    }
}
