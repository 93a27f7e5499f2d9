import TactileCore
import CTactilePlatform
import CXKBCommon
import Logging

/// Routes one xkb context's own log messages (libxkbcommon prints them to stderr by default) to a
/// swift-log logger: an `XKBKeymap` keeps one alive as long as its context.
final class XKBLog: Sendable {
    /// Where the messages go.
    let logger: Logger

    /// Installs the route on `context`; the caller keeps the returned object as long as the context.
    static func install(on context: OpaquePointer, logger: Logger) -> XKBLog {
        let route = XKBLog(logger: logger)
        tactile_xkb_set_log_sink(context, forward, Unmanaged.passUnretained(route).toOpaque())
        return route
    }

    private init(logger: Logger) { self.logger = logger }

    /// The swift-log level of an xkb log level.
    static func level(_ xkbLevel: Int32) -> Logger.Level {
        switch xkbLevel {
        case ...Int32(XKB_LOG_LEVEL_CRITICAL.rawValue): .critical
        case ...Int32(XKB_LOG_LEVEL_ERROR.rawValue): .error
        case ...Int32(XKB_LOG_LEVEL_WARNING.rawValue): .warning
        case ...Int32(XKB_LOG_LEVEL_INFO.rawValue): .info
        default: .debug
        }
    }
}

/// The sink the C shim calls with each formatted message and the route it was installed with.
private func forward(level: Int32, message: UnsafePointer<CChar>?, info: UnsafeMutableRawPointer?) {
    guard let message, let info else { return }
    let route = Unmanaged<XKBLog>.fromOpaque(info).takeUnretainedValue()
    route.logger.log(level: XKBLog.level(level), "xkbcommon: \(String(cString: message))")
}
