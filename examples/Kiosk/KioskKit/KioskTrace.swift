#if canImport(Glibc)
import Glibc
#endif

/// One line of kiosk-demo's `--trace` output.
public enum KioskEvent: Hashable, Sendable {
    /// The first frame was committed, at this window size in points.
    case ready(width: Int, height: Int)
    /// A screen finished appearing: "home", or "detail" with its exhibit.
    case screenShown(screen: String, exhibit: String?)
    /// Tile `index` (0-based, in tile order) was tapped.
    case tileTapped(index: Int)
    /// The carousel settled on page `page` (0-based).
    case pageChanged(page: Int)
    /// The app had no input for the idle time and went back to the home screen.
    case idleReset
    /// The search text changed; `matches` exhibits are shown (the text itself is not traced).
    case searched(matches: Int)
    /// The language button switched the app to `language` (a BCP 47 tag: "de", "ar").
    case languageChanged(language: String)

    /// The event as one JSON object (no newline).
    public var jsonLine: String {
        switch self {
        case let .ready(w, h): #"{"event":"ready","width":\#(w),"height":\#(h)}"#
        case let .screenShown(screen, exhibit?): #"{"event":"screen-shown","screen":"\#(screen)","exhibit":"\#(exhibit)"}"#
        case let .screenShown(screen, nil): #"{"event":"screen-shown","screen":"\#(screen)"}"#
        case let .tileTapped(index): #"{"event":"tile-tapped","tile":\#(index)}"#
        case let .pageChanged(page): #"{"event":"page-changed","page":\#(page)}"#
        case .idleReset: #"{"event":"idle-reset"}"#
        case let .searched(matches): #"{"event":"search","matches":\#(matches)}"#
        case let .languageChanged(language): #"{"event":"language-changed","language":"\#(language)"}"#
        }
    }
}

/// Collects kiosk-demo's events; with `echo` each is also printed to stdout as a JSON line.
@MainActor public final class KioskTrace {
    /// The most recent events, oldest first (at most `retainedLimit`).
    public private(set) var events: [KioskEvent] = []
    /// How many events `events` keeps.
    public static let retainedLimit = 256
    /// Whether events go to stdout.
    public let echo: Bool

    /// A trace; `echo` prints JSON lines to stdout.
    public init(echo: Bool = false) { self.echo = echo }

    /// Records `event`.
    public func emit(_ event: KioskEvent) {
        if events.count == Self.retainedLimit { events.removeFirst() }
        events.append(event)
        guard echo else { return }
        print(event.jsonLine)
        fflush(nil)    // every C stream: print writes through stdout's buffer
    }
}
