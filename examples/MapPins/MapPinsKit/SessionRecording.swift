import Tactile

/// `--record FILE`: writes the session's touch input as a JSON-lines input recording (the
/// recording library's format), rebuilt from the events the window receives: each event becomes
/// its downs, motions and ups followed by a frame; a cancellation becomes one cancel record.
@MainActor final class SessionRecorder {
    private let recorder: InputRecorder

    init(path: String, windowSize: Size) throws(RecordingError) {
        recorder = try InputRecorder(path: path, windowSize: windowSize, metadata: ["app": "map-pins"])
    }

    /// Records into `sink` (tests use a `StringRecordingSink`).
    init(sink: any RecordingSink, windowSize: Size) {
        recorder = InputRecorder(sink: sink, windowSize: windowSize, metadata: ["app": "map-pins"])
    }

    /// Starts recording what `window` receives.
    func attach(to window: MapPinsWindow) {
        window.onTouchEvent = { [weak self] event in self?.record(event) }
    }

    /// Records the input that produced `event`.
    func record(_ event: TouchEvent) {
        let time = event.timestamp
        var changed = false
        var cancelled = false
        for t in event.allTouches.sorted(by: { $0.identifier < $1.identifier }) {
            let p = t.location(in: nil)
            switch t.phase {
            case .began: recorder.record(.touchDown(id: t.identifier, at: p), at: time); changed = true
            case .moved: recorder.record(.touchMotion(id: t.identifier, to: p), at: time); changed = true
            case .ended: recorder.record(.touchUp(id: t.identifier), at: time); changed = true
            case .cancelled: cancelled = true
            case .stationary: break
            }
        }
        if cancelled {
            recorder.record(.touchCancel, at: time)
        } else if changed {
            recorder.record(.touchFrame, at: time)
        }
        recorder.flush()
    }
}

/// `--replay FILE` on a live display: feeds a recording's touch records to the window at their
/// recorded pace on the window's clock, as the platform would (pointer records follow the
/// pointer-as-touch convention). Tests replay with `InputReplayer` and a `ManualClock` instead.
@MainActor final class LiveReplay {
    private let window: Window
    private var pointer = Point.zero
    private var pointerDown = false

    init(window: Window) {
        self.window = window
    }

    /// Schedules every record of `recording`, the first one `delay` from now.
    func start(_ recording: InputRecording, after delay: Duration = .milliseconds(300)) {
        guard let first = recording.records.first?.timestamp else { return }
        if let size = recording.windowSize, size != window.bounds.size {
            MapPinsLog.logger.notice("the recording was made in a \(size.width)x\(size.height) window; this one is \(window.bounds.width)x\(window.bounds.height)")
        }
        for record in recording.records {
            let input = record.input
            _ = window.clock.schedule(after: delay + (record.timestamp - first)) { [weak self] in self?.apply(input) }
        }
    }

    private func apply(_ record: RecordedInput) {
        let input = window.input
        let now = window.clock.now
        switch record {
        case let .touchDown(id, p): input.down(id: id, at: p, timestamp: now)
        case let .touchMotion(id, p): input.move(id: id, to: p, timestamp: now)
        case let .touchUp(id): input.up(id: id, timestamp: now)
        case .touchFrame: input.frame()
        case .touchCancel: input.cancelAll(timestamp: now)
        case let .pointerMotion(p):
            pointer = p
            if pointerDown { input.move(id: InputReplayer.pointerTouchID, to: p, timestamp: now); input.frame() }
        case let .pointerButton(button, pressed):
            guard button == InputReplayer.primaryButton, pressed != pointerDown else { return }
            pointerDown = pressed
            if pressed { input.down(id: InputReplayer.pointerTouchID, at: pointer, timestamp: now) } else {
                input.up(id: InputReplayer.pointerTouchID, timestamp: now)
            }
            input.frame()
        case .pointerAxis, .key, .windowSize:
            break
        }
    }
}
