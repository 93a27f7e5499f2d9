import TactileCore
import CXKBCommon
import Logging

#if canImport(Glibc)
import Glibc
#endif

/// Compose sequences for a hardware keyboard (dead keys, the Compose key): xkbcommon's compose
/// table for a locale and the state of the sequence being typed.
///
/// The table is the locale's system Compose file (`/usr/share/X11/locale`, from libx11-data), or
/// the user's own (`$XCOMPOSEFILE`, `~/.XCompose`), as Compose(5) describes.
final class XKBCompose {
    /// What a key press means to the sequence.
    enum Step: Equatable {
        /// The key is not part of a sequence (or is a modifier): it types what it types.
        case passThrough
        /// The key started or continued a sequence: it types nothing yet.
        case composing
        /// The key finished a sequence: it types `text` (keysym `keysym`) instead of its own.
        case composed(text: String, keysym: UInt32)
        /// The key broke off a sequence: nothing is typed, neither the sequence nor the key.
        case cancelled
    }

    private let context: OpaquePointer
    private let table: OpaquePointer
    private let state: OpaquePointer
    private let log: XKBLog
    /// The locale whose table was loaded.
    let locale: String

    /// Loads the table of the first of `locales` that has one; nil when none has.
    init?(locales: [String], logger: Logger = PlatformLog.input) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS) else { return nil }
        let log = XKBLog.install(on: context, logger: logger)
        var loaded: (table: OpaquePointer, locale: String)?
        let candidates = locales.filter { !$0.isEmpty }
        let normalLevel = xkb_context_get_log_level(context)
        for (index, locale) in candidates.enumerated() {
            // A locale without a table, with another to fall back on, is no error worth a log line.
            xkb_context_set_log_level(context, index < candidates.count - 1 ? XKB_LOG_LEVEL_CRITICAL : normalLevel)
            if let table = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS) {
                loaded = (table, locale)
                break
            }
        }
        xkb_context_set_log_level(context, normalLevel)
        guard let loaded, let state = xkb_compose_state_new(loaded.table, XKB_COMPOSE_STATE_NO_FLAGS) else {
            if let loaded { xkb_compose_table_unref(loaded.table) }
            xkb_context_unref(context)
            return nil
        }
        self.context = context
        self.table = loaded.table
        self.state = state
        self.log = log
        self.locale = loaded.locale
    }

    deinit {
        xkb_compose_state_unref(state)
        xkb_compose_table_unref(table)
        xkb_context_unref(context)
    }

    /// Feeds the keysym of a key press and says what it means.
    func feed(_ keysym: UInt32) -> Step {
        guard xkb_compose_state_feed(state, keysym) == XKB_COMPOSE_FEED_ACCEPTED else { return .passThrough }
        switch xkb_compose_state_get_status(state) {
        case XKB_COMPOSE_COMPOSING:
            return .composing
        case XKB_COMPOSE_COMPOSED:
            let result = composedText()
            xkb_compose_state_reset(state)
            return .composed(text: result.text, keysym: result.keysym)
        case XKB_COMPOSE_CANCELLED:
            xkb_compose_state_reset(state)
            return .cancelled
        default:
            return .passThrough
        }
    }

    /// Whether a sequence is under way.
    var isComposing: Bool { xkb_compose_state_get_status(state) == XKB_COMPOSE_COMPOSING }

    /// Drops a sequence under way (focus left, new keymap).
    func reset() {
        xkb_compose_state_reset(state)
    }

    /// The finished sequence's text: its string, else its keysym's character.
    private func composedText() -> (text: String, keysym: UInt32) {
        let keysym = xkb_compose_state_get_one_sym(state)
        var buffer = [CChar](repeating: 0, count: 256)
        var length = Int(xkb_compose_state_get_utf8(state, &buffer, buffer.count))
        if length <= 0 { length = max(0, Int(xkb_keysym_to_utf8(keysym, &buffer, buffer.count)) - 1) }
        let bytes = buffer[..<min(max(length, 0), buffer.count - 1)].map { UInt8(bitPattern: $0) }
        return (String(decoding: bytes, as: UTF8.self), keysym)
    }

    /// The locales to try, best first: `preferred` when given, else the environment's (`LC_ALL`,
    /// `LC_CTYPE`, `LANG`, the first set), then "en_US.UTF-8", whose table has the usual dead keys.
    /// The "C" and "POSIX" locales are read as "C.UTF-8" (their own table is Latin-1 only).
    static func locales(preferred: String?, environment: [String: String]) -> [String] {
        let chosen = preferred ?? ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        var result: [String] = []
        if let chosen, !chosen.isEmpty {
            result.append(chosen == "C" || chosen == "POSIX" ? "C.UTF-8" : chosen)
        }
        if !result.contains("en_US.UTF-8") { result.append("en_US.UTF-8") }
        return result
    }
}
