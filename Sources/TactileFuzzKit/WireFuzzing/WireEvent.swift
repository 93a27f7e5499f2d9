/// One thing a hostile compositor does to its client: an event with raw argument values (any
/// integer the wire can carry, in a `Double`, which holds every 32-bit value exactly), or a change
/// of the compositor's globals.
///
/// Written as one replayable text line: the kind and its values, `touch-down -1 8388607.99 0`.
public struct WireEvent: Hashable, Sendable, CustomStringConvertible {
    /// What is sent.
    public enum Kind: String, CaseIterable, Sendable {
        // wl_touch: id, x, y / id, x, y / id / — / — / id, major, minor / id, orientation
        case touchDown = "touch-down", touchMotion = "touch-motion", touchUp = "touch-up"
        case touchFrame = "touch-frame", touchCancel = "touch-cancel"
        case touchShape = "touch-shape", touchOrientation = "touch-orientation"
        // wl_pointer: x, y / — / x, y / button, state / axis, value / — / source / axis / axis, steps
        case pointerEnter = "pointer-enter", pointerLeave = "pointer-leave", pointerMotion = "pointer-motion"
        case pointerButton = "pointer-button", pointerAxis = "pointer-axis", pointerFrame = "pointer-frame"
        case pointerAxisSource = "pointer-axis-source", pointerAxisStop = "pointer-axis-stop"
        case pointerAxisDiscrete = "pointer-axis-discrete", pointerAxisValue120 = "pointer-axis-value120"
        // wl_keyboard: lie (WireKeymapLie), announced size, format / key count, first key / — /
        // key, state / depressed, latched, locked, group / rate, delay
        case keymap, keyboardEnter = "keyboard-enter", keyboardLeave = "keyboard-leave"
        case key, modifiers, repeatInfo = "repeat-info"
        // xdg: width, height, states bits (one state per set bit, bit 31 = a raw unknown state) /
        // width, height / — / serial / capability count
        case configure, configureBounds = "configure-bounds", close, ping, wmCapabilities = "wm-capabilities"
        // wl_output of the compositor's output: x, y, mm width, mm height, subpixel, transform /
        // flags, width, height, refresh / factor / — / name length
        case outputGeometry = "output-geometry", outputMode = "output-mode", outputScale = "output-scale"
        case outputDone = "output-done", outputName = "output-name"
        // wp_fractional_scale_v1: scale (120ths) / zwp_input_timestamps_v1: sec hi, sec lo, nsec
        case fractionalScale = "fractional-scale", inputTimestamp = "input-timestamp"
        // wl_buffer.release: buffer index (modulo the client's buffers) / frame callbacks: time
        case bufferRelease = "buffer-release", frameDone = "frame-done"
        // wl_surface: output index (0 = the main output, n = extra output n−1, gone ones included)
        case surfaceEnter = "surface-enter", surfaceLeave = "surface-leave"
        // globals: — / index / — / index / count (add then remove `count` outputs at once)
        case addOutput = "add-output", removeOutput = "remove-output"
        case addSeat = "add-seat", removeSeat = "remove-seat", outputStorm = "output-storm"
        // wl_seat: capabilities bits
        case seatCapabilities = "seat-capabilities"
        // zwp_text_input_v3: — / — / length, invalid-UTF-8 flag, cursor begin, cursor end /
        // length, invalid-UTF-8 flag / before, after / serial
        case textEnter = "text-enter", textLeave = "text-leave", textPreedit = "text-preedit"
        case textCommit = "text-commit", textDelete = "text-delete", textDone = "text-done"
        // wl_data_device: type count, type length (a new offer announcing that many types) /
        // 0: no selection, n: offer n−1 from the newest / offer as for the selection, x, y / — / x, y / —
        case dataOffer = "data-offer", dataSelection = "data-selection", dataEnter = "data-enter"
        case dataLeave = "data-leave", dataMotion = "data-motion", dataDrop = "data-drop"
        // the app's own wl_data_source: text length, text kind (committed through the text input,
        // then ctrl+c: the app copies and owns a source) / how (WireSendPipe), count, type / count
        case copyText = "copy-text", sourceSend = "source-send", sourceCancelled = "source-cancelled"
        // zwp_pointer_gestures_v1: fingers, serial, surface index / dx, dy / serial, cancelled /
        // fingers, serial, surface index / dx, dy, scale, rotation / serial, cancelled
        case swipeBegin = "swipe-begin", swipeUpdate = "swipe-update", swipeEnd = "swipe-end"
        case pinchBegin = "pinch-begin", pinchUpdate = "pinch-update", pinchEnd = "pinch-end"
        // wp_presentation_feedback (which: 0 newest, 1 oldest, 2 one whose surface is gone):
        // which, sec hi, sec lo, nsec, refresh, seq hi, seq lo, flags / which / which, output index
        case presented, presentDiscarded = "present-discarded", presentSyncOutput = "present-sync-output"
    }

    /// What is sent.
    public var kind: Kind
    /// Its arguments (see `Kind`); missing ones read as 0.
    public var values: [Double]

    /// An event of `kind` with `values`.
    public init(_ kind: Kind, _ values: [Double] = []) {
        self.kind = kind
        self.values = values
    }

    /// The replayable text line.
    public var description: String {
        ([kind.rawValue] + values.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int64($0)) : "\($0)" })
            .joined(separator: " ")
    }

    /// Parses a line written by `description`; nil when it is not one.
    public init?(line: Substring) {
        let words = line.split(separator: " ")
        guard let first = words.first, let kind = Kind(rawValue: String(first)) else { return nil }
        var values: [Double] = []
        for word in words.dropFirst() {
            guard let value = Double(word), value.isFinite else { return nil }
            values.append(value)
        }
        self.init(kind, values)
    }

    /// Argument `index` as the 32 bits of a signed wire integer (wrapping).
    func int32(_ index: Int) -> Int32 { Int32(truncatingIfNeeded: raw(index)) }
    /// Argument `index` as the 32 bits of an unsigned wire integer (wrapping).
    func uint32(_ index: Int) -> UInt32 { UInt32(truncatingIfNeeded: raw(index)) }
    /// Argument `index` as a fixed-point coordinate (the wire conversion saturates).
    func fixed(_ index: Int) -> Double { index < values.count ? values[index] : 0 }

    private func raw(_ index: Int) -> Int64 {
        guard index < values.count else { return 0 }
        let value = values[index]
        guard value.isFinite, abs(value) < 9.2e18 else { return 0 }
        return Int64(value)
    }
}

/// What the pipe of a `source-send` does.
public enum WireSendPipe: Int, CaseIterable, Sendable {
    /// A one-page pipe nobody reads until the sequence ends.
    case neverRead
    /// A pipe whose read end is closed before the send (the app's write fails with EPIPE).
    case readerGone
    /// A one-page pipe whose read end is closed right after the send was flushed.
    case readerLeaves
}

/// How a `keymap` event lies about its file.
public enum WireKeymapLie: Int, CaseIterable, Sendable {
    /// A valid keymap, honestly sized (the announced size argument is ignored).
    case honest
    /// A valid keymap file, announced with the event's size argument.
    case wrongSize
    /// A valid keymap, truncated to half its size right after it was sent.
    case truncatedAfterSending
    /// A valid keymap, truncated to zero bytes right after it was sent.
    case emptiedAfterSending
    /// A pipe (not mappable) announced with the size argument.
    case pipe
    /// An honest keymap sent with format `no_keymap`.
    case noKeymapFormat
    /// An honest keymap sent with an unknown format number (the size argument).
    case unknownFormat
}
