import Logging

/// The logger for view styling (`Layer`): bad radii, widths, opacities and offsets.
enum StylingLog {
    static let logger = Logger(label: "tactile.styling")
}
