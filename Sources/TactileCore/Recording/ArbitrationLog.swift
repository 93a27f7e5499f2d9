/// The arbitration log as text: one line per recognizer state change (with its reason) and per
/// responder call, each stamped with the clock time, e.g.
/// `t=120ms tap@MapView possible→failed: moved 14.2 pt > 10 pt after 120 ms`.
/// A recording plus its expected log makes a golden test.
@MainActor public final class ArbitrationLog {
    /// The lines so far.
    public private(set) var lines: [String] = []
    private let clock: any TactileClock

    /// A log stamping lines with `clock`'s time.
    public init(clock: any TactileClock) { self.clock = clock }

    /// The whole log, one line per entry, each ending with a newline.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    /// Records an observer event that happened at `time` (default: the clock's now).
    public func record(_ event: ArbitrationObserver.Event, at time: Duration? = nil) {
        let stamp = "t=" + Self.milliseconds(time ?? clock.now)
        switch event {
        case let .transition(g, from, to, reason):
            var line = "\(stamp) \(Self.name(of: g)) \(from)→\(to)"
            if let reason { line += ": \(reason)" }
            lines.append(line)
        case let .delivery(view, phase, touches):
            let ids = touches.map(\.identifier).sorted().map(String.init).joined(separator: ",")
            lines.append("\(stamp) \(view.displayName) touches\(Self.phaseName(phase)) [\(ids)]")
        }
    }

    /// Adds a free-form note (for example a record the replay skipped).
    public func note(_ text: String) { lines.append("\(stamp) note: \(text)") }

    /// Empties the log.
    public func clear() { lines.removeAll() }

    private var stamp: String { "t=" + Self.milliseconds(clock.now) }

    /// "recognizer@View".
    static func name(of g: GestureRecognizer) -> String {
        "\(g.displayName)@\(g.view?.displayName ?? "(no view)")"
    }

    static func phaseName(_ p: TouchPhase) -> String {
        switch p {
        case .began: "Began"
        case .moved: "Moved"
        case .stationary: "Stationary"
        case .ended: "Ended"
        case .cancelled: "Cancelled"
        }
    }

    /// `120ms`, `120.5ms`: milliseconds with at most 3 decimals, no trailing zeros.
    static func milliseconds(_ d: Duration) -> String {
        let ns = RecordingLineEncoder.nanoseconds(d)
        let whole = ns / 1_000_000
        var frac = abs(ns % 1_000_000) / 1000
        guard frac != 0 else { return "\(whole)ms" }
        var digits = 3
        while frac % 10 == 0 { frac /= 10; digits -= 1 }
        let f = String(frac)
        return "\(whole).\(String(repeating: "0", count: digits - f.count))\(f)ms"
    }
}
