/// One `View.animate` call: its timing, the views it animates and its completion, which runs
/// exactly once — true when everything finished, false when any of it was removed.
///
/// It runs on the clock of the window of the first view it changes (`adoptClock(of:)`); its timing
/// starts there. A call that changes no view in a window completes on the newest window's clock.
@MainActor final class AnimationGroup {
    private(set) var timing: AnimationTiming
    /// The clock of the window of the first view the call changed; nil until then.
    private(set) var clock: (any TactileClock)?
    /// `clock`'s identity, compared with `AnimationContext.frameTime` without retaining the clock.
    private var clockID: ObjectIdentifier?
    /// The clock time `fraction` and `isFinished` were last worked out for, and the results: the
    /// views of one call share them within a frame.
    private var evaluatedAt: Duration?
    private var evaluatedFraction = 0.0
    private var evaluatedFinished = false
    /// A call with no duration: changes apply at once and start no animation.
    let isImmediate: Bool
    /// Whether the views it animates are skipped by hit-testing until it completes.
    let blocksInteraction: Bool
    private var completion: (@MainActor (Bool) -> Void)?
    /// The clock the completion timer is on.
    private var timerClock: (any TactileClock)?
    /// The views that gained a track of this group (each once).
    private(set) var views: [View] = []
    private var timer: TimerToken?
    private(set) var isComplete = false

    init(timing: AnimationTiming, isImmediate: Bool = false, blocksInteraction: Bool,
         completion: (@MainActor (Bool) -> Void)?) {
        self.timing = timing
        self.isImmediate = isImmediate
        self.blocksInteraction = blocksInteraction
        self.completion = completion
    }

    /// The call changed a view in `window`: the first such window's clock times the whole call,
    /// from now.
    func adoptClock(of window: Window) {
        guard clock == nil else { return }
        clock = window.clock
        clockID = ObjectIdentifier(window.clock)
        timing.start = window.clock.now
        evaluatedAt = nil
    }

    /// The time on the group's clock (the start while it has none); during a window's per-frame
    /// bookkeeping, the time that frame shows (`AnimationContext.frameTime`).
    var now: Duration {
        if let frame = AnimationContext.frameTime, frame.clock == clockID { return frame.now }
        return clock?.now ?? timing.start
    }

    /// The interpolation fraction now (see `AnimationTiming.fraction(at:)`).
    var fraction: Double {
        evaluate()
        return evaluatedFraction
    }

    /// Whether the animation has finished by now.
    var isFinished: Bool {
        evaluate()
        return evaluatedFinished
    }

    private func evaluate() {
        let t = now
        guard t != evaluatedAt else { return }
        evaluatedAt = t
        evaluatedFraction = timing.fraction(at: t)
        evaluatedFinished = timing.isFinished(at: t)
    }

    /// `view` is animated by this group.
    func include(_ view: View) {
        guard !views.contains(where: { $0 === view }) else { return }
        views.append(view)
        if blocksInteraction { view.interactionBlockingAnimations += 1 }
    }

    /// After the `animations` block: the completion is due when the last track finishes, or on the
    /// clock's next advance when nothing was animated (a repeating animation completes only when
    /// removed). A call that changed no view in a window completes on the next advance of the newest
    /// window's clock (`AnimationContext.newestWindowClock`), at once when there is no window at all.
    func scheduleCompletion() {
        guard let clock = clock ?? AnimationContext.newestWindowClock else { return complete(finished: true) }
        timerClock = clock
        if self.clock == nil {
            timer = clock.schedule(after: .zero) { self.complete(finished: true) }
            return
        }
        let total = views.isEmpty ? 0 : timing.totalTime
        guard total.isFinite else { return }
        let delay = Duration.seconds(max(0, total - timing.elapsed(at: clock.now)))
        // The clock holds the group until the timer fires (nothing else may: a call that animated nothing).
        timer = clock.schedule(after: delay) { self.complete(finished: true) }
    }

    /// Runs the completion (once), lifting the hit-testing block.
    func complete(finished: Bool) {
        guard !isComplete else { return }
        isComplete = true
        if let timer { timerClock?.cancel(timer) }
        timer = nil
        if blocksInteraction {
            for view in views { view.interactionBlockingAnimations = max(0, view.interactionBlockingAnimations - 1) }
        }
        // The views' tracks hold the group: letting go of the views breaks that cycle, so a view
        // removed before its animation finished is freed (its tracks are never read again).
        views.removeAll()
        let run = completion
        completion = nil
        run?(finished)
    }
}

/// The `animate` call whose `animations` block is running, if any.
@MainActor enum AnimationContext {
    /// The `animate` call whose block is running.
    static var current: AnimationGroup?
    /// The clock of the most recently created window: what a call that changes no view in a window
    /// completes on (it completes on that clock's next advance). Held weakly; set by `Window.init`.
    static weak var newestWindowClock: (any TactileClock)?
    /// While a window works out what its animations show in a frame: its clock and that clock's
    /// time, read once for all of the frame's animations.
    static var frameTime: (clock: ObjectIdentifier, now: Duration)?
}
