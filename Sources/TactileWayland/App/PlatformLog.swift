import TactileCore
import Logging

/// The platform layer's loggers.
enum PlatformLog {
    /// Connection, globals, surfaces and buffers.
    static let wayland = Logger(label: "tactile.wayland")
    /// Seat, touch, pointer and keyboard.
    static let input = Logger(label: "tactile.input")
    /// Notifications to the service manager (systemd readiness and watchdog).
    static let service = Logger(label: "tactile.service")
    /// The clipboard and the compositor's input method. Never logs what a user typed: only counts and reasons.
    static let textEntry = Logger(label: "tactile.text-entry")
}
