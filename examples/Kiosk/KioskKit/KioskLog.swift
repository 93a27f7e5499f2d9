import Logging

/// kiosk-demo's loggers.
enum KioskLog {
    /// The app's own messages.
    static let app = Logger(label: "org.tactile.kiosk-demo")
}
