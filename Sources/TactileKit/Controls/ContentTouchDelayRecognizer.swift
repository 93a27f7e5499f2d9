import TactileCore
/// The scroll view's `delaysContentTouches` mechanism: a recognizer with `delaysTouchesBegan` that
/// never recognizes. While it is possible the scroll view's content does not see its touches; it
/// fails — releasing them to the content — after `ScrollView.contentTouchDelay` without a scroll,
/// or as soon as a touch lifts. If the scroll view's pan begins first, it is excluded by the pan's
/// recognition and the content never sees the touches at all.
@MainActor final class ContentTouchDelayRecognizer: GestureRecognizer {
    /// The scroll view this recognizer works for (set once, right after creation).
    weak var scrollView: ScrollView?
    private var timer: TimerToken?
    private weak var timerClock: (any TactileClock)?
    private var sequenceStarted = false
    /// The content has received (or is about to receive) this sequence's touches.
    private(set) var contentHasTouches = false
    /// The views the touches of this sequence were hit-tested to.
    private(set) var touchedViews: [View] = []

    init() {
        super.init(action: nil)
        name = "ScrollView content-touch delay"
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
        touchedViews.reserveCapacity(4)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches {
            if let v = touch.view, !touchedViews.contains(where: { $0 === v }) { touchedViews.append(v) }
        }
        guard !sequenceStarted else { return }
        sequenceStarted = true
        scrollView?.touchSequenceDidBegin()
        guard let scrollView, scrollView.delaysContentTouches else {
            releaseContent(reason: "delaysContentTouches is false")
            return
        }
        guard scrollView.canScrollHorizontally || scrollView.canScrollVertically else {
            releaseContent(reason: "nothing to scroll")
            return
        }
        if scrollView.panGestureRecognizer.state == .failed {
            // Its touch actions forbid this sequence's scroll (see `TouchAction`).
            releaseContent(reason: "the scroll cannot start: \(scrollView.panGestureRecognizer.failureReason ?? "pan failed")")
            return
        }
        if let clock {
            timerClock = clock
            timer = clock.schedule(after: ScrollView.contentTouchDelay) { [weak self] in
                self?.timer = nil
                self?.releaseContent(reason: "held \(ScrollView.contentTouchDelay) without scrolling")
            }
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        releaseContent(reason: "a touch lifted before scrolling")
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        releaseContent(reason: "touch cancelled")
    }

    /// Fails, letting the content have the touches (now, or once the current delivery step ends).
    func releaseContent(reason: String) {
        stopTimer()
        guard state == .possible else { return }
        contentHasTouches = true
        fail(reason: "content gets the touches: \(reason)")
    }

    private func stopTimer() {
        if let timer, let timerClock { timerClock.cancel(timer) }
        timer = nil
        timerClock = nil
    }

    override func reset() {
        super.reset()
        stopTimer()
        let hadSequence = sequenceStarted
        sequenceStarted = false
        contentHasTouches = false
        touchedViews.removeAll(keepingCapacity: true)
        if hadSequence { scrollView?.touchSequenceDidEnd() }
    }
}
