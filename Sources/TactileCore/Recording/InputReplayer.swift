/// Replays a recording into a window whose clock is a `ReplayClock`: for each record the clock is
/// advanced to the record's time (firing due timers), then the input is fed to `Window.input`
/// exactly as the platform feeds it, so deliveries and recognizer outcomes are the same on every run.
///
/// - Touch records map one-to-one onto `TouchInput` (down/move/up, `frame()`, `cancelAll`).
/// - Pointer records follow the platform's pointer-as-touch convention: a primary-button press,
///   drag and release is one touch with id `InputReplayer.pointerTouchID` (`Int32.min`, outside
///   the finger id range), delivered at once. Other buttons and axis records change nothing.
/// - Key records go to `keyHandler` when set; otherwise to `Window.sendKeyEvent` (as the
///   platform's keyboard delivers them; repeats are not recorded, so none are made), with a note
///   in the log.
/// - Window-size records resize the window.
///
/// With `logsArbitration` the replay also writes the arbitration log (`log`).
@MainActor public final class InputReplayer {
    /// The touch id the pointer's touch uses (the platform's `PointerDevice` convention).
    public nonisolated static let pointerTouchID: Int32 = Int32.min
    /// `BTN_LEFT`: the button that makes the pointer touch.
    public nonisolated static let primaryButton: UInt32 = 0x110

    /// The window receiving the input.
    public let window: Window
    /// The clock driven by the replay; must be the window's clock.
    public let clock: any ReplayClock
    /// Receives key records (with their time); nil: they go to `window.sendKeyEvent`.
    public var keyHandler: ((KeyRecord, Duration) -> Void)?
    /// The arbitration log, when requested.
    public let log: ArbitrationLog?
    /// The observer refreshed before each record (feeding the log, if any).
    public let observer: ArbitrationObserver?

    private var pointerLocation = Point.zero
    private var pointerPressed = false

    /// A replayer feeding `window`, driving `clock` (which must be `window.clock`). Pass the
    /// window's `observer` if one already watches it (a window has one observer); the replayer
    /// refreshes it before each record and, with `logsArbitration`, feeds the log from it.
    public init(window: Window, clock: any ReplayClock, logsArbitration: Bool = false,
                observer: ArbitrationObserver? = nil) {
        self.window = window
        self.clock = clock
        if window.clock !== clock {
            TactileLog.core.error("InputReplayer: the clock is not the window's clock; timers will not follow the replay")
        }
        var observer = observer
        if logsArbitration {
            let log = ArbitrationLog(clock: clock)
            self.log = log
            if let observer {
                observer.addHandler { [unowned log] in log.record($0, at: $1) }
            } else {
                observer = ArbitrationObserver(window: window) { [unowned log] in log.record($0, at: $1) }
            }
        } else {
            log = nil
        }
        self.observer = observer
    }

    /// Replays a whole recording (resizing the window first when the header has a size).
    public func replay(_ recording: InputRecording) {
        if let size = recording.windowSize { resize(to: size) }
        for r in recording.records { apply(r) }
        observer?.refresh()
    }

    /// Advances the clock to the record's time (never backwards) and applies it.
    public func apply(_ record: InputRecord) {
        observer?.refresh()
        if record.timestamp > clock.now { clock.advance(by: record.timestamp - clock.now) }
        observer?.refresh()
        let now = clock.now
        let input = window.input
        switch record.input {
        case let .touchDown(id, p): input.down(id: id, at: p, timestamp: now)
        case let .touchMotion(id, p): input.move(id: id, to: p, timestamp: now)
        case let .touchUp(id): input.up(id: id, timestamp: now)
        case .touchFrame: input.frame()
        case .touchCancel: input.cancelAll(timestamp: now)
        case let .pointerMotion(p):
            pointerLocation = p
            if pointerPressed {
                input.move(id: Self.pointerTouchID, to: p, timestamp: now)
                input.frame()
            }
        case let .pointerButton(button, pressed):
            guard button == Self.primaryButton, pressed != pointerPressed else { return }
            pointerPressed = pressed
            if pressed {
                input.down(id: Self.pointerTouchID, at: pointerLocation, timestamp: now)
            } else {
                input.up(id: Self.pointerTouchID, timestamp: now)
            }
            input.frame()
        case .pointerAxis:
            break
        case let .key(k):
            if let keyHandler {
                keyHandler(k, now)
            } else {
                log?.note("key \(k.keyCode) \(k.pressed ? "pressed" : "released") sent to the window")
                window.sendKeyEvent(KeyEvent(keysym: k.keysym ?? 0, keyCode: k.keyCode, text: k.text ?? "", timestamp: now),
                                    isPress: k.pressed)
            }
        case let .windowSize(s):
            resize(to: s)
        }
    }

    /// Lets the clock run on by `d` (timers fire) without input.
    public func advance(by d: Duration) {
        observer?.refresh()
        clock.advance(by: d)
        observer?.refresh()
    }

    private func resize(to s: Size) {
        window.frame = Rect(origin: window.frame.origin, size: s)
    }
}
