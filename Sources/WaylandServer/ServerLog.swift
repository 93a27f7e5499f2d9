import CWaylandServer
import Logging

#if canImport(Glibc)
import Glibc
#endif

/// Forwards libwayland-server's log lines (e.g. "error in client communication") to swift-log,
/// label `WaylandServer`, instead of stderr. Installed by the first `ServerDisplay`.
enum ServerLog {
    private static let logger = Logger(label: "WaylandServer")

    static let install: Void = {
        wl_log_set_handler_server { format, arguments in
            guard let format, let arguments else { return }
            var buffer = [CChar](repeating: 0, count: 1024)
            _ = vsnprintf(&buffer, buffer.count, format, arguments)
            let length = buffer.firstIndex(of: 0) ?? buffer.count
            var line = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            while line.last == "\n" { line.removeLast() }
            ServerLog.logger.warning("libwayland-server: \(line)")
        }
    }()
}
