/// Why a `HeadlessHarness` cannot do what a test asked.
public enum HeadlessHarnessError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The window was given a clock other than the harness's `ManualClock`.
    case foreignClock
    /// The compositor has not mapped the window (no toplevel, or no committed buffer).
    case notMapped
    /// Keypad navigation or speech mode's swipes never brought the focus to the named element.
    case focusNotReached(String)

    public var description: String {
        switch self {
        case .foreignClock: "the window's clock is not the harness's ManualClock (create it with Window(frame:clock:))"
        case .notMapped: "the window was not mapped by the headless compositor"
        case .focusNotReached(let name): "the accessibility focus never reached \(name)"
        }
    }
}
