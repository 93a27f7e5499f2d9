import TactileCore
import CUnibreak

/// Line break opportunities of one paragraph by the Unicode line breaking algorithm (UAX #14),
/// through libunibreak.
@MainActor struct LineBreaks {
    /// Whether a line may break before each UTF-8 offset 0...count (offset 0 and inside a character never).
    private var allowed: [Bool]
    /// Whether a line must break before each UTF-8 offset (a line separator before it).
    private var mandatory: [Bool]

    /// libunibreak's answer and the text it was given, kept for their capacity.
    private var kinds: [CChar] = []
    private var safe: [UInt8] = []

    /// No text: no opportunity (and no allocation).
    init() {
        allowed = []
        mandatory = []
    }

    /// The opportunities of `utf8` (one paragraph, `lang` a BCP 47 code or nil).
    init(utf8: [UInt8], language: String? = nil) {
        allowed = []
        mandatory = []
        find(utf8: utf8, language: language)
    }

    /// Finds the opportunities of `utf8` into this value's arrays, which keep their capacity: a
    /// paragraph no longer than the last allocates nothing.
    mutating func find(utf8: [UInt8], language: String? = nil) {
        KitGlobals.fonts.prepareLineBreaking()
        let count = utf8.count
        BidiParagraph.refill(&allowed, with: false, count: count + 1)
        BidiParagraph.refill(&mandatory, with: false, count: count + 1)
        guard count > 0 else { return }
        BidiParagraph.refill(&kinds, with: 0, count: count)
        safe.removeAll(keepingCapacity: true)
        safe.append(contentsOf: utf8)
        Self.replaceUnsupportedClasses(in: &safe)
        safe.withUnsafeBufferPointer { bytes in
            kinds.withUnsafeMutableBufferPointer { out in
                if let language {
                    language.withCString { set_linebreaks_utf8(bytes.baseAddress, count, $0, out.baseAddress) }
                } else {
                    set_linebreaks_utf8(bytes.baseAddress, count, nil, out.baseAddress)
                }
            }
        }
        // kinds[i] tells whether a line may break after byte i; the end of the text always may.
        for i in 0..<(count - 1) {
            switch Int32(kinds[i]) {
            case LINEBREAK_ALLOWBREAK: allowed[i + 1] = true
            case LINEBREAK_MUSTBREAK: allowed[i + 1] = true; mandatory[i + 1] = true
            default: break
            }
        }
        allowed[count] = true
    }

    /// `utf8` with what libunibreak 1.1 asserts on (regional indicators, U+FFFC, and combining marks,
    /// joiners or variation selectors after a space, a control or the start) replaced by letters or
    /// ideographs of the same UTF-8 length, so offsets stay the same.
    static func withoutUnsupportedClasses(_ utf8: [UInt8]) -> [UInt8] {
        var out = utf8
        replaceUnsupportedClasses(in: &out)
        return out
    }

    /// `withoutUnsupportedClasses` in place (valid UTF-8 decoded byte by byte: no string made, and
    /// no iterator sharing the array's storage, so a replacement writes in place).
    static func replaceUnsupportedClasses(in out: inout [UInt8]) {
        var offset = 0, afterSpace = true
        while offset < out.count {
            let lead = out[offset]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard offset + length <= out.count else { break }
            var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
            for k in 1..<length { value = value << 6 | UInt32(out[offset + k] & 0x3F) }
            guard let scalar = Unicode.Scalar(value) else { break }
            let width = UTF8.width(scalar), v = scalar.value
            let isMark: Bool
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .format: isMark = true
            default: isMark = (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v)
            }
            let risky = (0x1F1E6...0x1F1FF).contains(v) || v == 0xFFFC || (isMark && afterSpace)
            if risky, offset + width <= out.count {
                // A letter or ideograph of the same UTF-8 length.
                let stand: (UInt8, UInt8, UInt8, UInt8) = switch width {
                case 1: (0x61, 0, 0, 0)
                case 2: (0xC3, 0xA9, 0, 0)
                case 3: (0xE4, 0xB8, 0x80, 0)
                default: (0xF0, 0xA0, 0x80, 0x80)
                }
                out[offset] = stand.0
                if width > 1 { out[offset + 1] = stand.1 }
                if width > 2 { out[offset + 2] = stand.2 }
                if width > 3 { out[offset + 3] = stand.3 }
            }
            afterSpace = scalar.properties.isWhitespace || v < 0x20 || (0x7F...0x9F).contains(v) || v == 0x200B
                || (afterSpace && isMark && !risky)
            offset += width
        }
    }

    /// Whether a line may break before UTF-8 offset `offset`.
    func allows(before offset: Int) -> Bool { offset > 0 && offset < allowed.count && allowed[offset] }

    /// Whether a line must break before UTF-8 offset `offset`.
    func requires(before offset: Int) -> Bool { offset > 0 && offset < mandatory.count && mandatory[offset] }
}
