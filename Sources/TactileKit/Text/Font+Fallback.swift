import TactileCore
import CHarfBuzz

extension Font {
    /// Whether the font has a glyph for `scalar`.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(shapingFont, scalar.value, &glyph) != 0
    }

    /// The most fontconfig lookups shaping one paragraph makes for characters this font lacks; the
    /// characters past them are drawn with this font (its `.notdef` box) and looked up the next time
    /// the text is laid out.
    static let maximumFallbackLookupsPerParagraph = 32

    /// Whether `scalar` needs a glyph of its own from the cluster's font (white space, controls,
    /// joiners and variation selectors do not: any font shapes them).
    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) || v == 0x200D || v == 0x200C || (0xFE00...0xFE0F).contains(v) { return false }
        if (0xE0000...0xE01EF).contains(v) || (0x200E...0x200F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) { return false }
        return !scalar.properties.isWhitespace
    }

    /// Whether this font has a glyph for every scalar of `cluster` that needs one.
    func coversCluster(_ cluster: ArraySlice<Unicode.Scalar>) -> Bool {
        cluster.allSatisfy { !Self.needsGlyph($0) || covers($0) }
    }

    /// The font to shape one grapheme cluster with. Emoji go to a colour emoji font when one has
    /// them; other clusters stay with this font when it has every glyph, else go to the font
    /// fontconfig finds for their script (one lookup per script, remembered in `KitGlobals.fonts`),
    /// else to a font found for their first missing character; else this font (its `.notdef` box).
    /// A fontconfig lookup spends one of `lookups`; with none left, the next answer is this font.
    func font(forCluster cluster: ArraySlice<Unicode.Scalar>, script: hb_script_t, prefersEmoji: Bool,
              lookups: inout Int) -> Font {
        if !prefersEmoji && coversCluster(cluster) { return self }
        guard let first = cluster.first(where: Self.needsGlyph) ?? cluster.first else { return self }
        let missing = cluster.first(where: { Self.needsGlyph($0) && !covers($0) }) ?? first
        var kinds: [FallbackKey.Kind] = []
        let tag = hb_script_to_iso15924_tag(script)
        if prefersEmoji { kinds.append(.emoji) }
        if script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN {
            kinds.append(.script(tag))
        }
        kinds.append(.scalar(missing.value))
        for kind in kinds {
            let found = fallback(kind, for: cluster, lookups: &lookups)
            if let found, kind == .emoji ? found.covers(first) : found.coversCluster(cluster) { return found }
        }
        return self
    }

    /// The remembered (or looked up, spending one of `lookups`) fallback font for `kind`.
    private func fallback(_ kind: FallbackKey.Kind, for cluster: ArraySlice<Unicode.Scalar>, lookups: inout Int) -> Font? {
        let key = FallbackKey(base: typeface.fileKey, kind: kind)
        if let remembered = KitGlobals.fonts.fallbacks.value(for: key) { return remembered }
        guard lookups > 0 else { return nil }
        lookups -= 1
        typeface.fallbackLookupCount += 1
        let scalars = cluster.filter(Self.needsGlyph).map(\.value)
        let file: FontFile?
        switch kind {
        case .emoji:
            file = FontLookup.file(covering: Array(scalars.prefix(1)), language: "und-zsye", nearFamily: "emoji")
        case .script(let tag):
            file = FontLookup.file(covering: scalars, language: FontLookup.language(forScript: Self.tagName(tag)),
                                   nearFamily: familyName)
        case .scalar(let value):
            file = FontLookup.file(covering: [value], language: nil, nearFamily: familyName)
        }
        var found: Font?
        if let file, file != typeface.file { found = Self.loadFallback(file) }
        KitGlobals.fonts.fallbacks.set(found, for: key)
        return found
    }

    /// The fallback font in `file`, loaded once (nil, logged, when it cannot be read).
    private static func loadFallback(_ file: FontFile) -> Font? {
        let key = file.key
        if let loaded = KitGlobals.fonts.loadedFallbacks.value(for: key) { return loaded }
        do {
            let font = try Font(file: file)
            KitGlobals.fonts.loadedFallbacks.set(font, for: key)
            return font
        } catch {
            logger.notice("fallback font \(key) is unusable (\(error)); its characters draw as boxes")
            return nil
        }
    }

    /// An ISO 15924 tag as its four letters (`0x41726162` → `Arab`).
    static func tagName(_ tag: UInt32) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
