import TactileCore

/// Turns the `wl_touch` event stream into `TouchEvent`s: changes are grouped until `frame`, and
/// delivered as one event per window through `Window.input`.
///
/// Fallbacks: when a compositor never sends `frame`, or sends none after an `up`, the changes are
/// delivered at the end of the dispatch that brought them (`dispatchEnded()`). `cancel` cancels every
/// touch at once. A `down` reusing an active id cancels the old touch first; motion or up for an id
/// that is not down is ignored with a debug log (both by `TouchInput`). Steady-state motion does
/// not allocate.
///
/// With `heldFrames` and `Window.touchResampling`, a frame that only moved fingers while the window
/// waits for a display frame is held for it (`HeldTouchFrames`); a down, up or cancel first delivers
/// what is held, then its own frame at once.
@MainActor final class TouchStream {
    private struct Active {
        unowned let window: Window
        var offset: Point
    }
    private var active: [Int32: Active] = [:]
    private var changedWindows: [Window] = []
    /// Whether this device ever sent `frame`.
    private(set) var hasSeenFrame = false
    private var upSinceFrame = false
    /// Receives the raw stream when recording.
    private let tap: RawInputTap?
    /// The time of the last change, for the frame record (frames carry no time).
    private var lastTime = Duration.zero
    /// Where motion-only frames wait for the display frame; nil delivers every frame at once.
    private let heldFrames: HeldTouchFrames?
    /// Whether a touch began or ended since the last frame (the frame is then delivered at once).
    private var phaseChangedSinceFrame = false

    init(tap: RawInputTap? = nil, heldFrames: HeldTouchFrames? = nil) {
        self.tap = tap
        self.heldFrames = heldFrames
        active.reserveCapacity(16)
        changedWindows.reserveCapacity(4)
    }

    /// How many touches are down.
    var activeCount: Int { active.count }

    /// A finger went down on a surface of `window` at `location` (surface-local); `offset` maps the
    /// surface into window coordinates.
    func down(id: Int32, window: Window, offset: Point, location: Point, time: Duration) {
        if let filter = tap?.wakeTouchFilter, filter.swallowsNewTouch(id: id) {
            tap?.noteActivity(at: time)
            return
        }
        if let old = active[id], old.window !== window {
            heldFrames?.deliverNow(old.window)
            old.window.input.up(id: id, timestamp: time)
            noteChanged(old.window)
        }
        heldFrames?.deliverNow(window)
        phaseChangedSinceFrame = true
        active[id] = Active(window: window, offset: offset)
        let point = Point(x: location.x + offset.x, y: location.y + offset.y)
        lastTime = time
        tap?.record(.touchDown(id: id, at: point), at: time)
        window.input.down(id: id, at: point, timestamp: time)
        noteChanged(window)
    }

    /// A finger moved (surface-local coordinates of the surface it went down on).
    func motion(id: Int32, location: Point, time: Duration) {
        if let filter = tap?.wakeTouchFilter, filter.isSwallowed(id) {
            tap?.noteActivity(at: time)
            return
        }
        guard let touch = active[id] else {
            PlatformLog.input.debug("wl_touch.motion for id \(id), which is not down; ignored")
            return
        }
        let point = Point(x: location.x + touch.offset.x, y: location.y + touch.offset.y)
        lastTime = time
        tap?.record(.touchMotion(id: id, to: point), at: time)
        touch.window.input.move(id: id, to: point, timestamp: time)
        noteChanged(touch.window)
    }

    /// A finger lifted.
    func up(id: Int32, time: Duration) {
        if let filter = tap?.wakeTouchFilter, filter.release(id) {
            tap?.noteActivity(at: time)
            return
        }
        guard let touch = active.removeValue(forKey: id) else {
            PlatformLog.input.debug("wl_touch.up for id \(id), which is not down; ignored")
            return
        }
        lastTime = time
        heldFrames?.deliverNow(touch.window)
        phaseChangedSinceFrame = true
        tap?.record(.touchUp(id: id), at: time)
        touch.window.input.up(id: id, timestamp: time)
        noteChanged(touch.window)
        upSinceFrame = true
    }

    /// End of a frame: deliver the grouped changes.
    func frame() {
        hasSeenFrame = true
        upSinceFrame = false
        tap?.record(.touchFrame, at: lastTime)
        deliver()
    }

    /// The compositor took the touches (or the capability / seat went away): cancel them all now.
    func cancel(time: Duration) {
        tap?.wakeTouchFilter?.releaseAll()
        tap?.record(.touchCancel, at: time)
        var windows: [Window] = []
        for touch in active.values where !windows.contains(where: { $0 === touch.window }) { windows.append(touch.window) }
        for window in changedWindows where !windows.contains(where: { $0 === window }) { windows.append(window) }
        active.removeAll(keepingCapacity: true)
        changedWindows.removeAll(keepingCapacity: true)
        upSinceFrame = false
        phaseChangedSinceFrame = false
        for window in windows {
            heldFrames?.deliverNow(window)
            window.input.cancelAll(timestamp: time)
        }
    }

    /// The dispatch of one batch of events ended: apply the missing-frame fallback.
    func dispatchEnded() {
        guard !changedWindows.isEmpty, !hasSeenFrame || upSinceFrame else { return }
        upSinceFrame = false
        tap?.record(.touchFrame, at: lastTime)   // the fallback frame, so a replay groups the same way
        deliver()
    }

    private func deliver() {
        guard !changedWindows.isEmpty else { return }
        let motionOnly = !phaseChangedSinceFrame
        phaseChangedSinceFrame = false
        for window in changedWindows {
            if motionOnly, let heldFrames, heldFrames.shouldHold(window) {
                heldFrames.hold(window)
            } else {
                window.input.frame()
            }
        }
        changedWindows.removeAll(keepingCapacity: true)
    }

    private func noteChanged(_ window: Window) {
        if !changedWindows.contains(where: { $0 === window }) { changedWindows.append(window) }
    }
}
