import TactileCore
import CFontconfig

/// A face fontconfig picked: its file and, in a collection (`.ttc`), which face of it.
struct FontFile: Equatable {
    var path: String
    /// The face's index in the file (0 outside collections; Noto Sans CJK SC is face 2 of its `.ttc`).
    var index: Int

    /// The file and face as a cache key ("path", or "path#2" for a face of a collection).
    var key: String { index == 0 ? path : "\(path)#\(index)" }
}

/// Finds font files by family name, and fallback fonts by characters and language, through fontconfig.
@MainActor enum FontLookup {
    /// The file fontconfig picks for `family` (fontconfig always returns its best match, so a
    /// family that is not installed yields a similar font).
    ///
    /// - Throws: `FontError.noMatch` when fontconfig is unavailable or matches no file.
    static func file(forFamily family: String) throws(FontError) -> FontFile {
        guard KitGlobals.fonts.isFontconfigReady else { throw .noMatch(family: family) }
        let bytes = Array(family.utf8) + [0]
        guard let pattern = bytes.withUnsafeBufferPointer({ FcNameParse($0.baseAddress) }) else {
            throw .noMatch(family: family)
        }
        defer { FcPatternDestroy(pattern) }
        guard let file = bestFile(for: pattern) else { throw .noMatch(family: family) }
        return file
    }

    /// The file fontconfig picks, near `family`, for a font that has `scalar`; nil when none does
    /// (fontconfig's best match is checked by the caller).
    static func file(covering scalar: Unicode.Scalar, nearFamily family: String) -> FontFile? {
        file(covering: [scalar.value], language: nil, nearFamily: family)
    }

    /// The file fontconfig picks for a font that has every one of `scalars`, preferring fonts for
    /// `language` (a fontconfig language such as `ar` or `und-zsye` for emoji) and then `family`; nil
    /// when fontconfig finds none (its best match is checked by the caller).
    static func file(covering scalars: [UInt32], language: String?, nearFamily family: String) -> FontFile? {
        guard KitGlobals.fonts.isFontconfigReady, let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
        defer {
            FcCharSetDestroy(charset)
            FcPatternDestroy(pattern)
        }
        for scalar in scalars { FcCharSetAddChar(charset, scalar) }
        FcPatternAddCharSet(pattern, "charset", charset)
        if let language, let langSet = FcLangSetCreate() {
            defer { FcLangSetDestroy(langSet) }
            let code = Array(language.utf8) + [0]
            _ = code.withUnsafeBufferPointer { FcLangSetAdd(langSet, $0.baseAddress) }
            FcPatternAddLangSet(pattern, "lang", langSet)
        }
        let bytes = Array(family.utf8) + [0]
        _ = bytes.withUnsafeBufferPointer { FcPatternAddString(pattern, "family", $0.baseAddress) }
        return bestFile(for: pattern)
    }

    /// The file and face of fontconfig's best match for `pattern` (substituted here).
    private static func bestFile(for pattern: OpaquePointer) -> FontFile? {
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, "file", 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(match, "index", 0, &index) != FcResultMatch { index = 0 }
        // fontconfig packs a variable font's named instance into the high 16 bits; the face is the low ones.
        return FontFile(path: String(cString: file), index: Int(index & 0xFFFF))
    }

    /// The fontconfig language whose fonts best cover the script with ISO 15924 `tag` (`Arab` → `ar`);
    /// nil for scripts of no particular language (Latin, Common).
    static func language(forScript tag: String) -> String? {
        switch tag {
        case "Arab": "ar"
        case "Hebr": "he"
        case "Deva": "hi"
        case "Beng": "bn"
        case "Guru": "pa"
        case "Gujr": "gu"
        case "Taml": "ta"
        case "Telu": "te"
        case "Knda": "kn"
        case "Mlym": "ml"
        case "Sinh": "si"
        case "Thai": "th"
        case "Laoo": "lo"
        case "Khmr": "km"
        case "Mymr": "my"
        case "Tibt": "bo"
        case "Geor": "ka"
        case "Armn": "hy"
        case "Ethi": "am"
        case "Grek": "el"
        case "Cyrl": "ru"
        case "Hani": "zh-cn"
        case "Hira", "Kana": "ja"
        case "Hang": "ko"
        default: nil
        }
    }
}
