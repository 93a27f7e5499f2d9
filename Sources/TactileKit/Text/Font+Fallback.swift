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
    /// The most characters whose fallback font is remembered; the memory is emptied when it is full.
    static let maximumRememberedFallbacks = 1024

    /// The font to draw `scalar` with: this one when it has the character (or it is white space or a
    /// control character), else a font fontconfig finds that has it (remembered), else this one (its
    /// `.notdef` box). A lookup spends one of `lookups`; with none left, this font is used unremembered.
    func font(for scalar: Unicode.Scalar, lookups: inout Int) -> Font {
        if scalar.value < 0x20 || scalar.properties.isWhitespace || covers(scalar) { return self }
        if let cached = typeface.fallbackByScalar[scalar.value] { return cached ?? self }
        guard lookups > 0 else { return self }
        lookups -= 1
        typeface.fallbackLookupCount += 1
        var found: Font?
        if let path = FontLookup.path(covering: scalar, nearFamily: familyName), path != self.path {
            if let loaded = typeface.fallbackByPath[path] {
                found = loaded
            } else if let loaded = try? Font(path: path) {
                typeface.fallbackByPath[path] = loaded
                found = loaded
            }
        }
        if let candidate = found, !candidate.covers(scalar) { found = nil }
        if typeface.fallbackByScalar.count >= Self.maximumRememberedFallbacks { typeface.fallbackByScalar.removeAll(keepingCapacity: true) }
        typeface.fallbackByScalar[scalar.value] = .some(found)
        return found ?? self
    }

    /// Shapes one paragraph, switching to fallback fonts for runs of characters this font lacks.
    /// Advances and offsets come back in this font's units.
    /// A paragraph is shaped as `StreamSafeText.shapable` leaves it: runs of combining marks cut at
    /// 30, at most 64 KiB; at most `maximumFallbackLookupsPerParagraph` fontconfig lookups.
    func shapeWithFallback(_ text: Substring) -> [ShapedGlyph] {
        let paragraph = StreamSafeText.shapable(text)
        let utf8 = Array(paragraph.utf8)
        var runs: [(font: Font, start: Int, end: Int)] = []
        var offset = 0, lookups = Self.maximumFallbackLookupsPerParagraph
        for scalar in paragraph.unicodeScalars {
            let length = UTF8.width(scalar)
            let f = font(for: scalar, lookups: &lookups)
            if let last = runs.last, last.font === f {
                runs[runs.count - 1].end = offset + length
            } else {
                runs.append((f, offset, offset + length))
            }
            offset += length
        }
        guard runs.count > 1 || runs.first.map({ $0.font !== self }) == true else { return shape(utf8) }
        var glyphs: [ShapedGlyph] = []
        for run in runs {
            let bytes = Array(utf8[run.start..<run.end])
            let ratio = unitsPerEm / run.font.unitsPerEm
            for var g in run.font.shape(bytes) {
                g.cluster += run.start
                g.advance *= ratio
                g.offsetX *= ratio
                g.offsetY *= ratio
                glyphs.append(g)
            }
        }
        return glyphs
    }
}
