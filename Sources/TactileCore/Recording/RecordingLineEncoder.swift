/// Turns records into lines of the JSON-lines format (see docs/RECORDING.md).
enum RecordingLineEncoder {
    static func header(windowSize: Size?, metadata: [String: String]) -> String {
        var out = "{\"tactile-recording\":\(InputRecording.formatVersion)"
        if let s = windowSize {
            out += ",\"window\":{\"width\":\(JSONText.number(s.width)),\"height\":\(JSONText.number(s.height))}"
        }
        for key in metadata.keys.sorted() where key != "tactile-recording" && key != "window" {
            out += ",\(JSONText.string(key)):\(JSONText.string(metadata[key] ?? ""))"
        }
        return out + "}"
    }

    static func line(_ r: InputRecord) -> String {
        let ns = nanoseconds(r.timestamp)
        var out = "{\"t\":\(ns),\"type\":\"\(r.input.typeName)\""
        switch r.input {
        case let .touchDown(id, p):
            out += ",\"id\":\(id),\"x\":\(JSONText.number(p.x)),\"y\":\(JSONText.number(p.y))"
        case let .touchMotion(id, p):
            out += ",\"id\":\(id),\"x\":\(JSONText.number(p.x)),\"y\":\(JSONText.number(p.y))"
        case let .touchUp(id):
            out += ",\"id\":\(id)"
        case .touchFrame, .touchCancel:
            break
        case let .pointerMotion(p):
            out += ",\"x\":\(JSONText.number(p.x)),\"y\":\(JSONText.number(p.y))"
        case let .pointerButton(button, pressed):
            out += ",\"button\":\(button),\"state\":\"\(pressed ? "pressed" : "released")\""
        case let .pointerAxis(axis, value):
            out += ",\"axis\":\"\(axis.rawValue)\",\"value\":\(JSONText.number(value))"
        case let .key(k):
            out += ",\"keycode\":\(k.keyCode),\"state\":\"\(k.pressed ? "pressed" : "released")\""
            if let sym = k.keysym { out += ",\"keysym\":\(sym)" }
            if let text = k.text { out += ",\"text\":\(JSONText.string(text))" }
        case let .windowSize(s):
            out += ",\"width\":\(JSONText.number(s.width)),\"height\":\(JSONText.number(s.height))"
        }
        return out + "}"
    }

    /// Nanoseconds of a duration, saturating at the Int64 range.
    static func nanoseconds(_ d: Duration) -> Int64 {
        let (seconds, attoseconds) = d.components
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return seconds < 0 ? Int64.min : Int64.max }
        let (sum, overflow2) = product.addingReportingOverflow(attoseconds / 1_000_000_000)
        return overflow2 ? (seconds < 0 ? Int64.min : Int64.max) : sum
    }
}
