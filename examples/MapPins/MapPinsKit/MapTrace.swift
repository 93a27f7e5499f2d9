#if canImport(Glibc)
import Glibc
#endif
import Tactile

/// One line of `--trace` output.
public enum TraceEvent: Hashable, Sendable {
    /// The first frame was committed.
    case ready(width: Int, height: Int)
    /// A drag ended with the pin's position at window point (x, y).
    case pinMoved(pin: Int, x: Double, y: Double)
    /// A pin was dropped (window coordinates).
    case pinAdded(pin: Int, x: Double, y: Double)
    /// A pin was deleted.
    case pinRemoved(pin: Int)
    /// A pin's context menu opened.
    case menuShown(pin: Int)
    /// A drag was cancelled; the pin went back.
    case dragCancelled(pin: Int)
    /// A pan ended, having moved the map by (dx, dy) window points.
    case mapPanned(dx: Double, dy: Double)
    /// A pinch or double tap ended; `scale` is the zoom since start.
    case mapZoomed(scale: Double)

    /// The event as one JSON object (no newline).
    public var jsonLine: String {
        switch self {
        case let .ready(w, h): #"{"event":"ready","width":\#(w),"height":\#(h)}"#
        case let .pinMoved(pin, x, y): #"{"event":"pin-moved","pin":\#(pin),"x":\#(n(x)),"y":\#(n(y))}"#
        case let .pinAdded(pin, x, y): #"{"event":"pin-added","pin":\#(pin),"x":\#(n(x)),"y":\#(n(y))}"#
        case let .pinRemoved(pin): #"{"event":"pin-removed","pin":\#(pin)}"#
        case let .menuShown(pin): #"{"event":"menu-shown","pin":\#(pin)}"#
        case let .dragCancelled(pin): #"{"event":"drag-cancelled","pin":\#(pin)}"#
        case let .mapPanned(dx, dy): #"{"event":"map-panned","dx":\#(n(dx)),"dy":\#(n(dy))}"#
        case let .mapZoomed(scale): #"{"event":"map-zoomed","scale":\#(n(scale, places: 4))}"#
        }
    }

    /// A JSON number: rounded, without a needless ".0".
    private func n(_ v: Double, places: Double = 2) -> String {
        guard v.isFinite else { return "0" }
        let f = pow(10, places)
        let r = (v * f).rounded() / f
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        return "\(r)"
    }
}

/// Collects trace events; with `echo` each is also written to stdout as one line and flushed.
@MainActor public final class MapTrace {
    /// The recent events, oldest first: at least the last `retainedLimit` (older ones are dropped
    /// in batches, so a long-running app's trace stays bounded instead of growing forever).
    public private(set) var events: [TraceEvent] = []
    /// How many recent events `events` keeps at least (it holds fewer than twice as many).
    public static let retainedLimit = 1_000
    /// Whether events go to stdout.
    public let echo: Bool

    /// A trace; `echo` writes JSON lines to stdout.
    public init(echo: Bool = false) {
        self.echo = echo
    }

    /// Records `event`.
    public func emit(_ event: TraceEvent) {
        events.append(event)
        if events.count >= 2 * Self.retainedLimit { events.removeFirst(events.count - Self.retainedLimit) }
        guard echo else { return }
        let line = Array((event.jsonLine + "\n").utf8)
        line.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
    }

    /// The JSON lines of `events`.
    public var jsonLines: [String] { events.map(\.jsonLine) }
}
