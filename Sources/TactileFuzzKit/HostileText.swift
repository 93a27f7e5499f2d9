/// Text made to hurt a text stack, by kind, for the wire and text fuzzers. Made from its length and
/// kind alone, so a sequence replays from its lines.
enum HostileText {
    /// How many kinds `bytes(length:kind:)` makes.
    static let kinds: UInt32 = 8

    /// Text of exactly `length` bytes, its last character possibly cut: kind 0 ASCII, 1 bytes that are not UTF-8, 2 three-byte characters, 3 one base
    /// letter and a run of combining marks, 4 unpaired bidi overrides and isolates around Hebrew,
    /// Arabic and digits, 5 distinct private-use scalars no font has, 6 emoji sequences (families
    /// joined by ZWJ, flags, skin tones, keycaps), 7 mixed Arabic, Hebrew, Latin and digits.
    static func bytes(length: Int, kind: UInt32) -> [UInt8] {
        let count = max(0, length)
        if kind == 5 {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(count + 4)
            var value: UInt32 = 0xF0000
            while bytes.count < count, let scalar = Unicode.Scalar(value) {
                bytes.append(contentsOf: Array(String(scalar).utf8))
                value = value < 0x10FFFD ? value + 1 : 0xF0000
            }
            return Array(bytes.prefix(count))
        }
        let pattern: [UInt8]
        switch kind {
        case 1: pattern = [0xFF, 0xC3, 0x28, 0xE2, 0x82, 0x41]
        case 2: pattern = Array("€".utf8)
        case 3: return Array(("a" + String(repeating: "\u{301}", count: count / 2 + 1)).utf8.prefix(count))
        case 4: pattern = Array("\u{202E}abc\u{2067}\u{5D0}\u{5D1} 12\u{202B}\u{627}\u{644}\u{2066}x\u{200F}".utf8)
        case 6: pattern = Array("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}\u{1F1E9}\u{1F1EA}\u{1F44D}\u{1F3FD}1\u{FE0F}\u{20E3}".utf8)
        case 7: pattern = Array("Menu \u{642}\u{627}\u{626}\u{645}\u{629} 12,50 \u{5EA}\u{5E4}\u{5E8}\u{5D9}\u{5D8} (3) ".utf8)
        default: pattern = Array("abc de".utf8)
        }
        return (0..<count).map { pattern[$0 % pattern.count] }
    }
}
