/// One raw input change as a platform reports it, in window points. The unit of an input recording.
public enum RecordedInput: Hashable, Sendable {
    /// A finger touched down.
    case touchDown(id: Int32, at: Point)
    /// A finger moved.
    case touchMotion(id: Int32, to: Point)
    /// A finger lifted.
    case touchUp(id: Int32)
    /// End of a group of touch changes: they are delivered as one event.
    case touchFrame
    /// The system took every touch away (`wl_touch.cancel`, capability removal).
    case touchCancel
    /// The pointer moved (window points).
    case pointerMotion(to: Point)
    /// A pointer button (evdev code, e.g. `0x110` for the left button) was pressed or released.
    case pointerButton(button: UInt32, pressed: Bool)
    /// Scrolling on an axis.
    case pointerAxis(axis: PointerAxis, value: Double)
    /// A key was pressed or released.
    case key(KeyRecord)
    /// The window was resized.
    case windowSize(Size)

    /// The record's `type` in the JSON-lines format.
    public var typeName: String {
        switch self {
        case .touchDown: "touch-down"
        case .touchMotion: "touch-motion"
        case .touchUp: "touch-up"
        case .touchFrame: "touch-frame"
        case .touchCancel: "touch-cancel"
        case .pointerMotion: "pointer-motion"
        case .pointerButton: "pointer-button"
        case .pointerAxis: "pointer-axis"
        case .key: "key"
        case .windowSize: "window-size"
        }
    }
}

/// A scroll axis of a pointer.
public enum PointerAxis: String, Hashable, Sendable {
    /// Up/down scrolling.
    case vertical
    /// Left/right scrolling.
    case horizontal
}

/// A key press or release as recorded: the xkb key code, and what it produced when known.
public struct KeyRecord: Hashable, Sendable {
    /// The xkb key code (evdev code + 8).
    public var keyCode: UInt32
    /// Whether the key went down (true) or up.
    public var pressed: Bool
    /// The keysym it produced, when the recorder knew it.
    public var keysym: UInt32?
    /// The text it typed, when any.
    public var text: String?

    /// A key record.
    public init(keyCode: UInt32, pressed: Bool, keysym: UInt32? = nil, text: String? = nil) {
        self.keyCode = keyCode
        self.pressed = pressed
        self.keysym = keysym
        self.text = text
    }
}

/// One timestamped line of a recording.
public struct InputRecord: Hashable, Sendable {
    /// When the input happened, since the clock's epoch (stored as nanoseconds).
    public var timestamp: Duration
    /// What happened.
    public var input: RecordedInput

    /// A record of `input` at `timestamp`.
    public init(_ input: RecordedInput, at timestamp: Duration) {
        self.timestamp = timestamp
        self.input = input
    }
}
