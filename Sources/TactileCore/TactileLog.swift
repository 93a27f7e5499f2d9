import Glibc
import Logging

/// The toolkit's loggers and debug switches.
enum TactileLog {
    /// General core messages (API misuse, unknown touch ids).
    static let core = Logger(label: "tactile.core")
    /// Gesture arbitration: why recognizers failed or were cancelled.
    static let gestures = Logger(label: "tactile.gestures")
    /// `TACTILE_DEBUG_GESTURES=1` logs every failure reason at info level.
    static let debugGestures: Bool = environmentFlag("TACTILE_DEBUG_GESTURES")
    /// `TACTILE_TOUCH_OVERLAY=1` turns the touch overlay on by default.
    static let touchOverlayDefault: Bool = environmentFlag("TACTILE_TOUCH_OVERLAY")

    /// Whether the environment variable `name` is set to exactly `1`.
    static func environmentFlag(_ name: String) -> Bool {
        guard let value = getenv(name) else { return false }
        return String(cString: value) == "1"
    }
}
