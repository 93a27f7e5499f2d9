import TactileCore

#if canImport(Glibc)
import Glibc
#endif

extension WaylandPlatform {
    /// The environment variable naming a file to record the raw input stream to.
    public nonisolated static let recordEnvironmentVariable = "TACTILE_RECORD"
    /// The environment variable that, set to `1`, also records key presses and their text.
    public nonisolated static let recordKeysEnvironmentVariable = "TACTILE_RECORD_KEYS"

    /// The recorder receiving the raw input stream as it arrives from the compositor — touch
    /// down/motion/up/frame/cancel, pointer motion/button/axis, keys, window size — before any
    /// interpretation, in window points at each event's mapped time (docs/RECORDING.md). Nil (the
    /// default unless `RunOptions.recordPath` or `$TACTILE_RECORD` names a file): no recording.
    ///
    /// Setting a recorder starts recording from the next event; its header should carry the current
    /// window size (`window-size` records follow when it changes).
    public var inputRecorder: InputRecorder? {
        get { rawInputTap.recorder }
        set { rawInputTap.attach(newValue, windowSize: window.bounds.size) }
    }

    /// Opens the recording `options.recordPath` or `$TACTILE_RECORD` names, if any. A file that
    /// cannot be created is one logged error; the app goes on without recording.
    func startRecording(options: RunOptions) {
        let path = options.recordPath ?? Self.environment(Self.recordEnvironmentVariable)
        guard let path, !path.isEmpty else { return }
        let keys = options.recordsKeys || Self.environment(Self.recordKeysEnvironmentVariable) == "1"
        do {
            inputRecorder = try InputRecorder(path: path, windowSize: window.bounds.size,
                                              metadata: ["app": options.appID], recordsKeys: keys)
            PlatformLog.input.info("recording the raw input stream to \(path)")
        } catch {
            PlatformLog.input.error("cannot record input: \(error); running without recording")
        }
    }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
