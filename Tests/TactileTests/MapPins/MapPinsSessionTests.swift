import Testing
import Tactile
import TactileTesting
import MapPinsHeadless
@testable import MapPinsKit
import ArgumentParser
import ExampleSupport

/// map-pins: recordings replay to the same trace; command-line errors.
@MainActor struct MapPinsSessionTests {
    @Test func aRecordedSessionReplaysToTheSameTrace() throws {
        let s = try HeadlessSession(pins: [Point(x: 200, y: 200), Point(x: 600, y: 300)])
        try s.start()
        let sink = StringRecordingSink()
        s.platform.inputRecorder = InputRecorder(sink: sink, windowSize: s.window.bounds.size)
        try s.drag(0, from: Point(x: 200, y: 200), to: Point(x: 400, y: 450), steps: 3)
        try s.drag(1, from: Point(x: 700, y: 500), to: Point(x: 640, y: 470), steps: 4)
        try s.press(2, at: Point(x: 100, y: 500))
        try s.up([2])
        try s.press(3, at: try #require(s.pinPosition(1)))
        try s.up([3])
        try s.tap(4, at: try #require(s.menuItemCenter("Bring to Front")))
        let live = s.trace.events.filter { if case .ready = $0 { false } else { true } }
        #expect(live.count == 4)     // pin-moved, map-panned, pin-added, menu-shown

        let recording = try InputRecording(parsing: sink.text)
        let clock = ReplayManualClock()
        let window = MapPinsWindow(frame: Rect(x: 0, y: 0, width: 800, height: 600), clock: clock)
        let scene = MapPinsScene(window: window, initialPins: [Point(x: 200, y: 200), Point(x: 600, y: 300)])
        InputReplayer(window: window, clock: clock).replay(recording)
        #expect(scene.trace.events == live)
        #expect(scene.pinIDs == s.scene.pinIDs)
    }

    @Test func badFlagValuesAreUsageErrors() {
        for args in [["--size", "800"], ["--size", "0x600"], ["--pin", "10"], ["--pin", "a,b"], ["--bogus"],
                     ["--replay", "/nonexistent/recording.jsonl"]] {
            do {
                _ = try MapPinsOptions.parse(args)
                Issue.record("accepted \(args)")
            } catch {
                #expect(MapPinsOptions.exitCode(for: error).rawValue == 64, "\(args)")
            }
        }
        let ok = try? MapPinsOptions.parse(["--size", "1024x768", "--pin", "10,20", "--pin", "30.5, 40", "--trace"])
        #expect(ok?.size == WindowSize(width: 1024, height: 768))
        #expect(ok?.pins.map(\.point) == [Point(x: 10, y: 20), Point(x: 30.5, y: 40)])
    }

    @Test func traceLinesAreCompactJSON() {
        #expect(TraceEvent.ready(width: 800, height: 600).jsonLine == #"{"event":"ready","width":800,"height":600}"#)
        #expect(TraceEvent.pinMoved(pin: 2, x: 500, y: 200.25).jsonLine == #"{"event":"pin-moved","pin":2,"x":500,"y":200.25}"#)
        #expect(TraceEvent.mapZoomed(scale: 2).jsonLine == #"{"event":"map-zoomed","scale":2}"#)
        #expect(TraceEvent.mapPanned(dx: -100, dy: 0).jsonLine == #"{"event":"map-panned","dx":-100,"dy":0}"#)
    }
}
