import Logging

/// The log of the built-in recognizers: configuration mistakes are reported here as well as in `failureReason`.
enum GestureLog {
    /// Logger labelled `tactile.gestures`.
    static let logger = Logger(label: "tactile.gestures")
}
