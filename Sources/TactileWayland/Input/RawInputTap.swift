import TactileCore

/// Where the platform's input devices report the raw input stream for recording
/// (`WaylandPlatform.inputRecorder`, `RunOptions.recordPath`, `TACTILE_RECORD`).
///
/// Devices call `record(_:at:)` with each compositor event as it arrives, before any interpretation,
/// in window points and at its mapped timestamp. When nothing records, a call is one nil check (no
/// allocation). One tap per platform, shared by all its seats.
@MainActor final class RawInputTap {
    /// The recorder receiving the stream; nil: recording is off.
    private(set) var recorder: InputRecorder?
    /// The window size last recorded, to record a `window-size` only when it changes.
    private var recordedSize: Size?
    /// The time of the latest input event from any device (the idle timer reads it).
    private(set) var lastActivity: Duration?
    /// Decides which new touches wake a blanked screen and are dropped (`RunOptions.swallowsWakeTouch`).
    var wakeTouchFilter: WakeTouchFilter?
    /// The serial of the latest touch down, keyboard enter or key (the clipboard's `set_selection`
    /// must carry one).
    var latestInputSerial: UInt32?

    init() {}

    /// Starts recording into `recorder` (nil stops), whose header says the window is `windowSize`.
    func attach(_ recorder: InputRecorder?, windowSize: Size) {
        self.recorder?.flush()
        self.recorder = recorder
        recordedSize = windowSize
    }

    /// Notes input activity at `time` and records `input` when a recorder is set.
    @inline(__always) func record(_ input: RecordedInput, at time: Duration) {
        lastActivity = time
        guard let recorder else { return }
        recorder.record(input, at: time)
    }

    /// Notes input activity at `time` that is not recorded (a dropped wake touch).
    func noteActivity(at time: Duration) { lastActivity = time }

    /// Records a `window-size` when `size` differs from the last one recorded (or the header's).
    func noteWindowSize(_ size: Size, at time: Duration) {
        guard let recorder else { return }
        guard size != recordedSize else { return }
        recordedSize = size
        recorder.record(.windowSize(size), at: time)
    }
}
