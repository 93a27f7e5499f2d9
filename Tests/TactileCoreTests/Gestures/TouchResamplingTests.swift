import Testing
@testable import TactileCore
import TactileTesting

/// `Window.touchResampling` and `TouchInput.frame(at:)`: drags are placed where the samples say the
/// finger was at the frame's time; taps and phase changes keep their raw positions.
@MainActor @Suite struct TouchResamplingTests {
    @MainActor final class Fixture {
        let scene = Scene()
        let view: RecordingView
        var seen: [Point] = []
        var input: TouchInput { scene.window.input }

        init() {
            view = scene.view("v", R(0, 0, 400, 400))
            view.onCall = { [unowned self] _, touches, _ in
                if let t = touches.first { self.seen.append(t.location(in: nil)) }
            }
        }

        func ms(_ x: Int) -> Duration { .milliseconds(x) }
    }

    @Test func samplesInterpolateAndExtrapolateAtMostAFewMilliseconds() {
        var s = TouchSamples()
        #expect(s.location(at: .zero, maximumExtrapolation: .milliseconds(3)) == nil)
        s.append(TouchSample(timestamp: .milliseconds(0), location: P(0, 0)))
        s.append(TouchSample(timestamp: .milliseconds(10), location: P(100, 0)))
        #expect(s.location(at: .milliseconds(4), maximumExtrapolation: .milliseconds(3)) == P(40, 0))
        #expect(s.location(at: .milliseconds(30), maximumExtrapolation: .milliseconds(3)) == P(130, 0))
        #expect(s.location(at: .milliseconds(-5), maximumExtrapolation: .milliseconds(3)) == P(0, 0))
        for k in 2...6 { s.append(TouchSample(timestamp: .milliseconds(10 * k), location: P(Double(100 * k), 0))) }
        #expect(s.count == 4)
        #expect(s.all.first?.timestamp == .milliseconds(30))
        #expect(s.location(at: .milliseconds(45), maximumExtrapolation: .zero) == P(450, 0))
    }

    @Test func aDragIsResampledToTheFrameTime() {
        let f = Fixture()
        f.input.down(id: 1, at: P(100, 100), timestamp: f.ms(0))
        f.input.frame(at: f.ms(0))
        f.input.move(id: 1, to: P(140, 100), timestamp: f.ms(8))       // past the slop: raw this once
        f.input.frame(at: f.ms(16))
        #expect(f.seen.last == P(140, 100))
        f.input.move(id: 1, to: P(180, 100), timestamp: f.ms(16))
        f.input.move(id: 1, to: P(220, 100), timestamp: f.ms(24))
        f.input.frame(at: f.ms(25))                                     // target 20 ms: between 16 and 24
        #expect(f.seen.last == P(200, 100))
        let touch = f.scene.window.activeTouches.first
        #expect(touch?.rawSamples.last == TouchSample(timestamp: f.ms(24), location: P(220, 100)))
        f.input.up(id: 1, timestamp: f.ms(30))
        f.input.frame(at: f.ms(33))
        #expect(f.seen.last == P(220, 100))                             // the lift keeps its raw place
        #expect(f.view.phases == [.began, .moved, .moved, .ended])
    }

    @Test func aTouchLeftOffItsNewestSampleSettlesThere() {
        let f = Fixture()
        f.input.down(id: 1, at: P(100, 100), timestamp: f.ms(0))
        f.input.frame(at: f.ms(0))
        f.input.move(id: 1, to: P(140, 100), timestamp: f.ms(8))
        f.input.frame(at: f.ms(16))
        #expect(!f.input.restsOffSample)                               // raw: on its sample
        f.input.move(id: 1, to: P(180, 100), timestamp: f.ms(16))
        f.input.move(id: 1, to: P(220, 100), timestamp: f.ms(24))
        f.input.frame(at: f.ms(25))
        #expect(f.input.restsOffSample)
        f.input.move(id: 1, to: P(260, 100), timestamp: f.ms(32))
        f.input.settleResampledTouches()                                // changes pending: their frame resamples them
        #expect(f.seen.count == 3)
        f.input.frame(at: f.ms(33))                                     // target 28 ms: between 24 and 32
        #expect(f.seen.last == P(240, 100))
        f.input.settleResampledTouches()                                // the finger stopped: onto the sample
        #expect(f.seen.last == P(260, 100))
        #expect(f.view.phases == [.began, .moved, .moved, .moved, .moved])
        #expect(!f.input.restsOffSample)
        f.input.settleResampledTouches()                                // nothing more to do
        #expect(f.seen.count == 5)
    }

    @Test func tapsAreNotResampled() {
        let f = Fixture()
        f.input.down(id: 1, at: P(100, 100), timestamp: f.ms(0))
        f.input.frame(at: f.ms(0))
        f.input.move(id: 1, to: P(104, 100), timestamp: f.ms(8))
        f.input.move(id: 1, to: P(106, 100), timestamp: f.ms(16))
        f.input.frame(at: f.ms(17))                                     // within the slop: raw
        #expect(f.seen.last == P(106, 100))
        f.input.up(id: 1, timestamp: f.ms(20))
        f.input.frame(at: f.ms(33))
    }

    @Test func offWhenTheWindowSaysSo() {
        let f = Fixture()
        f.scene.window.touchResampling = false
        f.input.down(id: 1, at: P(100, 100), timestamp: f.ms(0))
        f.input.frame(at: f.ms(0))
        f.input.move(id: 1, to: P(140, 100), timestamp: f.ms(8))
        f.input.frame(at: f.ms(16))
        f.input.move(id: 1, to: P(180, 100), timestamp: f.ms(16))
        f.input.move(id: 1, to: P(220, 100), timestamp: f.ms(24))
        f.input.frame(at: f.ms(25))
        #expect(f.seen.last == P(220, 100))
        f.input.up(id: 1, timestamp: f.ms(30))
        f.input.frame()
    }
}
