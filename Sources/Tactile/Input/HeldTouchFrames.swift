import TactileCore

/// Touch frames that carry only motion, held for the window's next display frame so that a drag is
/// delivered once per frame, resampled to the frame's presentation time (`Window.touchResampling`,
/// `TouchInput.frame(at:)`).
///
/// `TouchStream` holds a window whose `wl_touch.frame` moved fingers without any down, up or cancel;
/// further motion accumulates in the window's `TouchInput`. A frame that begins or ends a touch
/// first delivers what is held (raw, at once), so phases keep their order. `WindowSurface` delivers
/// the rest right before it lays out and draws: when no frame callback is pending (at the end of
/// the dispatch that brought the motion, or that completed the callback), with the predicted
/// presentation time. When no display frame comes (a hidden window, a compositor that never answers
/// the callback), a timer on the window clock delivers it `maximumHold` after it was first left
/// waiting. Steady-state holding and delivering allocate nothing.
@MainActor final class HeldTouchFrames {
    private var windows: [Window] = []
    private let clock: any TactileClock
    private var fallback: TimerToken?
    /// Created once, so arming the fallback timer allocates no closure.
    private var fallbackAction: (@MainActor () -> Void)?
    /// The longest held motion waits for a display frame: a little over one frame interval.
    var maximumHold: Duration = .microseconds(20_833)

    init(clock: any TactileClock) {
        self.clock = clock
        windows.reserveCapacity(4)
        fallbackAction = { [weak self] in self?.fallbackFired() }
    }

    /// Whether motion waits for a display frame.
    var isHolding: Bool { !windows.isEmpty }

    /// Whether motion of `window` waits for a display frame.
    func isHolding(_ window: Window) -> Bool { windows.contains { $0 === window } }

    /// Keeps `window`'s delivered-but-pending motion for the next display frame.
    func hold(_ window: Window) {
        if !isHolding(window) { windows.append(window) }
    }

    /// Delivers `window`'s held motion at once, raw (a down, up or cancel follows it).
    func deliverNow(_ window: Window) {
        guard let index = windows.firstIndex(where: { $0 === window }) else { return }
        windows.remove(at: index)
        if windows.isEmpty { disarm() }
        window.input.frame()
    }

    /// Delivers everything held for a display frame presented at `frameTime` (window clock).
    func deliver(at frameTime: Duration) {
        disarm()
        while !windows.isEmpty {
            let window = windows.removeFirst()
            window.input.frame(at: frameTime)
        }
    }

    /// Starts the timer that delivers held motion when no display frame comes (once per hold).
    func armFallback() {
        guard isHolding, fallback == nil, let fallbackAction else { return }
        fallback = clock.schedule(after: maximumHold, fallbackAction)
    }

    private func disarm() {
        guard let token = fallback else { return }
        fallback = nil
        clock.cancel(token)
    }

    private func fallbackFired() {
        fallback = nil
        deliver(at: clock.now)
    }
}
