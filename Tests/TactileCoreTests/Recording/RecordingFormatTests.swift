import Foundation
import Testing
@testable import TactileCore
import TactileTesting

/// The JSON-lines format: writer → parser round trip, per-frame flushing, and corrupt or
/// truncated input reported with its line.
@MainActor @Suite struct RecordingFormatTests {
    static let everyKind: [InputRecord] = [
        InputRecord(.windowSize(Size(width: 800, height: 480)), at: .zero),
        InputRecord(.touchDown(id: 3, at: Point(x: 10.25, y: -4)), at: .milliseconds(1)),
        InputRecord(.touchMotion(id: 3, to: Point(x: 1e9, y: 0.1)), at: .nanoseconds(1_000_001)),
        InputRecord(.touchFrame, at: .milliseconds(2)),
        InputRecord(.touchUp(id: 3), at: .milliseconds(3)),
        InputRecord(.touchCancel, at: .seconds(600)),
        InputRecord(.pointerMotion(to: Point(x: 5, y: 6)), at: .seconds(601)),
        InputRecord(.pointerButton(button: 0x110, pressed: true), at: .seconds(601)),
        InputRecord(.pointerButton(button: 0x110, pressed: false), at: .seconds(601)),
        InputRecord(.pointerAxis(axis: .horizontal, value: -15.5), at: .seconds(602)),
        InputRecord(.key(KeyRecord(keyCode: 38, pressed: true, keysym: 0x61, text: "a\"\\\n\u{1}é")), at: .seconds(603)),
        InputRecord(.key(KeyRecord(keyCode: 38, pressed: false)), at: .seconds(603)),
    ]

    @Test func writerAndParserRoundTrip() throws {
        let recording = InputRecording(windowSize: Size(width: 400, height: 300),
                                       metadata: ["app": "map-pins", "seed": "42"], records: Self.everyKind)
        let text = recording.jsonLines
        #expect(text.hasPrefix("{\"tactile-recording\":1,"))
        let parsed = try InputRecording(parsing: text)
        #expect(parsed == recording)
        #expect(parsed.jsonLines == text)
    }

    @Test func recorderFlushesPerFrameAndMatchesTheRecording() throws {
        let sink = StringRecordingSink()
        let recorder = InputRecorder(sink: sink, windowSize: Size(width: 400, height: 300), recordsKeys: true)
        let headerOnly = sink.text
        recorder.record(.touchDown(id: 1, at: Point(x: 1, y: 2)), at: .milliseconds(5))
        #expect(sink.text == headerOnly)              // not flushed mid-frame
        recorder.record(.touchFrame, at: .milliseconds(5))
        #expect(sink.text.split(separator: "\n").count == 3)
        recorder.record(.touchMotion(id: 1, to: Point(x: .nan, y: 0)), at: .milliseconds(6))   // dropped
        recorder.record(.key(KeyRecord(keyCode: 9, pressed: true)), at: .milliseconds(7))
        #expect(recorder.recordCount == 3)
        let parsed = try InputRecording(parsing: sink.text)
        #expect(parsed.records.map(\.input) == [
            .touchDown(id: 1, at: Point(x: 1, y: 2)), .touchFrame, .key(KeyRecord(keyCode: 9, pressed: true)),
        ])
    }

    @Test func fileRoundTrip() throws {
        let path = NSTemporaryDirectory() + "tactile-recording-test-\(UInt64.random(in: 0...UInt64.max)).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = try InputRecorder(path: path, metadata: ["note": "file"], recordsKeys: true)
        for r in Self.everyKind { recorder.append(r) }
        recorder.flush()
        let parsed = try InputRecording(contentsOfFile: path)
        #expect(parsed.records == Self.everyKind)
        #expect(parsed.metadata["note"] == "file")
        #expect(throws: RecordingError.self) { try InputRecording(contentsOfFile: path + ".missing") }
    }

    nonisolated static let header = "{\"tactile-recording\":1}\n"
    nonisolated static let corrupt: [(text: String, error: String)] = [
        ("", "recording.jsonl:1: empty file: expected the {\"tactile-recording\":1} header"),
        ("{\"hello\":1}\n", "recording.jsonl:1: not a Tactile recording: expected \"tactile-recording\" in the header"),
        ("{\"tactile-recording\":2}\n", "recording.jsonl:1: unsupported recording version 2 (this toolkit reads version 1)"),
        ("{\"tactile-recording\":1\n", "recording.jsonl:1: invalid JSON: expected \",\" or \"}\" (the line ends early: truncated?)"),
        (header + "{\"t\":1,\"type\":\"touch-frame\"}\n{\"t\":2,\"type\":\"touch-down\",\"x\":1,\"y\":2}\n",
         "recording.jsonl:3: expected \"id\" in touch-down"),
        (header + "{\"t\":1,\"type\":\"touch-down\",\"id\":1,\"x\":1,\"y\":2}\n{\"t\":2,\"type\":\"touch-mo",
         "recording.jsonl:3: invalid JSON: unterminated string (the line ends early: truncated?)"),
        (header + "{\"t\":-5,\"type\":\"touch-frame\"}\n", "recording.jsonl:2: \"t\" out of range (0...9223372036854775807) in touch-frame"),
        (header + "{\"type\":\"touch-frame\"}\n", "recording.jsonl:2: expected \"t\" in touch-frame"),
        (header + "{\"t\":1,\"type\":\"swipe\"}\n", "recording.jsonl:2: unknown record type \"swipe\""),
        (header + "{\"t\":1}\n", "recording.jsonl:2: expected \"type\" (a string) in the record"),
        (header + "[1,2]\n", "recording.jsonl:2: a record must be a JSON object"),
        (header + "{\"t\":1,\"type\":\"touch-up\",\"id\":4294967296}\n", "recording.jsonl:2: \"id\" out of range (-2147483648...2147483647) in touch-up"),
        (header + "{\"t\":1,\"type\":\"touch-down\",\"id\":1,\"x\":\"1\",\"y\":2}\n", "recording.jsonl:2: \"x\" must be a finite number in touch-down"),
        (header + "{\"t\":1,\"type\":\"touch-down\",\"id\":1,\"x\":1e999,\"y\":2}\n", "recording.jsonl:2: \"x\" must be a finite number in touch-down"),
        (header + "{\"t\":1,\"type\":\"key\",\"keycode\":9,\"state\":\"down\"}\n", "recording.jsonl:2: \"state\" must be \"pressed\" or \"released\" in key"),
        (header + "{\"t\":1,\"type\":\"pointer-axis\",\"axis\":\"z\",\"value\":1}\n", "recording.jsonl:2: expected \"axis\" (\"vertical\" or \"horizontal\") in pointer-axis"),
        (header + "{\"t\":1,\"type\":\"touch-frame\"} x\n", "recording.jsonl:2: invalid JSON: unexpected text after the JSON value at column 30"),
        (header + String(repeating: "[", count: 40) + "\n", "recording.jsonl:2: invalid JSON: nesting deeper than 32 levels at column 33"),
        (header + "\u{0}\u{ff}\n", "recording.jsonl:2: invalid JSON: expected a value at column 1"),
    ]

    @Test(arguments: 0..<corrupt.count)
    func corruptOrTruncatedInputNamesItsLine(_ index: Int) {
        let (text, expected) = Self.corrupt[index]
        do {
            _ = try InputRecording(parsing: text)
            Issue.record("parsed without error: \(text)")
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func everyTruncationOfAValidFileIsAnErrorOrAPrefix() {
        let text = InputRecording(records: Self.everyKind).jsonLines
        let bytes = Array(text.utf8)
        for n in 0..<bytes.count {
            let cut = String(decoding: bytes[0..<n], as: UTF8.self)
            do {
                let r = try InputRecording(parsing: cut)
                #expect(Self.everyKind.starts(with: r.records))
            } catch {
                #expect(error.line >= 1 && error.description.hasPrefix("recording.jsonl:"))
            }
        }
    }
}
