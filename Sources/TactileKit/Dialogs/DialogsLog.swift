import Logging

/// The log dialogs and menus report bad input to (label `tactile.dialogs`): one warning line per
/// ignored or corrected call, naming the type, the call and what happened instead.
enum DialogsLog {
    /// The shared logger; each alert, menu interaction and picker copies it into its own `logger`,
    /// which tests replace.
    static let logger = Logger(label: "tactile.dialogs")
}
