import TactileCore

/// Touches through the compositor's real `wl_touch` events: each call sends one `wl_touch.frame`
/// and then settles, so the app has handled it (and redrawn) when the call returns.
extension HeadlessHarness {
    /// Lets `d` pass on both sides: the compositor's event time and the app's clock (timers fire).
    public func advance(by d: Duration) throws {
        let ms = d.components.seconds * 1000 + d.components.attoseconds / 1_000_000_000_000_000
        compositor.eventTime &+= UInt32(clamping: ms)
        clock.advance(by: d)
        try settle()
    }

    /// Fingers touch down at window points, in one frame.
    public func down(_ touches: [(id: Int32, at: Point)]) throws {
        let surface = try windowSurface()
        for touch in touches { try compositor.touchDown(id: touch.id, at: touch.at, on: surface) }
        try compositor.touchFrame()
        try settle()
    }

    /// Fingers move to window points, in one frame, 16 ms after the previous event.
    public func move(_ touches: [(id: Int32, to: Point)]) throws {
        try advance(by: .milliseconds(16))
        for touch in touches { try compositor.touchMotion(id: touch.id, to: touch.to) }
        try compositor.touchFrame()
        try settle()
    }

    /// Fingers lift, in one frame, 16 ms after the previous event.
    public func up(_ ids: [Int32]) throws {
        try advance(by: .milliseconds(16))
        for id in ids { try compositor.touchUp(id: id) }
        try compositor.touchFrame()
        try settle()
    }

    /// `wl_touch.cancel`: the compositor takes every touch.
    public func cancelTouches() throws {
        try compositor.touchCancel()
        try settle()
    }

    /// Finger `id` goes down at `a`, moves to `b` in `steps` equal motions (16 ms apart) and, when
    /// `lift`, lifts.
    public func drag(_ id: Int32, from a: Point, to b: Point, steps: Int, lift: Bool = true) throws {
        let n = max(1, steps)
        try down([(id, a)])
        for i in 1...n {
            let f = Double(i) / Double(n)
            try move([(id, Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))])
        }
        if lift { try up([id]) }
    }

    /// Finger `id` held still at `p` for `d` (a long press); not lifted.
    public func press(_ id: Int32, at p: Point, for d: Duration = .milliseconds(600)) throws {
        try down([(id, p)])
        try advance(by: d)
    }

    /// A quick tap of finger `id` at `p`: down, then up 16 ms later.
    public func tap(_ id: Int32, at p: Point) throws {
        try down([(id, p)])
        try up([id])
    }
}
