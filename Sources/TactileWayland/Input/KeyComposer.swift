import Logging
import TactileCore

#if canImport(Glibc)
import Glibc
#endif

/// A keyboard's compose sequences (`XKBCompose`), loaded on the first key press so that a seat
/// whose keyboard is never typed on costs nothing. When no table loads, that is logged once and
/// keys type as they are.
@MainActor final class KeyComposer {
    /// The locales whose tables are tried, best first.
    let locales: [String]
    private let logger: Logger
    private var compose: XKBCompose?
    private var hasTriedLoading = false

    init(locales: [String], logger: Logger = PlatformLog.input) {
        self.locales = locales
        self.logger = logger
    }

    /// The locales to try for `preferred` (`RunOptions.composeLocale`; nil reads the environment).
    static func locales(preferred: String?) -> [String] {
        var environment: [String: String] = [:]
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return XKBCompose.locales(preferred: preferred, environment: environment)
    }

    /// Whether a table is loaded (after the first key press).
    var isAvailable: Bool { compose != nil }

    /// What a press of a key producing `keysym` means to the sequence; without a table, `.passThrough`.
    func step(for keysym: UInt32) -> XKBCompose.Step {
        if !hasTriedLoading { load() }
        return compose?.feed(keysym) ?? .passThrough
    }

    /// Drops a sequence under way.
    func reset() {
        compose?.reset()
    }

    private func load() {
        hasTriedLoading = true
        compose = XKBCompose(locales: locales, logger: logger)
        if let compose {
            logger.debug("compose sequences from the \(compose.locale) table")
        } else {
            logger.warning("no compose table for \(locales.joined(separator: ", ")): dead keys and the Compose key type as plain keys")
        }
    }
}
