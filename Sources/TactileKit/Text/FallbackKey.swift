import TactileCore

/// What a fallback font was looked up for: a script, colour emoji or one character, near the font
/// (by file) that lacked it.
struct FallbackKey: Hashable {
    /// What the fallback font has to cover.
    enum Kind: Hashable {
        /// Text of one script (an ISO 15924 tag as HarfBuzz gives it, such as `Arab`).
        case script(UInt32)
        /// Emoji, drawn in colour when a colour font is installed.
        case emoji
        /// One character of no particular script (symbols, punctuation).
        case scalar(UInt32)
    }

    /// The file of the font that lacked the text.
    var base: String
    /// What it lacked.
    var kind: Kind
}
