import TactileCore
import CUnibreak

/// Line break opportunities of one paragraph by the Unicode line breaking algorithm (UAX #14),
/// through libunibreak.
@MainActor struct LineBreaks {
    /// Whether a line may break before each UTF-8 offset 0...count (offset 0 and inside a character never).
    private var allowed: [Bool]
    /// Whether a line must break before each UTF-8 offset (a line separator before it).
    private var mandatory: [Bool]

    /// The opportunities of `utf8` (one paragraph, `lang` a BCP 47 code or nil).
    init(utf8: [UInt8], language: String? = nil) {
        KitGlobals.fonts.prepareLineBreaking()
        let count = utf8.count
        allowed = [Bool](repeating: false, count: count + 1)
        mandatory = [Bool](repeating: false, count: count + 1)
        guard count > 0 else { return }
        var kinds = [CChar](repeating: 0, count: count)
        utf8.withUnsafeBufferPointer { bytes in
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

    /// Whether a line may break before UTF-8 offset `offset`.
    func allows(before offset: Int) -> Bool { offset > 0 && offset < allowed.count && allowed[offset] }

    /// Whether a line must break before UTF-8 offset `offset`.
    func requires(before offset: Int) -> Bool { offset > 0 && offset < mandatory.count && mandatory[offset] }
}
