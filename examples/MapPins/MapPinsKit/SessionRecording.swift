import Tactile

/// `--record FILE` is the platform's raw input recording (`RunOptions.recordPath`, the same as
/// `TACTILE_RECORD`): every touch, pointer and window-size event as it arrives from the
/// compositor, and keys when `TACTILE_RECORD_KEYS=1`. Tests record a `HeadlessSession` through `WaylandPlatform.inputRecorder`.
enum SessionRecording {
    /// The run options with the raw input recording to `path` turned on.
    static func options(_ options: RunOptions, recordingTo path: String?) -> RunOptions {
        var options = options
        options.recordPath = path
        return options
    }
}

/// `--replay FILE` on a live display: `InputReplayer`'s semantics at the recorded pace.
///
/// `InputReplayer` itself cannot run here: it drives a `ReplayClock` by advancing it to each
/// record's time, and the live window's clock follows the monotonic clock and cannot be advanced.
/// So each record is scheduled on the window's clock at its recorded offset from the first one and
/// applied with the same mapping: touch records one-to-one onto `Window.input`, pointer records by
/// the pointer-as-touch convention (`BTN_LEFT` is the touch `InputReplayer.pointerTouchID`), keys to
/// `Window.sendKeyEvent`. Axis records change nothing (as in `InputReplayer`); window-size records
/// are logged, since on a live display the compositor decides the size. Tests replay with
/// `InputReplayer` and a `ManualClock` instead.
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
        case let .key(k):
            window.sendKeyEvent(KeyEvent(keysym: k.keysym ?? 0, keyCode: k.keyCode, text: k.text ?? "", timestamp: now),
                                isPress: k.pressed)
        case let .windowSize(size):
            MapPinsLog.logger.notice("the recording resized its window to \(size.width)x\(size.height); the compositor sizes this one")
        case .pointerAxis:
            break
        }
    }
}
