/// A JSON value as read from one line of a recording. Numbers keep their text, so 64-bit
/// nanosecond timestamps are read exactly.
enum JSONValue: Equatable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case let (.object(x), .object(y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case let (.array(x), .array(y)): x == y
        case let (.string(x), .string(y)): x == y
        case let (.number(x), .number(y)): x == y
        case let (.bool(x), .bool(y)): x == y
        case (.null, .null): true
        default: false
        }
    }

    /// The member named `key` of an object.
    subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// A strict parser for one JSON document per line (RFC 8259). Errors say what was expected and
/// at which column; nesting is limited so hostile input cannot exhaust the stack.
struct JSONLineParser {
    private let bytes: [UInt8]
    private var i = 0
    private var depth = 0

    /// Parses `line` as exactly one JSON value (surrounding whitespace allowed).
    static func parse(_ line: Substring) throws(JSONLineError) -> JSONValue {
        var p = JSONLineParser(bytes: Array(line.utf8))
        p.skipSpace()
        let value = try p.value()
        p.skipSpace()
        guard p.i == p.bytes.count else { throw p.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func error(_ message: String) -> JSONLineError {
        JSONLineError(message: i >= bytes.count ? "\(message) (the line ends early: truncated?)" : "\(message) at column \(i + 1)")
    }

    private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0D || bytes[i] == 0x0A { i += 1 }
    }

    private mutating func value() throws(JSONLineError) -> JSONValue {
        guard i < bytes.count else { throw error("expected a value") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("expected a value")
        }
    }

    private mutating func literal(_ word: String) throws(JSONLineError) {
        for b in word.utf8 {
            guard i < bytes.count, bytes[i] == b else { throw error("expected \(word)") }
            i += 1
        }
    }

    private mutating func enter() throws(JSONLineError) {
        depth += 1
        guard depth <= 32 else { throw error("nesting deeper than 32 levels") }
    }

    private mutating func object() throws(JSONLineError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        i += 1
        var members: [(key: String, value: JSONValue)] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a member name") }
            let key = try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected \":\"") }
            i += 1
            skipSpace()
            members.append((key, try value()))
            skipSpace()
            guard i < bytes.count else { throw error("expected \",\" or \"}\"") }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            guard bytes[i] == UInt8(ascii: ",") else { throw error("expected \",\" or \"}\"") }
            i += 1
        }
    }

    private mutating func array() throws(JSONLineError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        i += 1
        var items: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            guard i < bytes.count else { throw error("expected \",\" or \"]\"") }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            guard bytes[i] == UInt8(ascii: ",") else { throw error("expected \",\" or \"]\"") }
            i += 1
        }
    }

    private mutating func number() throws(JSONLineError) -> String {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits(_ p: inout JSONLineParser) -> Int {
            let s = p.i
            while p.i < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.i]) { p.i += 1 }
            return p.i - s
        }
        guard digits(&self) > 0 else { throw error("expected digits") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits(&self) > 0 else { throw error("expected digits after \".\"") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits(&self) > 0 else { throw error("expected exponent digits") }
        }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    private mutating func string() throws(JSONLineError) -> String {
        i += 1
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw error("unterminated string") }
            let b = bytes[i]
            i += 1
            switch b {
            case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard i < bytes.count else { throw error("unterminated escape") }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800..<0xDC00).contains(scalar) {
                        guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired surrogate")
                        }
                        i += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                    out.append(contentsOf: Array(String(Character(u)).utf8))
                default: throw error("invalid escape")
                }
            default:
                guard b >= 0x20 else { throw error("control character in string") }
                out.append(b)
            }
        }
    }

    private mutating func hex4() throws(JSONLineError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard i < bytes.count, let d = Self.hexDigit(bytes[i]) else { throw error("expected 4 hex digits") }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    private static func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

/// A syntax error inside one line (the caller adds file and line).
struct JSONLineError: Error {
    let message: String
}

/// Writes JSON text: strings escaped, numbers in a form every parser reads back exactly.
enum JSONText {
    /// `s` as a JSON string literal.
    static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    /// A finite double, shortest round-trip form; integral values without a fraction.
    static func number(_ d: Double) -> String {
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return "\(d)"
    }
}
