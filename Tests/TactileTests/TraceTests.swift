import Testing
import TactileCore
import TactileTraceKit

/// `tactile-trace`'s reading of arbitration logs and its pictures.
@MainActor struct TraceTests {
    static let log = """
        t=100ms MapView touchesBegan [1]
        t=150ms pan@MapView possible→failed: lifted after moving 0 pt, not more than 10 pt, in 50 ms
        t=150ms pan@MapView failed→possible
        t=3000ms note: key 38 pressed sent to the window
        t=500ms tap@MapView possible→ended
        """

    @Test func readsTransitionsAndDeliveries() throws {
        var e = TraceEvents()
        try e.add(arbitrationLog: Self.log)
        #expect(e.deliveries.count == 1)
        #expect(e.deliveries.first?.view == "MapView" && e.deliveries.first?.phase == "Began" && e.deliveries.first?.ids == [1])
        #expect(e.transitions.count == 3)
        #expect(e.transitions[0].reason == "lifted after moving 0 pt, not more than 10 pt, in 50 ms")
        #expect(e.transitions[0].recognizer == "pan@MapView")
        #expect(e.transitions[2].to == "ended" && e.transitions[2].reason == nil)
    }

    @Test func aBadLineIsAnErrorNamingIt() {
        var e = TraceEvents()
        #expect(throws: TraceError.badLine(2, "garbage")) { try e.add(arbitrationLog: "t=1ms V touchesBegan [1]\ngarbage") }
    }

    @Test func drawsOneLanePerTouchAndRecognizer() throws {
        var e = TraceEvents()
        try e.add(arbitrationLog: Self.log)
        let d = TraceDrawing(events: e, width: 800)
        #expect(d.size.height == 34 + 3 * 24 + 60)
        let svg = TraceSVG.render(d)
        #expect(svg.contains("failed: lifted after moving 0 pt"))
        let png = TracePNG.render(d)
        #expect(Array(png.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }
}
