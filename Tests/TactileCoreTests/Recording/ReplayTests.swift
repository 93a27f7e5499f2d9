import Foundation
import Testing
@testable import TactileCore
import TactileTesting

/// A small map-like scene for replay tests: a map with tap, double tap and pan, and a pin with a
/// long press. Built the same way every time.
@MainActor struct MapScene {
    let clock = ManualClock()
    let window: Window
    let map: View
    let pin: View

    init() {
        window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300), clock: clock)
        window.name = "Window"
        map = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        map.name = "MapView"
        pin = View(frame: Rect(x: 100, y: 100, width: 40, height: 40))
        pin.name = "PinView"
        window.addSubview(map)
        map.addSubview(pin)
        let doubleTap = TapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.name = "doubleTap"
        let tap = TapGestureRecognizer()
        tap.name = "tap"
        tap.require(toFail: doubleTap)
        let pan = PanGestureRecognizer()
        pan.name = "pan"
        for g in [doubleTap, tap, pan] { map.addGestureRecognizer(g) }
        let press = LongPressGestureRecognizer()
        press.name = "press"
        pin.addGestureRecognizer(press)
    }

    /// Replays `recording` and returns the arbitration log.
    func replay(_ recording: InputRecording) -> String {
        let replayer = InputReplayer(window: window, clock: clock, logsArbitration: true)
        replayer.replay(recording)
        replayer.advance(by: .seconds(1))
        return replayer.log?.text ?? ""
    }
}

/// Replaying recordings: deterministic logs, the pointer-as-touch convention, and a golden test.
@MainActor @Suite struct ReplayTests {
    static var fixtures: String { URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path }

    @Test func replayingTwiceGivesIdenticalLogs() throws {
        let recording = try InputRecording(contentsOfFile: Self.fixtures + "/map-session.jsonl")
        let first = MapScene().replay(recording)
        let second = MapScene().replay(recording)
        #expect(!first.isEmpty)
        #expect(first == second)
    }

    /// On a mismatch the actual log is written next to the temporary directory's
    /// `map-session.actual.log`, to review and copy over the fixture when the change is intended.
    @Test func goldenArbitrationLog() throws {
        let recording = try InputRecording(contentsOfFile: Self.fixtures + "/map-session.jsonl")
        let log = MapScene().replay(recording)
        let expected = (try? String(contentsOfFile: Self.fixtures + "/map-session.log", encoding: .utf8)) ?? "(missing)"
        if log != expected {
            _ = FileManager.default.createFile(atPath: NSTemporaryDirectory() + "map-session.actual.log", contents: Data(log.utf8))
        }
        #expect(log == expected, "actual log:\n\(log)")
    }

    @Test func pointerPressDragReleaseIsOneTouchWithThePointerID() {
        let scene = MapScene()
        var seen: [Int32] = []
        let observer = ArbitrationObserver(window: scene.window) { event, _ in
            if case let .delivery(_, phase, touches) = event, phase == .began { seen += touches.map(\.identifier) }
        }
        let replayer = InputReplayer(window: scene.window, clock: scene.clock, observer: observer)
        replayer.apply(InputRecord(.pointerMotion(to: Point(x: 300, y: 50)), at: .milliseconds(1)))
        replayer.apply(InputRecord(.pointerButton(button: 0x111, pressed: true), at: .milliseconds(2)))   // right button: nothing
        #expect(scene.window.input.activeTouchCount == 0)
        replayer.apply(InputRecord(.pointerButton(button: 0x110, pressed: true), at: .milliseconds(3)))
        #expect(scene.window.input.isLive(id: InputReplayer.pointerTouchID))
        replayer.apply(InputRecord(.pointerMotion(to: Point(x: 250, y: 60)), at: .milliseconds(40)))
        replayer.apply(InputRecord(.pointerButton(button: 0x110, pressed: false), at: .milliseconds(60)))
        #expect(scene.window.input.activeTouchCount == 0)
        #expect(seen == [Int32.min])
    }

    @Test func keyRecordsGoToTheKeyHandlerOrToTheWindow() {
        let clock = ManualClock()
        let window = KeyLoggingWindow(frame: Rect(x: 0, y: 0, width: 400, height: 300), clock: clock)
        let replayer = InputReplayer(window: window, clock: clock, logsArbitration: true)
        replayer.apply(InputRecord(.key(KeyRecord(keyCode: 38, pressed: true, keysym: 0x61, text: "a")), at: .milliseconds(5)))
        #expect(replayer.log?.lines == ["t=5ms note: key 38 pressed sent to the window"])
        #expect(window.keys == ["down 38 97 a 5ms"])
        var keys: [KeyRecord] = []
        replayer.keyHandler = { k, _ in keys.append(k) }
        replayer.apply(InputRecord(.key(KeyRecord(keyCode: 38, pressed: false)), at: .milliseconds(6)))
        #expect(keys == [KeyRecord(keyCode: 38, pressed: false)])
    }

    @Test func windowSizeRecordsResizeTheWindow() {
        let scene = MapScene()
        let replayer = InputReplayer(window: scene.window, clock: scene.clock)
        replayer.apply(InputRecord(.windowSize(Size(width: 640, height: 480)), at: .zero))
        #expect(scene.window.bounds.size == Size(width: 640, height: 480))
    }

    @Test func aRecordingMadeWhileReplayingReplaysTheSame() throws {
        let recording = try InputRecording(contentsOfFile: Self.fixtures + "/map-session.jsonl")
        let sink = StringRecordingSink()
        let recorder = InputRecorder(sink: sink, windowSize: recording.windowSize, recordsKeys: true)
        for r in recording.records { recorder.append(r) }
        let copy = try InputRecording(parsing: sink.text)
        #expect(MapScene().replay(copy) == MapScene().replay(recording))
    }
}

/// A window that logs the key events reaching it (no first responder is set in these tests).
@MainActor final class KeyLoggingWindow: Window {
    var keys: [String] = []
    override func keyDown(_ event: KeyEvent) {
        keys.append("down \(event.keyCode) \(event.keysym) \(event.text) \(event.timestamp.components.seconds * 1000 + event.timestamp.components.attoseconds / 1_000_000_000_000_000)ms")
    }
    override func keyUp(_ event: KeyEvent) {
        keys.append("up \(event.keyCode)")
    }
}
