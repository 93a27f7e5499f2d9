import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland

/// The mapping of `wp_presentation` times onto the window clock and the prediction of the next
/// presentation (`PresentationTimeline`).
@Suite struct PresentationTimelineTests {
    private static let refresh: UInt32 = 16_666_667
    private static func ms(_ value: Double) -> Duration { .nanoseconds(Int64(value * 1_000_000)) }

    @Test func withoutFeedbackThePredictionIsTheUpdateTime() {
        let timeline = PresentationTimeline()
        #expect(timeline.predictedPresentation(after: .seconds(3)) == .seconds(3))
        #expect(timeline.frameTime(at: .seconds(3)) == .seconds(3))
    }

    @Test func thePresentationClockIsMappedByItsSmallestObservedLatency() {
        var timeline = PresentationTimeline()
        timeline.setClock(1)
        // Presented at 1 s on the compositor's clock, received 2 ms later at 5.002 s on the window's.
        let accepted1 = timeline.presented(secondsHigh: 0, secondsLow: 1, nanoseconds: 0, refresh: Self.refresh, now: Self.ms(5002))
        #expect(accepted1)
        #expect(timeline.lastPresented == Self.ms(5002))
        // The next one arrives only 0.5 ms after its presentation: the offset shrinks to that.
        let accepted2 = timeline.presented(secondsHigh: 0, secondsLow: 1, nanoseconds: 16_666_667, refresh: Self.refresh,
                                   now: .nanoseconds(5_017_166_667))
        #expect(accepted2)
        #expect(timeline.lastPresented == .nanoseconds(5_017_166_667))
        // A slower one does not move it back.
        timeline.presented(secondsHigh: 0, secondsLow: 1, nanoseconds: 33_333_334, refresh: Self.refresh, now: Self.ms(5040))
        #expect(timeline.lastPresented == .nanoseconds(5_033_833_334))
    }

    @Test func theNextPresentationIsWholeRefreshIntervalsAfterTheLast() {
        var timeline = PresentationTimeline()
        timeline.presented(secondsHigh: 0, secondsLow: 0, nanoseconds: 0, refresh: Self.refresh, now: .seconds(2))
        #expect(timeline.predictedPresentation(after: .seconds(2)) == .seconds(2) + .nanoseconds(16_666_667))
        #expect(timeline.predictedPresentation(after: .seconds(2) + Self.ms(20)) == .seconds(2) + .nanoseconds(33_333_334))
        // The frame an update belongs to is the vblank one interval before that.
        #expect(timeline.frameTime(at: .seconds(2) + Self.ms(5)) == .seconds(2))
        #expect(timeline.frameTime(at: .seconds(2) + Self.ms(20)) == .seconds(2) + .nanoseconds(16_666_667))
        // More than a second after the last presentation the phase is no longer trusted.
        #expect(timeline.predictedPresentation(after: .seconds(4)) == .seconds(4))
        #expect(timeline.frameTime(at: .seconds(4)) == .seconds(4))
    }

    @Test func discardedUnknownOrImplausibleRefreshFallBackToTheUpdateTime() {
        var timeline = PresentationTimeline()
        timeline.presented(secondsHigh: 0, secondsLow: 0, nanoseconds: 0, refresh: Self.refresh, now: .seconds(1))
        timeline.discarded()
        #expect(timeline.predictedPresentation(after: .seconds(1)) == .seconds(1))
        for refresh: UInt32 in [0, 999_999, 2_000_000_000] {
            timeline.presented(secondsHigh: 0, secondsLow: 0, nanoseconds: 0, refresh: refresh, now: .seconds(1))
            #expect(timeline.refreshInterval == nil)
            #expect(timeline.predictedPresentation(after: .seconds(1)) == .seconds(1))
        }
    }

    @Test func invalidOrExtremeTimestampsNeverTrap() {
        var timeline = PresentationTimeline()
        let accepted3 = timeline.presented(secondsHigh: 0, secondsLow: 0, nanoseconds: 1_000_000_000, refresh: Self.refresh,
                                    now: .seconds(1))
        #expect(!accepted3)
        #expect(timeline.lastPresented == nil)
        let accepted4 = timeline.presented(secondsHigh: .max, secondsLow: .max, nanoseconds: 999_999_999, refresh: .max,
                                   now: .seconds(1))
        #expect(accepted4)
        #expect(timeline.lastPresented == .seconds(1))
        // Back to small times: more than a second off the kept offset, so the mapping starts over.
        let accepted5 = timeline.presented(secondsHigh: 0, secondsLow: 7, nanoseconds: 0, refresh: Self.refresh, now: .seconds(2))
        #expect(accepted5)
        #expect(timeline.lastPresented == .seconds(2))
    }

    @Test func aNewClockStartsTheMappingOver() {
        var timeline = PresentationTimeline()
        timeline.setClock(1)
        timeline.presented(secondsHigh: 0, secondsLow: 10, nanoseconds: 0, refresh: Self.refresh, now: .seconds(20))
        timeline.setClock(7)
        // On the new clock the offset is 0.8 s larger: kept because the clock changed (on the same
        // clock the smaller one would stay, and this frame would map to 19.7 s).
        timeline.presented(secondsHigh: 0, secondsLow: 9, nanoseconds: 700_000_000, refresh: Self.refresh,
                           now: Self.ms(20_500))
        #expect(timeline.lastPresented == Self.ms(20_500))
    }
}
