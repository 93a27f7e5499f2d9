/// One `View.animate` call: its timing, the views it animates and its completion, which runs
/// exactly once — true when everything finished, false when any of it was removed.
@MainActor final class AnimationGroup {
    let timing: AnimationTiming
    let clock: any TactileClock
    /// Whether the views it animates are skipped by hit-testing until it completes.
    let blocksInteraction: Bool
    private var completion: (@MainActor (Bool) -> Void)?
    /// The views that gained a track of this group (each once).
    private(set) var views: [View] = []
    private var timer: TimerToken?
    private(set) var isComplete = false

    init(timing: AnimationTiming, clock: any TactileClock, blocksInteraction: Bool,
         completion: (@MainActor (Bool) -> Void)?) {
        self.timing = timing
        self.clock = clock
        self.blocksInteraction = blocksInteraction
        self.completion = completion
    }

    /// `view` is animated by this group.
    func include(_ view: View) {
        guard !views.contains(where: { $0 === view }) else { return }
        views.append(view)
        if blocksInteraction { view.interactionBlockingAnimations += 1 }
    }

    /// After the `animations` block: the completion is due when the last track finishes, or on the
    /// next clock advance when nothing was animated (a repeating animation completes only when removed).
    func scheduleCompletion() {
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
        if let timer { clock.cancel(timer) }
        timer = nil
        if blocksInteraction {
            for view in views { view.interactionBlockingAnimations = max(0, view.interactionBlockingAnimations - 1) }
        }
        let run = completion
        completion = nil
        run?(finished)
    }
}

/// The `animate` call whose `animations` block is running, if any.
@MainActor enum AnimationContext {
    static var current: AnimationGroup?
    /// The clock of the most recently created window: it times the completions of calls whose
    /// views are in no window.
    static weak var latestWindowClock: (any TactileClock)?
}
