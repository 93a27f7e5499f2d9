import Glibc
import Logging

/// The toolkit's loggers and debug switches.
enum TactileLog {
    /// General core messages (API misuse, unknown touch ids).
    static let core = Logger(label: "tactile.core")
    /// Gesture arbitration: why recognizers failed or were cancelled.
    static let gestures = Logger(label: "tactile.gestures")
    /// Languages: malformed language tags and catalogues, missing strings, mismatched formats.
    static let languages = Logger(label: "tactile.languages")
    /// `TACTILE_DEBUG_GESTURES=1` logs every failure reason at info level.
    static let debugGestures: Bool = environmentFlag("TACTILE_DEBUG_GESTURES")
    /// `TACTILE_TOUCH_OVERLAY=1` turns the touch overlay on by default.
    static let touchOverlayDefault: Bool = ["1", "gestures"].contains(environmentValue("TACTILE_TOUCH_OVERLAY"))
    /// `TACTILE_TOUCH_OVERLAY=gestures` also shows a badge per recognizer beside each finger.
    static let touchOverlayShowsGestures: Bool = environmentValue("TACTILE_TOUCH_OVERLAY") == "gestures"

    /// Whether the environment variable `name` is set to exactly `1`.
    static func environmentFlag(_ name: String) -> Bool { environmentValue(name) == "1" }

    /// The environment variable `name`, or nil when it is not set.
    static func environmentValue(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
