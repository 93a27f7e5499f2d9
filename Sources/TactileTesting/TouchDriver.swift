import TactileCore

/// Feeds a window touches exactly as the Wayland backend does, through `Window.input`,
/// with timestamps from a `ManualClock`.
@MainActor public final class TouchDriver {
    /// The window receiving the touches.
    public let window: Window
    /// The clock providing timestamps (and advanced by `tap`/`drag`).
    public let clock: ManualClock
    private var nextFreshID: Int32 = 1000

    /// A driver for `window` using `clock`.
    public init(window: Window, clock: ManualClock) {
        self.window = window
        self.clock = clock
    }

    /// Finger `id` touches down at `p` (window coordinates); delivered by `frame()`.
    public func down(_ id: Int32, at p: Point) {
        window.input.down(id: id, at: p, timestamp: clock.now)
    }

    /// Finger `id` moves to `p`; delivered by `frame()`.
    public func move(_ id: Int32, to p: Point) {
        window.input.move(id: id, to: p, timestamp: clock.now)
    }

    /// Finger `id` lifts; delivered by `frame()`.
    public func up(_ id: Int32) {
        window.input.up(id: id, timestamp: clock.now)
    }

    /// Cancels every active touch at once, like `wl_touch.cancel`.
    public func cancel() {
        window.input.cancelAll(timestamp: clock.now)
    }

    /// Delivers the queued changes as one event (nothing if none are queued).
    public func frame() {
        window.input.frame()
    }

    /// A tap with a fresh id: down + frame, 50 ms, up + frame.
    public func tap(at p: Point) {
        tap(freshID(), at: p)
    }

    /// A tap by finger `id`: down + frame, 50 ms, up + frame.
    public func tap(_ id: Int32, at p: Point) {
        down(id, at: p)
        frame()
        clock.advance(by: .milliseconds(50))
        up(id)
        frame()
    }

    /// Finger `id` goes down at `a` (frame), moves to `b` in `steps` equal steps spread over `d`
    /// (advancing the clock before each step's frame), then lifts (frame).
    public func drag(_ id: Int32, from a: Point, to b: Point, steps: Int, over d: Duration) {
        let n = max(1, steps)
        down(id, at: a)
        frame()
        for i in 1...n {
            clock.advance(by: d / n)
            let f = Double(i) / Double(n)
            move(id, to: Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
            frame()
        }
        up(id)
        frame()
    }

    /// An id that is not in use by a live touch (counting up from 1001).
    public func freshID() -> Int32 {
        repeat { nextFreshID = nextFreshID == Int32.max ? 1000 : nextFreshID + 1 }
        while window.input.isLive(id: nextFreshID)
        return nextFreshID
    }
}
