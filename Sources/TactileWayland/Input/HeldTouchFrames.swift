import TactileCore

/// Touch frames that carry only motion, held for the window's next display frame so that a drag is
/// delivered once per frame, resampled to that frame's time (`Window.touchResampling`,
/// `TouchInput.frame(at:)`).
///
/// A window whose `wl_touch.frame` moved fingers without any down, up or cancel is held
/// (`frameEnded(for:)`) while the window waits for a display frame (`displayIsBusy`: a frame
/// callback is pending);
/// further motion accumulates in the window's `TouchInput`. A window not waiting for a frame gets
/// each frame at once, raw. A frame that begins or ends a touch first delivers what is held (raw,
/// at once), so phases keep their order. `WindowSurface` delivers the rest right before it lays out
/// and draws the next frame — at the end of the dispatch that completed the frame callback — at
/// that frame's vblank as presentation feedback predicts it (`PresentationTimeline.frameTime(at:)`).
/// When no display frame comes (a hidden window, a compositor that never answers the callback), a
/// timer on the window clock delivers it `maximumHold` after it was first left waiting.
///
/// A resampled position may rest off the newest raw sample (a finger that stopped between
/// samples): at the next display frame without new motion — the frame callback of the frame that
/// showed it, or the timer — the touch is delivered raw at that sample
/// (`TouchInput.settleResampledTouches()`). Steady-state holding and delivering allocate nothing.
@MainActor final class HeldTouchFrames {
    private var windows: [Window] = []
    /// Windows whose last resampled delivery left a touch off its newest raw sample.
    private var settling: [Window] = []
    private let clock: any TactileClock
    private var fallback: TimerToken?
    /// Created once, so arming the fallback timer allocates no closure.
    private var fallbackAction: (@MainActor () -> Void)?
    /// The longest held motion waits for a display frame: a little over one frame interval.
    var maximumHold: Duration = .microseconds(20_833)

    init(clock: any TactileClock) {
        self.clock = clock
        windows.reserveCapacity(4)
        settling.reserveCapacity(4)
        fallbackAction = { [weak self] in self?.fallbackFired() }
    }

    /// Whether motion waits for a display frame.
    var isHolding: Bool { !windows.isEmpty }

    /// Whether the window waits for a display frame (set by its `WindowSurface`); nil: never.
    var displayIsBusy: (@MainActor () -> Bool)?

    /// A touch frame of `window` ended: its changes are delivered now, or — when they only move
    /// touches and the window resamples while it waits for a display frame — kept in its
    /// `TouchInput` for that display frame.
    func frameEnded(for window: Window) {
        if window.input.pendingChangesOnlyMove && shouldHold(window) {
            if !isHolding(window) { windows.append(window) }
        } else {
            window.input.frame()
        }
    }

    /// Whether a motion-only frame for `window` waits for the display frame instead of going out now.
    private func shouldHold(_ window: Window) -> Bool {
        window.touchResampling && (isHolding(window) || displayIsBusy?() == true)
    }

    /// Whether motion of `window` waits for a display frame.
    func isHolding(_ window: Window) -> Bool { windows.contains { $0 === window } }

    /// Delivers `window`'s held motion at once, raw, and brings touches resampled off their newest
    /// sample to it: a down, up or cancel follows, and a lift ends after the finger's real path.
    func deliverNow(_ window: Window) {
        if let index = windows.firstIndex(where: { $0 === window }) {
            windows.remove(at: index)
            window.input.frame()
        }
        if let index = settling.firstIndex(where: { $0 === window }) {
            settling.remove(at: index)
            window.input.settleResampledTouches()
        }
        if !isHolding && settling.isEmpty { disarm() }
    }

    /// Delivers everything held for a display frame presented at `frameTime` (window clock).
    func deliver(at frameTime: Duration) {
        disarm()
        while !windows.isEmpty {
            let window = windows.removeFirst()
            window.input.frame(at: frameTime)
            if window.input.restsOffSample && !settling.contains(where: { $0 === window }) { settling.append(window) }
        }
        armFallback()
    }

    /// A display frame completed (its frame callback): touches resampled off their newest sample
    /// for an earlier frame, and not moved since, are delivered at that sample.
    func displayFrameCompleted() {
        while !settling.isEmpty {
            settling.removeFirst().input.settleResampledTouches()
        }
        if !isHolding { disarm() }
    }

    /// Starts the timer that stands in for a display frame that does not come (once per wait).
    func armFallback() {
        guard isHolding || !settling.isEmpty, fallback == nil, let fallbackAction else { return }
        fallback = clock.schedule(after: maximumHold, fallbackAction)
    }

    private func disarm() {
        guard let token = fallback else { return }
        fallback = nil
        clock.cancel(token)
    }

    private func fallbackFired() {
        fallback = nil
        displayFrameCompleted()
        deliver(at: clock.now)
    }
}
