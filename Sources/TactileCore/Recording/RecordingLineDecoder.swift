/// Reads lines of the JSON-lines format, with errors naming file, line and field.
enum RecordingLineDecoder {
    struct Header {
        var windowSize: Size?
        var metadata: [String: String]
    }

    static func header(_ text: Substring, file: String) throws(RecordingError) -> Header {
        let value = try json(text, file: file, line: 1)
        func fail(_ m: String) -> RecordingError { RecordingError(file: file, line: 1, message: m) }
        guard case let .object(members) = value else { throw fail("the header must be a JSON object") }
        guard let version = value["tactile-recording"] else {
            throw fail("not a Tactile recording: expected \"tactile-recording\" in the header")
        }
        guard case let .number(v) = version, let n = Int(v) else { throw fail("\"tactile-recording\" must be an integer version") }
        guard n == InputRecording.formatVersion else {
            throw fail("unsupported recording version \(n) (this toolkit reads version \(InputRecording.formatVersion))")
        }
        var header = Header(windowSize: nil, metadata: [:])
        if let window = value["window"] {
            let fields = Fields(value: window, type: "header window", file: file, line: 1)
            header.windowSize = Size(width: try fields.coordinate("width"), height: try fields.coordinate("height"))
        }
        for (key, v) in members where key != "tactile-recording" && key != "window" {
            switch v {
            case let .string(s): header.metadata[key] = s
            case let .number(s): header.metadata[key] = s
            case let .bool(b): header.metadata[key] = b ? "true" : "false"
            default: throw fail("header field \"\(key)\" must be a string, number or boolean")
            }
        }
        return header
    }

    static func record(_ text: Substring, file: String, line: Int) throws(RecordingError) -> InputRecord {
        let value = try json(text, file: file, line: line)
        guard case .object = value else {
            throw RecordingError(file: file, line: line, message: "a record must be a JSON object")
        }
        guard case let .string(type)? = value["type"] else {
            throw RecordingError(file: file, line: line, message: "expected \"type\" (a string) in the record")
        }
        let f = Fields(value: value, type: type, file: file, line: line)
        let ns = try f.int("t", in: 0...Int64.max)
        let input: RecordedInput
        switch type {
        case "touch-down": input = .touchDown(id: try f.id(), at: try f.point())
        case "touch-motion": input = .touchMotion(id: try f.id(), to: try f.point())
        case "touch-up": input = .touchUp(id: try f.id())
        case "touch-frame": input = .touchFrame
        case "touch-cancel": input = .touchCancel
        case "pointer-motion": input = .pointerMotion(to: try f.point())
        case "pointer-button":
            input = .pointerButton(button: UInt32(try f.int("button", in: 0...Int64(UInt32.max))), pressed: try f.pressed())
        case "pointer-axis":
            guard case let .string(a)? = value["axis"], let axis = PointerAxis(rawValue: a) else {
                throw f.error("expected \"axis\" (\"vertical\" or \"horizontal\") in pointer-axis")
            }
            input = .pointerAxis(axis: axis, value: try f.double("value"))
        case "key":
            var k = KeyRecord(keyCode: UInt32(try f.int("keycode", in: 0...Int64(UInt32.max))), pressed: try f.pressed())
            if value["keysym"] != nil { k.keysym = UInt32(try f.int("keysym", in: 0...Int64(UInt32.max))) }
            if let t = value["text"] {
                guard case let .string(s) = t else { throw f.error("\"text\" must be a string in key") }
                k.text = s
            }
            input = .key(k)
        case "window-size":
            input = .windowSize(Size(width: try f.coordinate("width"), height: try f.coordinate("height")))
        default:
            throw RecordingError(file: file, line: line, message: "unknown record type \"\(type)\"")
        }
        return InputRecord(input, at: .nanoseconds(ns))
    }

    private static func json(_ text: Substring, file: String, line: Int) throws(RecordingError) -> JSONValue {
        do {
            return try JSONLineParser.parse(text)
        } catch {
            throw RecordingError(file: file, line: line, message: "invalid JSON: \(error.message)")
        }
    }

    /// Typed access to a record's fields, with errors naming the field and record type.
    struct Fields {
        let value: JSONValue
        let type: String
        let file: String
        let line: Int

        func error(_ m: String) -> RecordingError { RecordingError(file: file, line: line, message: m) }

        func int(_ key: String, in range: ClosedRange<Int64>) throws(RecordingError) -> Int64 {
            guard let v = value[key] else { throw error("expected \"\(key)\" in \(type)") }
            guard case let .number(s) = v, let n = Int64(s) else { throw error("\"\(key)\" must be an integer in \(type)") }
            guard range.contains(n) else { throw error("\"\(key)\" out of range (\(range.lowerBound)...\(range.upperBound)) in \(type)") }
            return n
        }

        func double(_ key: String) throws(RecordingError) -> Double {
            guard let v = value[key] else { throw error("expected \"\(key)\" in \(type)") }
            guard case let .number(s) = v, let d = Double(s), d.isFinite else { throw error("\"\(key)\" must be a finite number in \(type)") }
            return d
        }

        func coordinate(_ key: String) throws(RecordingError) -> Double { try double(key) }

        func id() throws(RecordingError) -> Int32 {
            Int32(try int("id", in: Int64(Int32.min)...Int64(Int32.max)))
        }

        func point() throws(RecordingError) -> Point { Point(x: try double("x"), y: try double("y")) }

        func pressed() throws(RecordingError) -> Bool {
            guard let v = value["state"] else { throw error("expected \"state\" in \(type)") }
            switch v {
            case .string("pressed"): return true
            case .string("released"): return false
            default: throw error("\"state\" must be \"pressed\" or \"released\" in \(type)")
            }
        }
    }
}
