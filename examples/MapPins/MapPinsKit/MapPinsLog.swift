import Logging

/// The app's log.
enum MapPinsLog {
    static let logger = Logger(label: "map-pins")
}
