import Testing
import MapPinsKit

/// The app's trace stays bounded over a long session (the memory benchmark replays 1,000,000 events).
@MainActor struct MapTraceTests {
    @Test func keepsTheRecentEventsAndDropsOldOnesInBatches() {
        let trace = MapTrace()
        let limit = MapTrace.retainedLimit
        for pin in 0..<(5 * limit) { trace.emit(.pinRemoved(pin: pin)) }
        #expect(trace.events.count >= limit)
        #expect(trace.events.count < 2 * limit)
        #expect(trace.events.last == .pinRemoved(pin: 5 * limit - 1))
        // Oldest first, contiguous: nothing recent was lost.
        let first = 5 * limit - trace.events.count
        #expect(trace.events == (first..<(5 * limit)).map { .pinRemoved(pin: $0) })
    }

    @Test func aShortSessionKeepsEveryEvent() {
        let trace = MapTrace()
        for pin in 0..<10 { trace.emit(.menuShown(pin: pin)) }
        #expect(trace.events == (0..<10).map { .menuShown(pin: $0) })
        #expect(trace.jsonLines.count == 10)
    }
}
