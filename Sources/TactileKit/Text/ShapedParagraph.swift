import TactileCore
import CHarfBuzz

/// One paragraph shaped for layout: bidi levels resolved, split into runs of one level, script and
/// font, each run shaped by HarfBuzz in its direction, the glyphs kept in logical order for line
/// breaking (lines are reordered visually once broken).
struct ShapedParagraph {
    /// The glyphs in logical order; advances and offsets in the laying-out font's units.
    var glyphs: [ShapedGlyph]
    /// The paragraph's own bidi level (0 left-to-right, 1 right-to-left).
    var baseLevel: UInt8
    /// Where lines may break (UAX #14).
    var breaks: LineBreaks
    /// The paragraph as shaped (`StreamSafeText.shapable`), in UTF-8.
    var utf8: [UInt8]
}

extension Font {
    /// Shapes one paragraph (no `"\n"`), as `StreamSafeText.shapable` leaves it: runs of combining
    /// marks cut at 30, at most 64 KiB; at most `maximumFallbackLookupsPerParagraph` fontconfig lookups.
    func shapeParagraph(_ text: Substring, direction: ParagraphDirection) -> ShapedParagraph {
        let paragraph = StreamSafeText.shapable(text)
        let utf8 = Array(paragraph.utf8)
        let scalars = Array(paragraph.unicodeScalars)
        let bidi = BidiParagraph(scalars: scalars.map(\.value), direction: direction)
        let breaks = LineBreaks(utf8: utf8)
        guard !scalars.isEmpty else { return ShapedParagraph(glyphs: [], baseLevel: bidi.baseLevel, breaks: breaks, utf8: utf8) }
        var offsets: [Int] = []       // byte offset of each scalar, and the end
        offsets.reserveCapacity(scalars.count + 1)
        var byte = 0
        for s in scalars { offsets.append(byte); byte += UTF8.width(s) }
        offsets.append(byte)
        let scripts = Self.resolvedScripts(scalars)

        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(utf8.count)
        var lookups = Self.maximumFallbackLookupsPerParagraph
        var run: (font: Font, level: UInt8, script: hb_script_t, start: Int)?
        var i = 0
        func flush(until end: Int) {
            guard let r = run else { return }
            appendRun(r.font, utf8, scalarRange: r.start..<end, offsets: offsets, level: r.level, script: r.script,
                      bidi: bidi, to: &glyphs)
        }
        while i < scalars.count {
            let end = Self.clusterEnd(scalars, from: i)
            let cluster = scalars[i..<end]
            let raw = hb_unicode_script(hb_unicode_funcs_get_default(), scalars[i].value)
            let font = font(forCluster: cluster, script: raw, prefersEmoji: Self.prefersEmoji(cluster), lookups: &lookups)
            let level = bidi.levels[i]
            if let r = run, r.font === font, r.level == level, r.script == scripts[i] {
                // The cluster continues the run.
            } else {
                flush(until: i)
                run = (font, level, scripts[i], i)
            }
            i = end
        }
        flush(until: scalars.count)
        return ShapedParagraph(glyphs: glyphs, baseLevel: bidi.baseLevel, breaks: breaks, utf8: utf8)
    }

    /// Shapes scalars `scalarRange` with `font` and appends the glyphs, scaled to this font's units.
    private func appendRun(_ font: Font, _ utf8: [UInt8], scalarRange: Range<Int>, offsets: [Int], level: UInt8,
                           script: hb_script_t, bidi: BidiParagraph, to glyphs: inout [ShapedGlyph]) {
        let bytes = offsets[scalarRange.lowerBound]..<offsets[scalarRange.upperBound]
        let ratio = unitsPerEm / font.unitsPerEm
        var scalar = scalarRange.lowerBound
        for var g in font.shapeRun(utf8, range: bytes, rightToLeft: level & 1 == 1, script: script) {
            g.advance *= ratio
            g.offsetX *= ratio
            g.offsetY *= ratio
            g.level = level
            // The scalar the cluster starts at (glyphs come in logical order, so this only moves on,
            // except for the rare cluster HarfBuzz reorders: then search back).
            if scalar >= scalarRange.upperBound || offsets[scalar] > g.cluster { scalar = scalarRange.lowerBound }
            while scalar + 1 < scalarRange.upperBound && offsets[scalar + 1] <= g.cluster { scalar += 1 }
            g.resetsAtLineEnd = bidi.resetsAtLineEnd[scalar]
            glyphs.append(g)
        }
    }

    /// The end of the grapheme cluster starting at scalar `start` (an approximation of UAX #29 good
    /// for choosing fonts: marks, joiners, variation selectors, emoji modifiers, tags and the second
    /// of a pair of regional indicators stay with what precedes them).
    static func clusterEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var end = start + 1
        var regionalIndicators = isRegionalIndicator(scalars[start]) ? 1 : 0
        while end < scalars.count {
            let s = scalars[end], v = s.value
            let joinsPrevious: Bool
            switch s.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: joinsPrevious = true
            default:
                joinsPrevious = v == 0x200D || scalars[end - 1].value == 0x200D || (0xFE00...0xFE0F).contains(v)
                    || (0x1F3FB...0x1F3FF).contains(v) || (0xE0020...0xE007F).contains(v) || (0xE0100...0xE01EF).contains(v)
                    || (isRegionalIndicator(s) && regionalIndicators == 1)
            }
            guard joinsPrevious else { break }
            if isRegionalIndicator(s) { regionalIndicators += 1 }
            end += 1
        }
        return end
    }

    private static func isRegionalIndicator(_ s: Unicode.Scalar) -> Bool { (0x1F1E6...0x1F1FF).contains(s.value) }

    /// Whether a cluster is an emoji drawn as a picture: an emoji-presentation character, or an emoji
    /// followed by U+FE0F; U+FE0E asks for text.
    static func prefersEmoji(_ cluster: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = cluster.first, first.value >= 0x80 || cluster.contains(where: { $0.value == 0xFE0F }) else { return false }
        if cluster.contains(where: { $0.value == 0xFE0E }) { return false }
        if first.properties.isEmojiPresentation || isRegionalIndicator(first) { return true }
        return first.properties.isEmoji && cluster.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D })
    }

    /// The script of each scalar, Common and Inherited ones (spaces, digits, punctuation, marks)
    /// taking the script of the text before them (of the text after them at the start).
    static func resolvedScripts(_ scalars: [Unicode.Scalar]) -> [hb_script_t] {
        let funcs = hb_unicode_funcs_get_default()
        var scripts = scalars.map { hb_unicode_script(funcs, $0.value) }
        func isReal(_ s: hb_script_t) -> Bool { s != HB_SCRIPT_COMMON && s != HB_SCRIPT_INHERITED && s != HB_SCRIPT_UNKNOWN }
        var current = scripts.first(where: isReal) ?? HB_SCRIPT_COMMON
        for i in scripts.indices {
            if isReal(scripts[i]) { current = scripts[i] } else { scripts[i] = current }
        }
        return scripts
    }
}
