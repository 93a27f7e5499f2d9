import TactileCore
import Logging

/// The logger of lists and grids: one line per piece of inconsistent data an app hands a
/// collection view (which then reloads or ignores the call instead of crashing).
enum ListsLog {
    static let log = Logger(label: "tactile.lists")
}
