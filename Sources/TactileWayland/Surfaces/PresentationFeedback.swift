import TactileCore
import WaylandClient

/// Asks `wp_presentation` (when the compositor offers it) when each of the window's frames reached
/// the screen, and keeps the `PresentationTimeline` that predicts the next one.
@MainActor final class PresentationFeedback {
    private let presentation: WpPresentation?
    private let clock: any TactileClock
    private(set) var timeline = PresentationTimeline()
    /// Feedback objects waiting for their event: a proxy dropped earlier would lose it. Answered ones
    /// are pruned at the next request; a compositor that never answers costs at most `maximumOutstanding`.
    private var outstanding: [WpPresentationFeedback] = []
    private static let maximumOutstanding = 8
    /// How many `presented` and `discarded` events arrived (tests).
    private(set) var presentedCount = 0
    private(set) var discardedCount = 0
    /// Called when a presentation reported a refresh interval (the held-touch bound follows it).
    var onRefreshInterval: (@MainActor (Duration) -> Void)?

    init(presentation: WpPresentation?, clock: any TactileClock) {
        self.presentation = presentation
        self.clock = clock
        presentation?.onEvent = { [weak self] event in
            if case let .clockId(id) = event { self?.timeline.setClock(id) }
        }
    }

    /// Whether the compositor offers presentation feedback.
    var isAvailable: Bool { presentation != nil }

    /// Asks for feedback on the content `surface`'s next commit carries. Failures only lose the
    /// prediction (logged).
    func request(for surface: WlSurface) {
        guard let presentation else { return }
        outstanding.removeAll { !$0.isAlive }
        if outstanding.count >= Self.maximumOutstanding { outstanding.removeFirst() }
        do {
            let feedback = try presentation.feedback(surface: surface)
            feedback.onEvent = { [weak self] event in self?.handle(event) }
            outstanding.append(feedback)
        } catch {
            PlatformLog.wayland.error("wp_presentation.feedback failed: \(error)")
        }
    }

    /// When a frame committed now is expected on screen (window clock); the time of the update
    /// itself without a usable prediction.
    func predictedPresentation() -> Duration {
        timeline.predictedPresentation(after: clock.now)
    }

    /// The display frame an update now belongs to (`PresentationTimeline.frameTime(at:)`); the time
    /// of the update itself without a usable prediction.
    func frameTime() -> Duration {
        timeline.frameTime(at: clock.now)
    }

    private func handle(_ event: WpPresentationFeedback.Event) {
        switch event {
        case let .presented(secondsHigh, secondsLow, nanoseconds, refresh, _, _, _):
            guard timeline.presented(secondsHigh: secondsHigh, secondsLow: secondsLow, nanoseconds: nanoseconds,
                                     refresh: refresh, now: clock.now) else {
                PlatformLog.wayland.debug("wp_presentation_feedback.presented with tv_nsec \(nanoseconds); ignored")
                return
            }
            presentedCount += 1
            if let interval = timeline.refreshInterval { onRefreshInterval?(interval) }
        case .discarded:
            timeline.discarded()
            discardedCount += 1
        case .syncOutput:
            break
        }
    }
}
