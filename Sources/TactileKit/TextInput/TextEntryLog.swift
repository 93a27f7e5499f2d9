import TactileCore
import Logging

/// Text entry's logger. It never logs what a user typed: only counts and reasons.
enum TextEntryLog {
    static let log = Logger(label: "tactile.text-entry")
}
