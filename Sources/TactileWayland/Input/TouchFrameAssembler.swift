import TactileCore
import TactileKit

/// One seat's touch input, from `wl_touch` events to its window's touch engine (`Window.input`).
///
/// It routes each finger to the window, moved by the offset of the surface it went down on, and
/// hands the engine each frame once, from one place (`hand(_:)`):
/// - `frame` ends a frame. Compositors that never send `frame`, or send none after an `up`, get
///   their frame at the end of the dispatch that brought the changes (`dispatchEnded()`).
/// - A frame that only moved fingers, while the window waits for a display frame and resamples
///   (`Window.touchResampling`), is held: the motion stays in the engine's queue and is handed over
///   right before the window draws its next frame, resampled to that frame's time
///   (`displayFrameReady()`), or by a timer after `DisplayFramePacing.maximumTouchHold` when no
///   display frame comes. A down, up or cancel first hands over what is held, raw, so phases keep
///   their order. A touch left resting off its newest sample by resampling is brought there at the
///   next display frame without new motion (`displayFrameCompleted()`).
/// - Ids are checked here: motion or up for a finger that is not down is dropped (debug log); a
///   down reusing a live id is passed on (the engine cancels the old touch first).
/// - The touch that wakes a blanked screen is dropped for its whole life (`WakeTouchFilter`).
/// - `cancel` cancels every touch of the seat.
/// - A finger that comes down on the in-app keyboard while it types into a secure field is left out
///   of the recording (its down, motion and up), so a recording holds no key of a password or PIN.
///
/// It never asks the engine for its state. Steady-state motion allocates nothing.
@MainActor final class TouchFrameAssembler {
    private unowned let window: Window
    /// The window's touch engine, kept so a motion reads no reference through the window.
    private let input: TouchInput
    private let clock: any TactileClock
    /// Receives the raw stream when recording; holds the wake-touch filter.
    private let tap: RawInputTap?
    /// The window's display frames; nil delivers every frame at once.
    weak var pacing: (any DisplayFramePacing)?

    /// Where the surface each finger went down on sits in the window, by finger id (fingers down).
    private var offsets: [Int32: Point] = [:]
    /// Whether this device ever sent `frame`.
    private(set) var hasSeenFrame = false
    private var upSinceFrame = false
    /// Whether something went to the engine since the last frame, and whether a down or up did.
    private var changedSinceFrame = false
    private var phaseSinceFrame = false
    /// The time of the last change, for the frame record (frames carry no time).
    private var lastTime = Duration.zero
    /// Whether motion-only frames wait in the engine's queue for a display frame.
    private(set) var isHolding = false
    /// Whether a resampled delivery may have left a touch off its newest raw sample.
    private var mayRestOffSample = false
    private var fallback: TimerToken?
    /// Fingers left out of the recording: they went down on the keyboard of a secure field.
    private var unrecorded: Set<Int32> = []
    /// Created once, so arming the fallback timer allocates no closure.
    private var fallbackAction: (@MainActor () -> Void)?

    init(window: Window, clock: any TactileClock, tap: RawInputTap? = nil) {
        self.window = window
        input = window.input
        self.clock = clock
        self.tap = tap
        offsets.reserveCapacity(16)
        fallbackAction = { [weak self] in self?.fallbackFired() }
    }

    // MARK: Events

    /// A finger went down at `location` on a surface of the window whose top-left corner sits at
    /// `offset` in window coordinates.
    func down(id: Int32, offset: Point, location: Point, time: Duration) {
        if let filter = tap?.wakeTouchFilter, filter.swallowsNewTouch(id: id) {
            tap?.noteActivity(at: time)
            return
        }
        hand(.heldNow)
        offsets[id] = offset
        let point = Point(x: location.x + offset.x, y: location.y + offset.y)
        lastTime = time
        if let tap {
            if tap.recorder != nil, OnScreenKeyboard.isSecureEntry(at: point, in: window) {
                unrecorded.insert(id)
                tap.noteActivity(at: time)
            } else {
                unrecorded.remove(id)
                tap.record(.touchDown(id: id, at: point), at: time)
            }
        }
        input.down(id: id, at: point, timestamp: time)
        changedSinceFrame = true
        phaseSinceFrame = true
    }

    /// A finger moved (surface-local coordinates of the surface it went down on).
    func motion(id: Int32, location: Point, time: Duration) {
        if let filter = tap?.wakeTouchFilter, filter.isSwallowed(id) {
            tap?.noteActivity(at: time)
            return
        }
        guard let offset = offsets[id] else {
            PlatformLog.input.debug("wl_touch.motion for finger \(id), which is not down; ignored")
            return
        }
        let point = Point(x: location.x + offset.x, y: location.y + offset.y)
        lastTime = time
        if !unrecorded.isEmpty && unrecorded.contains(id) { tap?.noteActivity(at: time) } else { tap?.record(.touchMotion(id: id, to: point), at: time) }
        input.move(id: id, to: point, timestamp: time)
        changedSinceFrame = true
    }

    /// A finger lifted.
    func up(id: Int32, time: Duration) {
        if let filter = tap?.wakeTouchFilter, filter.release(id) {
            tap?.noteActivity(at: time)
            return
        }
        guard offsets.removeValue(forKey: id) != nil else {
            PlatformLog.input.debug("wl_touch.up for finger \(id), which is not down; ignored")
            return
        }
        lastTime = time
        hand(.heldNow)
        if unrecorded.remove(id) != nil { tap?.noteActivity(at: time) } else { tap?.record(.touchUp(id: id), at: time) }
        input.up(id: id, timestamp: time)
        changedSinceFrame = true
        phaseSinceFrame = true
        upSinceFrame = true
    }

    /// End of a frame: the grouped changes go to the engine, now or at the next display frame.
    func frame() {
        hasSeenFrame = true
        upSinceFrame = false
        tap?.record(.touchFrame, at: lastTime)
        endFrame()
    }

    /// The compositor took the seat's touches (or the capability or seat went away): cancel them now.
    func cancel(time: Duration) {
        tap?.wakeTouchFilter?.releaseAll()
        tap?.record(.touchCancel, at: time)
        unrecorded.removeAll(keepingCapacity: true)
        let hadTouches = !offsets.isEmpty || changedSinceFrame || isHolding
        offsets.removeAll(keepingCapacity: true)
        changedSinceFrame = false
        phaseSinceFrame = false
        upSinceFrame = false
        guard hadTouches else { return }
        hand(.heldNow)
        input.cancelAll(timestamp: time)
    }

    // MARK: The dispatch and the display

    /// The dispatch of one batch of events ended: the missing-frame fallback, then held motion
    /// when the window is not waiting for a display frame (it may draw one now).
    func dispatchEnded() {
        if changedSinceFrame, !hasSeenFrame || upSinceFrame {
            upSinceFrame = false
            tap?.record(.touchFrame, at: lastTime)   // the fallback frame, so a replay groups the same way
            endFrame()
        }
        displayFrameReady()
    }

    /// The window may lay out and draw a frame now unless it still waits for the last one's frame
    /// callback: held motion goes to the engine, resampled to the time the new frame is expected to
    /// show; while the window waits, the hold's timer is armed instead.
    func displayFrameReady() {
        guard isHolding else { return }
        if pacing?.waitsForDisplayFrame == true {
            armFallback()
        } else {
            hand(.resampled(at: pacing?.displayFrameTime() ?? clock.now))
        }
    }

    /// A display frame completed (its frame callback): touches resampled off their newest sample
    /// for an earlier frame, and not moved since, are delivered at that sample.
    func displayFrameCompleted() {
        hand(.settle)
        if !isHolding { disarm() }
    }

    // MARK: Handing frames to the engine

    private enum Delivery {
        /// What is held, raw, before a down, up or cancel; and touches resting off their samples.
        case heldNow
        /// The frame just ended, raw.
        case frame
        /// Held motion, resampled to a display frame's time.
        case resampled(at: Duration)
        /// Touches resting off their newest samples, brought to them.
        case settle
    }

    private func endFrame() {
        guard changedSinceFrame else { return }
        changedSinceFrame = false
        let onlyMoved = !phaseSinceFrame
        phaseSinceFrame = false
        if onlyMoved, window.touchResampling, isHolding || pacing?.waitsForDisplayFrame == true {
            isHolding = true
        } else {
            hand(.frame)
        }
    }

    /// The one place that hands touch frames to the window's engine.
    private func hand(_ delivery: Delivery) {
        switch delivery {
        case .heldNow:
            if isHolding {
                isHolding = false
                input.frame()
            }
            if mayRestOffSample {
                mayRestOffSample = false
                input.settleResampledTouches()
            }
            disarm()
        case .frame:
            isHolding = false
            input.frame()
        case let .resampled(frameTime):
            disarm()
            isHolding = false
            input.frame(at: frameTime)
            mayRestOffSample = true
            armFallback()
        case .settle:
            guard mayRestOffSample else { return }
            mayRestOffSample = false
            input.settleResampledTouches()
        }
    }

    // MARK: The fallback timer

    /// Starts the timer that stands in for a display frame that does not come (once per wait).
    private func armFallback() {
        guard isHolding || mayRestOffSample, fallback == nil, let fallbackAction else { return }
        fallback = clock.schedule(after: pacing?.maximumTouchHold ?? .microseconds(20_833), fallbackAction)
    }

    private func disarm() {
        guard let token = fallback else { return }
        fallback = nil
        clock.cancel(token)
    }

    private func fallbackFired() {
        fallback = nil
        hand(.settle)
        if isHolding { hand(.resampled(at: clock.now)) }
    }
}
