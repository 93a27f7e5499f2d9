import TactileCore

/// Routes a `wl_touch` event stream into its window's touch engine (`Window.input`): each finger
/// id to the window, its position moved by the offset of the surface it went down on. It holds no
/// touch changes of its own: `TouchInput` collects them until the frame, and checks the ids (a
/// `down` reusing a live id cancels the old touch; motion or up for an id that is not down is
/// ignored with a debug log).
///
/// `frame` delivers what the engine collected. Fallbacks: when a compositor never sends `frame`,
/// or sends none after an `up`, the changes are delivered at the end of the dispatch that brought
/// them (`dispatchEnded()`). `cancel` cancels every touch at once. Steady-state motion does not
/// allocate.
///
/// With `heldFrames`, a frame that only moved fingers may wait for the display frame
/// (`HeldTouchFrames.frameEnded(for:)`); a down, up or cancel first delivers what is held.
@MainActor final class TouchStream {
    private unowned let window: Window
    /// Where the surface each finger went down on sits in the window (ids of fingers that are down).
    private var offsets: [Int32: Point] = [:]
    /// Whether this device ever sent `frame`.
    private(set) var hasSeenFrame = false
    private var upSinceFrame = false
    /// Whether something was routed to the engine since the last frame.
    private var changedSinceFrame = false
    /// Receives the raw stream when recording.
    private let tap: RawInputTap?
    /// The time of the last change, for the frame record (frames carry no time).
    private var lastTime = Duration.zero
    /// Where motion-only frames wait for the display frame; nil delivers every frame at once.
    private let heldFrames: HeldTouchFrames?

    init(window: Window, tap: RawInputTap? = nil, heldFrames: HeldTouchFrames? = nil) {
        self.window = window
        self.tap = tap
        self.heldFrames = heldFrames
        offsets.reserveCapacity(16)
    }

    /// A finger went down at `location` on a surface of the window whose top-left corner sits at
    /// `offset` in window coordinates.
    func down(id: Int32, offset: Point, location: Point, time: Duration) {
        if let filter = tap?.wakeTouchFilter, filter.swallowsNewTouch(id: id) {
            tap?.noteActivity(at: time)
            return
        }
        heldFrames?.deliverNow(window)
        offsets[id] = offset
        let point = Point(x: location.x + offset.x, y: location.y + offset.y)
        lastTime = time
        tap?.record(.touchDown(id: id, at: point), at: time)
        window.input.down(id: id, at: point, timestamp: time)
        changedSinceFrame = true
    }

    /// A finger moved (surface-local coordinates of the surface it went down on).
    func motion(id: Int32, location: Point, time: Duration) {
        if let filter = tap?.wakeTouchFilter, filter.isSwallowed(id) {
            tap?.noteActivity(at: time)
            return
        }
        // An id that is not down has no offset; the engine ignores its motion.
        let offset = offsets[id] ?? .zero
        let point = Point(x: location.x + offset.x, y: location.y + offset.y)
        lastTime = time
        tap?.record(.touchMotion(id: id, to: point), at: time)
        window.input.move(id: id, to: point, timestamp: time)
        changedSinceFrame = true
    }

    /// A finger lifted.
    func up(id: Int32, time: Duration) {
        if let filter = tap?.wakeTouchFilter, filter.release(id) {
            tap?.noteActivity(at: time)
            return
        }
        offsets[id] = nil
        lastTime = time
        heldFrames?.deliverNow(window)
        tap?.record(.touchUp(id: id), at: time)
        window.input.up(id: id, timestamp: time)
        changedSinceFrame = true
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
        offsets.removeAll(keepingCapacity: true)
        changedSinceFrame = false
        upSinceFrame = false
        guard window.input.activeTouchCount > 0 || window.input.hasPendingChanges else { return }
        heldFrames?.deliverNow(window)
        window.input.cancelAll(timestamp: time)
    }

    /// The dispatch of one batch of events ended: apply the missing-frame fallback.
    func dispatchEnded() {
        guard changedSinceFrame, window.input.hasPendingChanges, !hasSeenFrame || upSinceFrame else { return }
        upSinceFrame = false
        tap?.record(.touchFrame, at: lastTime)   // the fallback frame, so a replay groups the same way
        deliver()
    }

    private func deliver() {
        guard changedSinceFrame else { return }
        changedSinceFrame = false
        if let heldFrames {
            heldFrames.frameEnded(for: window)
        } else {
            window.input.frame()
        }
    }
}
