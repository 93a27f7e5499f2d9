import TactileCore
import CHarfBuzz

extension Font {
    /// Whether the font has a glyph for `scalar`.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(shapingFont, scalar.value, &glyph) != 0
    }

    /// The font to draw `scalar` with: this one when it has the character (or it is white space or a
    /// control character), else a font fontconfig finds that has it (cached), else this one (its
    /// `.notdef` box).
    func font(for scalar: Unicode.Scalar) -> Font {
        if scalar.value < 0x20 || scalar.properties.isWhitespace || covers(scalar) { return self }
        if let cached = fallbackByScalar[scalar.value] { return cached ?? self }
        var found: Font?
        if let path = FontLookup.path(covering: scalar, nearFamily: familyName), path != self.path {
            if let loaded = fallbackByPath[path] {
                found = loaded
            } else if let loaded = try? Font(path: path) {
                fallbackByPath[path] = loaded
                found = loaded
            }
        }
        if let candidate = found, !candidate.covers(scalar) { found = nil }
        fallbackByScalar[scalar.value] = .some(found)
        return found ?? self
    }

    /// Shapes one paragraph, switching to fallback fonts for runs of characters this font lacks.
    /// Advances and offsets come back in this font's units.
    /// A paragraph is shaped as `StreamSafeText.shapable` leaves it: runs of combining marks cut at
    /// 30, at most 64 KiB.
    func shapeWithFallback(_ text: Substring) -> [ShapedGlyph] {
        let paragraph = StreamSafeText.shapable(text)
        let utf8 = Array(paragraph.utf8)
        var runs: [(font: Font, start: Int, end: Int)] = []
        var offset = 0
        for scalar in paragraph.unicodeScalars {
            let length = UTF8.width(scalar)
            let f = font(for: scalar)
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
