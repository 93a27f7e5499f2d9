import Logging

/// order-kiosk's loggers.
enum OrderLog {
    /// The app's own messages.
    static let app = Logger(label: "org.tactile.order-kiosk")
}
