/// Writes raw input as a recording (docs/RECORDING.md): the header at once, then one line per
/// record. Lines are flushed to the sink per frame: at each touch frame or cancel, and after every
/// pointer, key or window-size record (the platform delivers those at once). Key records are
/// written only when asked (`recordsKeys`).
///
/// Records with non-finite numbers cannot be written as JSON: they are dropped with a logged error.
@MainActor public final class InputRecorder {
    /// Where the lines go.
    public let sink: any RecordingSink
    /// How many records were written.
    public private(set) var recordCount = 0
    /// Whether key presses are recorded (key code, keysym and typed text). Off by default: keys
    /// are what a user typed — PINs, names — and even a bare key code tells which key it was.
    public let recordsKeys: Bool

    /// Starts a recording on `sink` by writing its header; keys are recorded only if `recordsKeys`.
    public init(sink: any RecordingSink, windowSize: Size? = nil, metadata: [String: String] = [:], recordsKeys: Bool = false) {
        self.sink = sink
        self.recordsKeys = recordsKeys
        sink.write(RecordingLineEncoder.header(windowSize: windowSize, metadata: metadata) + "\n")
        sink.flush()
    }

    /// Starts a recording in a new file at `path`.
    public convenience init(path: String, windowSize: Size? = nil, metadata: [String: String] = [:],
                            recordsKeys: Bool = false) throws(RecordingError) {
        self.init(sink: try FileRecordingSink(path: path), windowSize: windowSize, metadata: metadata, recordsKeys: recordsKeys)
    }

    /// Appends `input` at `timestamp`.
    public func record(_ input: RecordedInput, at timestamp: Duration) {
        append(InputRecord(input, at: timestamp))
    }

    /// Appends a record.
    public func append(_ record: InputRecord) {
        if case .key = record.input, !recordsKeys { return }
        guard record.input.isFinite else {
            TactileLog.core.error("input recording: \(record.input.typeName) with a non-finite number dropped")
            return
        }
        sink.write(RecordingLineEncoder.line(record) + "\n")
        recordCount += 1
        if record.input.endsFrame { sink.flush() }
    }

    /// Flushes what is buffered (for example before the app exits mid-frame).
    public func flush() { sink.flush() }
}

extension RecordedInput {
    /// Whether the record completes a delivery (so the recorder flushes after it).
    var endsFrame: Bool {
        switch self {
        case .touchDown, .touchMotion, .touchUp: false
        default: true
        }
    }

    /// Whether every number in it can be written as JSON.
    var isFinite: Bool {
        switch self {
        case let .touchDown(_, p), let .touchMotion(_, p), let .pointerMotion(p): p.x.isFinite && p.y.isFinite
        case let .pointerAxis(_, v): v.isFinite
        case let .windowSize(s): s.width.isFinite && s.height.isFinite
        default: true
        }
    }
}
