import Testing
@testable import Tactile
@testable import TactileKit
@testable import TactileWayland
import TactileTesting
import TactileHeadless
import TactileTestSupport

/// A PIN typed into a secure field, on the in-app keyboard and on a hardware keyboard, while the
/// platform records its input: the recording holds no key position and no key, and no key preview
/// shows the digits.
@MainActor struct SecureEntryRecordingTests {
    @Test func aRecordingOfATypedPINHoldsNoKeyPosition() throws {
        let h = try PlatformHarness(size: Size(width: 480, height: 640))
        let field = TextField(frame: Rect(x: 20, y: 20, width: 300, height: 44))
        field.isSecureTextEntry = true
        field.keyboardType = .numberPad
        h.window.addSubview(field)
        let surface = try h.mapWindow().surface
        let sink = StringRecordingSink()
        h.platform.inputRecorder = InputRecorder(sink: sink, windowSize: h.window.bounds.size, recordsKeys: true)
        #expect(field.becomeFirstResponder())
        h.clock.advance(by: .milliseconds(300))
        try h.settle()
        let keyboard = try #require(OnScreenKeyboard.keyboard(in: h.window))

        var keyPositions: [Point] = []
        for digit in ["1", "9", "8", "4"] {
            let key = try #require(keyboard.keyFrames.first { $0.key.label == digit })
            let point = Point(x: keyboard.frame.minX + key.frame.midX, y: keyboard.frame.minY + key.frame.midY)
            keyPositions.append(point)
            try h.compositor.touchDown(id: 1, at: point, on: surface)
            try h.compositor.touchFrame()
            try h.settle()
            #expect(keyboard.preview.isHidden)
            try h.compositor.touchMotion(id: 1, to: Point(x: point.x + 1, y: point.y))
            try h.compositor.touchFrame()
            try h.compositor.touchUp(id: 1)
            try h.compositor.touchFrame()
            try h.settle()
        }
        try h.compositor.keyboardEnter(surface)
        try h.compositor.keyPress(HeadlessCompositor.Key.a)
        try h.compositor.keyRelease(HeadlessCompositor.Key.a)
        // A touch away from the keyboard is recorded as always.
        try h.compositor.touchDown(id: 2, at: Point(x: 400, y: 200), on: surface)
        try h.compositor.touchFrame()
        try h.compositor.touchUp(id: 2)
        try h.compositor.touchFrame()
        try h.settle()

        #expect(field.text == "1984a")
        let inputs = try InputRecording(parsing: sink.text).records.map(\.input)
        var recordedPoints: [Point] = []
        for input in inputs {
            switch input {
            case let .touchDown(_, at): recordedPoints.append(at)
            case let .touchMotion(_, to): recordedPoints.append(to)
            case .key: Issue.record("a key typed into a secure field was recorded: \(input)")
            default: break
            }
        }
        #expect(recordedPoints == [Point(x: 400, y: 200)])
        #expect(!inputs.contains(.touchUp(id: 1)))
        #expect(inputs.contains(.touchUp(id: 2)))
        #expect(keyPositions.allSatisfy { keyboard.frame.contains($0) })
    }
}
