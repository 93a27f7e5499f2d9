import TactileCore
import CFontconfig

/// Finds font files by family name through fontconfig.
@MainActor enum FontLookup {
    /// The file fontconfig picks for `family` (fontconfig always returns its best match, so a
    /// family that is not installed yields a similar font).
    ///
    /// - Throws: `FontError.noMatch` when fontconfig is unavailable or matches no file.
    static func path(forFamily family: String) throws(FontError) -> String {
        guard KitGlobals.fonts.isFontconfigReady else { throw .noMatch(family: family) }
        let bytes = Array(family.utf8) + [0]
        guard let pattern = bytes.withUnsafeBufferPointer({ FcNameParse($0.baseAddress) }) else {
            throw .noMatch(family: family)
        }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { throw .noMatch(family: family) }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, "file", 0, &file) == FcResultMatch, let file else {
            throw .noMatch(family: family)
        }
        return String(cString: file)
    }

    /// The file fontconfig picks, near `family`, for a font that has `scalar`; nil when none does
    /// (fontconfig's best match is checked by the caller).
    static func path(covering scalar: Unicode.Scalar, nearFamily family: String) -> String? {
        guard KitGlobals.fonts.isFontconfigReady, let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
        defer {
            FcCharSetDestroy(charset)
            FcPatternDestroy(pattern)
        }
        FcCharSetAddChar(charset, scalar.value)
        FcPatternAddCharSet(pattern, "charset", charset)
        let bytes = Array(family.utf8) + [0]
        _ = bytes.withUnsafeBufferPointer { FcPatternAddString(pattern, "family", $0.baseAddress) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, "file", 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: file)
    }
}
