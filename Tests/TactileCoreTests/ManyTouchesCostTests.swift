import Testing
@testable import TactileCore
import TactileTesting

/// A view that counts how often delivery asks for its touch flags.
@MainActor private final class FlagCountingView: RecordingView {
    var flagReads = 0
    var exclusive = false
    override var isExclusiveTouch: Bool {
        get { flagReads += 1; return exclusive }
        set { exclusive = newValue }
    }
}

/// Fingers that never lift cost linear time overall: setting up a new touch does not look at every
/// live touch (the exclusive- and multiple-touch rules read per-view counts), and an event visits
/// only the touches that changed in it.
@MainActor struct ManyTouchesCostTests {
    @Test func tenThousandOneAtATimeDownsReadTheViewsFlagsAConstantNumberOfTimesEach() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 100), clock: clock)
        let views = (0..<4).map { FlagCountingView("V\($0)", frame: Rect(x: Double($0) * 100, y: 0, width: 100, height: 100)) }
        for v in views {
            v.isMultipleTouchEnabled = true
            window.addSubview(v)
        }
        let driver = TouchDriver(window: window, clock: clock)
        let count: Int32 = 10_000
        for id in 0..<count {
            driver.down(id, at: Point(x: Double(id % 4) * 100 + 50, y: 50))
            driver.frame()
        }
        #expect(window.input.activeTouchCount == Int(count))
        for v in views { #expect(v.calls.count == Int(count) / 4 && v.calls.allSatisfy { $0.phase == .began && $0.ids.count == 1 }) }
        // Scanning every live touch for each new one reads the flags ~n²/2 times (50 million).
        let reads = views.reduce(0) { $0 + $1.flagReads }
        #expect(reads <= 8 * Int(count), "flag reads for \(count) downs: \(reads)")

        // One finger moves: only it is delivered; the others are stationary in the event.
        driver.move(4_001, to: Point(x: 160, y: 60))
        driver.frame()
        #expect(views[1].calls.last == RecordingView.Call(phase: .moved, ids: [4_001]))
        #expect(window.event.ordered.filter { $0.phase == .stationary }.count == Int(count) - 1)

        // The rules still hold with thousands of touches down: once a view is exclusive, a new
        // touch on it or on another view is dropped.
        views[2].isExclusiveTouch = true
        driver.down(20_000, at: Point(x: 250, y: 50))
        driver.down(20_001, at: Point(x: 50, y: 50))
        driver.frame()
        #expect(views[2].calls.last?.ids != [20_000] && views[0].calls.last?.ids != [20_001])
        #expect(views.allSatisfy { v in v.calls.allSatisfy { !$0.ids.contains(20_000) && !$0.ids.contains(20_001) } })

        driver.cancel()
        #expect(window.input.activeTouchCount == 0)
        #expect(window.dispatcher.liveViews.count == 0)
    }

    @Test func theRulesForNewTouchesFollowCaptureAndTheEndOfTouches() {
        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100), clock: clock)
        let single = RecordingView("single", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let exclusive = RecordingView("exclusive", frame: Rect(x: 100, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        exclusive.isMultipleTouchEnabled = true
        window.addSubview(single)
        window.addSubview(exclusive)
        let driver = TouchDriver(window: window, clock: clock)
        // A second touch on a single-touch view is withheld from it; once the first ends, a new one is not.
        driver.down(1, at: Point(x: 10, y: 10))
        driver.frame()
        driver.down(2, at: Point(x: 20, y: 20))
        driver.frame()
        #expect(single.calls == [RecordingView.Call(phase: .began, ids: [1])])
        driver.up(1)
        driver.up(2)
        driver.frame()
        driver.down(3, at: Point(x: 10, y: 10))
        driver.frame()
        #expect(single.calls.last == RecordingView.Call(phase: .began, ids: [3]))
        // A touch on the exclusive view while touch 3 is down elsewhere is dropped.
        driver.down(4, at: Point(x: 150, y: 10))
        driver.frame()
        #expect(exclusive.calls.isEmpty)
        // Touch 3 captured by the exclusive view: a new touch there is no longer excluded by it.
        let touch3 = window.event.ordered.first { $0.identifier == 3 }!
        window.captureTouch(touch3, to: exclusive)
        driver.up(4)
        driver.frame()
        driver.down(5, at: Point(x: 160, y: 10))
        driver.frame()
        #expect(exclusive.calls.last == RecordingView.Call(phase: .began, ids: [5]))
        // ...but one on the single view now is (a live touch is on the exclusive view).
        driver.down(6, at: Point(x: 10, y: 10))
        driver.frame()
        #expect(!single.calls.contains { $0.ids.contains(6) })
        driver.cancel()
        #expect(window.dispatcher.liveViews.count == 0)
    }
}
