import TactileCore

/// What a seat's touch-frame assembler needs to know of the window's display frames
/// (`WindowSurface` answers): whether one is being waited for, when the next one will show, and
/// how long motion may wait for one.
@MainActor protocol DisplayFramePacing: AnyObject {
    /// Whether the window waits for a display frame (a frame callback is pending).
    var waitsForDisplayFrame: Bool { get }
    /// The time, on the window's clock, at which the frame drawn now is expected to show.
    func displayFrameTime() -> Duration
    /// The longest motion waits for a display frame before it is delivered anyway.
    var maximumTouchHold: Duration { get }
}
