import Logging

/// The log the form controls report bad input to (label `tactile.controls`): one warning line per
/// ignored or corrected call, naming the control, the call and what was kept.
enum ControlsLog {
    /// The shared logger; each control copies it into its own `logger`, which tests replace.
    static let logger = Logger(label: "tactile.controls")
}
