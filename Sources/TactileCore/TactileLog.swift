import Foundation
import Logging

/// The toolkit's loggers and debug switches.
enum TactileLog {
    /// General core messages (API misuse, unknown touch ids).
    static let core = Logger(label: "tactile.core")
    /// Gesture arbitration: why recognizers failed or were cancelled.
    static let gestures = Logger(label: "tactile.gestures")
    /// `TACTILE_DEBUG_GESTURES=1` logs every failure reason at info level.
    static let debugGestures: Bool = ProcessInfo.processInfo.environment["TACTILE_DEBUG_GESTURES"] == "1"
    /// `TACTILE_TOUCH_OVERLAY=1` turns the touch overlay on by default.
    static let touchOverlayDefault: Bool = ["1", "gestures"].contains(ProcessInfo.processInfo.environment["TACTILE_TOUCH_OVERLAY"])
    /// `TACTILE_TOUCH_OVERLAY=gestures` also shows a badge per recognizer beside each finger.
    static let touchOverlayShowsGestures: Bool = ProcessInfo.processInfo.environment["TACTILE_TOUCH_OVERLAY"] == "gestures"
}
