import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting

@MainActor struct PlatformUnitTests {
    @Test func surfaceScaleFollowsOutputsThenFractionalScale() {
        var scale = SurfaceScale()
        #expect(scale.renderScale == 1 && !scale.isFractional)
        scale.outputScales = [1, 2]
        #expect(scale.renderScale == 2 && !scale.isFractional)
        scale.preferredFraction120 = 180          // 1.5: rendered at 2, shown through the viewport
        #expect(scale.renderScale == 2 && scale.isFractional)
        scale.preferredFraction120 = 120
        #expect(scale.renderScale == 1 && !scale.isFractional)
        scale.preferredFraction120 = 10_000       // clamped
        #expect(scale.renderScale == 8)
    }

    @Test func toplevelStatesAreDecodedFromTheWireArray() {
        func wire(_ values: [UInt32]) -> [UInt8] { values.flatMap { v in withUnsafeBytes(of: v) { Array($0) } } }
        #expect(ToplevelState(wire: wire([2, 4])) == [.fullscreen, .activated])
        #expect(ToplevelState(wire: wire([1, 3, 9])) == [.maximized, .resizing])
        #expect(ToplevelState(wire: [1, 0, 0]) == [])            // a truncated value is ignored
    }

    @Test func inputTimesKeepTheirSpacingAndSurviveTheMillisecondWrap() {
        let clock = ManualClock()
        clock.advance(by: .seconds(10))
        let timeline = InputTimeline(clock: clock)
        let first = timeline.time(milliseconds: UInt32.max - 5)
        #expect(first == .seconds(10))
        #expect(timeline.time(milliseconds: 4) - first == .milliseconds(10))
    }

    @Test func preciseTimestampsWinOverMilliseconds() {
        let clock = ManualClock()
        let timeline = InputTimeline(clock: clock)
        timeline.setPrecise(secondsHigh: 0, secondsLow: 100, nanoseconds: 0)
        let first = timeline.time(milliseconds: 100_000)
        timeline.setPrecise(secondsHigh: 0, secondsLow: 100, nanoseconds: 250_000)
        #expect(timeline.time(milliseconds: 100_000) - first == .microseconds(250))
    }

    @Test func keyRepeatStopsAndRateZeroDisablesIt() {
        let clock = ManualClock()
        let repeater = KeyRepeater(clock: clock)
        var fired = 0
        repeater.configure(rate: 10, delay: 200)
        repeater.start(keyCode: 38) { fired += 1 }
        clock.advance(by: .milliseconds(400))
        #expect(fired == 3)
        repeater.stop()
        clock.advance(by: .seconds(1))
        #expect(fired == 3)
        repeater.configure(rate: 0, delay: 200)
        repeater.start(keyCode: 38) { fired += 1 }
        clock.advance(by: .seconds(1))
        #expect(fired == 3)
    }

    /// A negative delay means no repeat (RELIABILITY.md), whatever the rate says.
    @Test func aNegativeRepeatDelayMeansNoRepeat() {
        let clock = ManualClock()
        let repeater = KeyRepeater(clock: clock)
        var fired = 0
        repeater.configure(rate: 25, delay: -1)
        repeater.start(keyCode: 38) { fired += 1 }
        clock.advance(by: .seconds(2))
        #expect(fired == 0)
        #expect(repeater.keyCode == nil)
        repeater.configure(rate: 25, delay: 100)
        repeater.start(keyCode: 38) { fired += 1 }
        clock.advance(by: .milliseconds(100))
        #expect(fired == 1)
    }

    @Test func keysGoToTheFirstResponderInTheWindowOrToTheWindow() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10), clock: ManualClock())
        let field = RecordingView(frame: window.bounds)
        field.acceptsFirstResponder = true
        window.addSubview(field)
        window.sendKeyEvent(KeyEvent(keysym: 0x61, text: "a"), isPress: true)
        #expect(field.keys.isEmpty)
        #expect(field.becomeFirstResponder())
        defer { _ = field.resignFirstResponder() }
        window.sendKeyEvent(KeyEvent(keysym: 0x61, text: "a"), isPress: true)
        window.sendKeyEvent(KeyEvent(keysym: 0x61), isPress: false)
        #expect(field.keys.map(\.1) == [true, false])
        #expect(field.keys.first?.0.text == "a")
    }
}
