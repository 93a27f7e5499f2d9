import Testing
@testable import TactileCore
import TactileTesting

@MainActor @Suite("Clocks") struct ClockTests {
    @Test func manualClockFiresDueTimersInOrder() {
        let clock = ManualClock()
        var fired: [String] = []
        _ = clock.schedule(after: .milliseconds(30)) { fired.append("c@\(clock.now)") }
        _ = clock.schedule(after: .milliseconds(10)) { fired.append("a") }
        let b = clock.schedule(after: .milliseconds(20)) { fired.append("b") }
        _ = clock.schedule(after: .milliseconds(10)) { fired.append("a2") }
        clock.cancel(b)
        clock.advance(by: .milliseconds(15))
        #expect(fired == ["a", "a2"])
        clock.advance(by: .milliseconds(100))
        #expect(fired == ["a", "a2", "c@0.03 seconds"])
        #expect(clock.now == .milliseconds(115))
    }

    @Test func zeroDelayTimersFireOnAZeroAdvance() {
        let clock = ManualClock()
        var fired = 0
        _ = clock.schedule(after: .zero) { fired += 1 }
        _ = clock.schedule(after: .milliseconds(-5)) { fired += 1 }
        #expect(fired == 0)
        clock.advance(by: .zero)
        clock.advance(by: .milliseconds(-10))
        #expect(fired == 2 && clock.now == .zero)
    }

    @Test func timersScheduledByTimersFireWhenDue() {
        let clock = ManualClock()
        var fired: [Duration] = []
        _ = clock.schedule(after: .milliseconds(10)) {
            fired.append(clock.now)
            _ = clock.schedule(after: .milliseconds(10)) { fired.append(clock.now) }
        }
        clock.advance(by: .milliseconds(50))
        #expect(fired == [.milliseconds(10), .milliseconds(20)])
    }

    @Test func systemClockReportsDeadlinesToTheEventLoop() {
        let clock = SystemClock()
        var fired = 0
        #expect(clock.nextDeadline == nil)
        _ = clock.schedule(after: .seconds(1000)) { fired += 1 }
        let deadline = try! #require(clock.nextDeadline)
        clock.fireDueTimers(now: deadline - .milliseconds(1))
        #expect(fired == 0)
        clock.fireDueTimers(now: deadline)
        #expect(fired == 1 && clock.nextDeadline == nil)
    }
}
