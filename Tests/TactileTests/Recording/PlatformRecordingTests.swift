import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless
import TactileTestSupport
import WaylandServer

#if canImport(Glibc)
import Glibc
#endif

/// The platform's raw input recording (`WaylandPlatform.inputRecorder`, `RunOptions.recordPath`):
/// what the compositor sends is written as it arrives, and replays into a fresh window the same.
@MainActor struct PlatformRecordingTests {
    func harness(options: RunOptions = RunOptions(title: "Test", appID: "org.tactile.test")) throws
        -> (PlatformHarness, RecordingView, HeadlessSurface) {
        let h = try PlatformHarness(options: options)
        let view = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        view.isMultipleTouchEnabled = true
        h.window.addSubview(view)
        let toplevel = try h.mapWindow()
        return (h, view, toplevel.surface)
    }

    @Test func touchPointerKeyAndResizeAreRecordedRawInWindowPoints() throws {
        let (h, _, surface) = try harness()
        let sink = StringRecordingSink()
        h.platform.inputRecorder = InputRecorder(sink: sink, windowSize: h.window.bounds.size, recordsKeys: true)
        try h.compositor.touchDown(id: 3, at: Point(x: 10, y: 20), on: surface)
        try h.compositor.touchFrame()
        try h.settle()
        h.clock.advance(by: .milliseconds(16))
        try h.compositor.touchMotion(id: 3, to: Point(x: 15, y: 22))
        try h.compositor.touchFrame()
        try h.compositor.touchUp(id: 3)
        try h.compositor.touchFrame()
        try h.compositor.pointerEnter(surface, at: Point(x: 30, y: 40))
        try h.compositor.pointerButton(HeadlessCompositor.PointerButton.right, pressed: true)
        try h.compositor.pointerAxis(vertical: 5)
        try h.compositor.pointerFrame()
        try h.compositor.keyboardEnter(surface)
        try h.compositor.keyPress(HeadlessCompositor.Key.a)
        try h.settle()
        let toplevel = try #require(h.toplevel)
        h.compositor.sendConfigure(to: toplevel, width: 300, height: 150, states: [])
        try h.settle()

        let recording = try InputRecording(parsing: sink.text)
        #expect(recording.windowSize == Size(width: 200, height: 100))
        let inputs = recording.records.map(\.input)
        #expect(Array(inputs.prefix(9)) == [
            .touchDown(id: 3, at: Point(x: 10, y: 20)), .touchFrame,
            .touchMotion(id: 3, to: Point(x: 15, y: 22)), .touchFrame,
            .touchUp(id: 3), .touchFrame,
            .pointerMotion(to: Point(x: 30, y: 40)),
            .pointerButton(button: HeadlessCompositor.PointerButton.right, pressed: true),
            .pointerAxis(axis: .vertical, value: 5),
        ])
        #expect(inputs.contains(.key(KeyRecord(keyCode: HeadlessCompositor.Key.a + 8, pressed: true, keysym: 0x61, text: "a"))))
        #expect(inputs.last == .windowSize(Size(width: 300, height: 150)))
        let times = recording.records.map(\.timestamp)
        #expect(times == times.sorted())
    }

    @Test func aRawRecordingReplaysToTheSameDeliveries() throws {
        let (h, view, surface) = try harness()
        let sink = StringRecordingSink()
        h.platform.inputRecorder = InputRecorder(sink: sink, windowSize: h.window.bounds.size)
        try h.compositor.touchDown(id: 0, at: Point(x: 10, y: 10), on: surface)
        try h.compositor.touchDown(id: 1, at: Point(x: 50, y: 10), on: surface)
        try h.compositor.touchFrame()
        try h.settle()
        try h.compositor.touchMotion(id: 1, to: Point(x: 60, y: 12))
        try h.compositor.touchFrame()
        try h.compositor.touchUp(id: 0)      // no frame: the end-of-dispatch fallback delivers it
        try h.settle()
        try h.compositor.touchUp(id: 1)
        try h.compositor.touchFrame()
        try h.settle()

        let clock = ManualClock()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 100), clock: clock)
        let replayed = RecordingView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        replayed.isMultipleTouchEnabled = true
        window.addSubview(replayed)
        InputReplayer(window: window, clock: clock).replay(try InputRecording(parsing: sink.text))
        #expect(view.calls == [.began([0, 1]), .moved([1]), .ended([0]), .ended([1])])
        #expect(replayed.calls == view.calls)
        #expect(replayed.locations == view.locations)
    }

    @Test func recordPathWritesAFileAndABadPathOnlyTurnsRecordingOff() throws {
        let path = "/tmp/tactile-platform-recording-\(getpid()).jsonl"
        defer { unlink(path) }
        var options = RunOptions(title: "Test", appID: "org.tactile.test")
        options.recordPath = path
        let (h, _, surface) = try harness(options: options)
        #expect(h.platform.inputRecorder != nil)
        try h.compositor.touchDown(id: 1, at: Point(x: 5, y: 6), on: surface)
        try h.compositor.touchFrame()
        try h.settle()
        let recording = try InputRecording(contentsOfFile: path)
        #expect(recording.records.map(\.input) == [.touchDown(id: 1, at: Point(x: 5, y: 6)), .touchFrame])

        options.recordPath = "/nonexistent-directory/recording.jsonl"
        let (bad, view, badSurface) = try harness(options: options)
        #expect(bad.platform.inputRecorder == nil)
        try bad.compositor.touchDown(id: 1, at: Point(x: 5, y: 6), on: badSurface)
        try bad.compositor.touchFrame()
        try bad.settle()
        #expect(view.calls == [.began([1])])
    }

    /// With recording off, touch motion delivered end to end allocates nothing (measured in a child
    /// process, as the runtime's allocation hook is process-wide; exit status = allocations).
    @Test func touchMotionWithoutARecorderAllocatesNothing() async {
        await #expect(processExitsWith: .success) {
            let count = await MainActor.run { MotionBench.run(heldForFrames: false) }
            _exit(Int32(count == 254 ? 0 : count))
        }
    }

    /// Nor does motion held for display frames, delivered resampled and settled by the fallback timer.
    @Test func heldTouchMotionAllocatesNothing() async {
        await #expect(processExitsWith: .success) {
            let count = await MainActor.run { MotionBench.run(heldForFrames: true) }
            _exit(Int32(count == 254 ? 0 : count))
        }
    }
}

/// Counts the motions it receives.
@MainActor private final class MoveCounter: View {
    var moves = 0
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) { moves += 1 }
}

/// One finger down, then Swift heap allocations counted over 100 motion frames (compositor
/// injection, client dispatch, `TouchFrameAssembler` with its recording hook, delivery to a view). With
/// `heldForFrames` the first frame's callback never completes, so every motion is held for a display
/// frame and the fallback timer delivers it; otherwise the first frame is shown and each motion goes
/// out at once. 252/253: set-up failures; 254: allocation counting unavailable.
@MainActor private enum MotionBench {
    static func run(heldForFrames: Bool) -> Int {
        guard let h = try? PlatformHarness(size: Size(width: 400, height: 300)) else { return 252 }
        let view = MoveCounter(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        h.window.addSubview(view)
        var x = 10.0
        guard let surface = try? h.mapWindow().surface else { return 252 }
        if !heldForFrames {
            h.compositor.vblank()
            guard (try? h.settle()) != nil else { return 252 }
        }
        guard (try? h.compositor.touchDown(id: 0, at: Point(x: x, y: 100), on: surface)) != nil,
              (try? h.compositor.touchFrame()) != nil,
              h.platform.inputRecorder == nil else { return 252 }
        func move() {
            h.compositor.eventTime += 8
            h.clock.advance(by: .milliseconds(8))
            x += 1
            try? h.compositor.touchMotion(id: 0, to: Point(x: x, y: 100))
            try? h.compositor.touchFrame()
            try? h.step()
        }
        for _ in 0..<20 { move() }
        let before = view.moves
        let count = AllocationCounter.measure { for _ in 0..<100 { move() } }
        guard h.window.input.activeTouchCount == 1, view.moves - before >= (heldForFrames ? 30 : 100),
              h.platform.isHoldingTouchMotion == heldForFrames else { return 253 }
        return count.map { min($0, 250) } ?? 254
    }
}
