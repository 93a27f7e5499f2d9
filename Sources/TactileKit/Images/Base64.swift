/// Decodes the base64 (RFC 4648, with `=` padding) that embedded assets are stored in.
enum Base64 {
    /// The bytes `text` encodes, or nil when it is not padded base64.
    static func decode(_ text: StaticString) -> [UInt8]? {
        guard text.hasPointerRepresentation else { return nil }
        return decode(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// The bytes `text` encodes, or nil when its length is not a multiple of 4, a character is
    /// outside the alphabet, or padding appears before the end.
    static func decode(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard text.count % 4 == 0 else { return nil }
        var padding = 0
        if text.count >= 4 {
            if text[text.count - 1] == UInt8(ascii: "=") { padding += 1 }
            if text[text.count - 2] == UInt8(ascii: "=") { padding += 1 }
        }
        var out = [UInt8]()
        out.reserveCapacity(text.count / 4 * 3)
        var index = 0
        while index < text.count {
            let last = index + 4 == text.count
            var group: UInt32 = 0
            for offset in 0..<4 {
                let character = text[index + offset]
                let value: UInt8
                if character == UInt8(ascii: "="), last, offset >= 4 - padding {
                    value = 0
                } else {
                    guard let decoded = sextet(character) else { return nil }
                    value = decoded
                }
                group = group << 6 | UInt32(value)
            }
            out.append(UInt8(truncatingIfNeeded: group >> 16))
            if !last || padding < 2 { out.append(UInt8(truncatingIfNeeded: group >> 8)) }
            if !last || padding < 1 { out.append(UInt8(truncatingIfNeeded: group)) }
            index += 4
        }
        return out
    }

    /// The six bits a base64 character stands for.
    private static func sextet(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): c - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): c - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
