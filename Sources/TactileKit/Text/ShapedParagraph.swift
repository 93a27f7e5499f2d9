import TactileCore
import CHarfBuzz

/// One paragraph shaped for layout: bidi levels resolved, split into runs of one level, script and
/// font, each run shaped by HarfBuzz in its direction, the glyphs kept in logical order for line
/// breaking (lines are reordered visually once broken).
@MainActor struct ShapedParagraph {
    /// The glyphs in logical order; advances and offsets in the laying-out font's units.
    var glyphs: [ShapedGlyph] = []
    /// The paragraph's own bidi level (0 left-to-right, 1 right-to-left).
    var baseLevel: UInt8 = 0
    /// Where lines may break (UAX #14).
    var breaks = LineBreaks()
    /// The paragraph as shaped (`StreamSafeText.shapable`), in UTF-8.
    var utf8: [UInt8] = []

    // Working arrays, kept for their capacity when another paragraph is shaped into this value.
    fileprivate var scalars: [Unicode.Scalar] = []
    fileprivate var values: [UInt32] = []
    fileprivate var offsets: [Int] = []
    fileprivate var scripts: [hb_script_t] = []
    fileprivate var bidi = BidiParagraph(scalars: [], direction: .natural)
}

extension Font {
    /// Shapes one paragraph (no `"\n"`), as `StreamSafeText.shapable` leaves it: runs of combining
    /// marks cut at 30, at most 64 KiB; at most `maximumFallbackLookupsPerParagraph` fontconfig lookups.
    func shapeParagraph(_ text: Substring, direction: ParagraphDirection) -> ShapedParagraph {
        var shaped = ShapedParagraph()
        shapeParagraph(text, direction: direction, into: &shaped)
        return shaped
    }

    /// `shapeParagraph(_:direction:)` into `p`, whose arrays are refilled: shaping a paragraph no
    /// longer than the last one shaped into it allocates nothing.
    func shapeParagraph(_ text: Substring, direction: ParagraphDirection, into p: inout ShapedParagraph) {
        let paragraph = StreamSafeText.shapable(text)
        p.utf8.removeAll(keepingCapacity: true)
        p.utf8.reserveGenerously(paragraph.utf8.count)
        p.utf8.append(contentsOf: paragraph.utf8)
        p.scalars.removeAll(keepingCapacity: true)
        p.scalars.reserveGenerously(p.utf8.count)
        p.scalars.append(contentsOf: paragraph.unicodeScalars)
        p.values.removeAll(keepingCapacity: true)
        p.values.reserveGenerously(p.scalars.count)
        for s in p.scalars { p.values.append(s.value) }
        p.bidi.resolve(scalars: p.values, direction: direction)
        p.baseLevel = p.bidi.baseLevel
        p.breaks.find(utf8: p.utf8)
        p.glyphs.removeAll(keepingCapacity: true)
        let scalars = p.scalars
        guard !scalars.isEmpty else { return }
        p.offsets.removeAll(keepingCapacity: true)       // byte offset of each scalar, and the end
        p.offsets.reserveGenerously(scalars.count + 1)
        var byte = 0
        for s in scalars { p.offsets.append(byte); byte += UTF8.width(s) }
        p.offsets.append(byte)
        Self.resolvedScripts(scalars, into: &p.scripts)
        p.glyphs.reserveGenerously(p.utf8.count)

        var lookups = Self.maximumFallbackLookupsPerParagraph
        var run: (font: Font, level: UInt8, script: hb_script_t, start: Int)?
        var i = 0
        while i < scalars.count {
            let end = Self.clusterEnd(scalars, from: i)
            let cluster = scalars[i..<end]
            let raw = hb_unicode_script(hb_unicode_funcs_get_default(), scalars[i].value)
            let font = font(forCluster: cluster, script: raw, prefersEmoji: Self.prefersEmoji(cluster), lookups: &lookups)
            let level = p.bidi.levels[i]
            if let r = run, r.font === font, r.level == level, r.script == p.scripts[i] {
                // The cluster continues the run.
            } else {
                if let r = run { appendRun(r.font, scalarRange: r.start..<i, level: r.level, script: r.script, to: &p) }
                run = (font, level, p.scripts[i], i)
            }
            i = end
        }
        if let r = run { appendRun(r.font, scalarRange: r.start..<scalars.count, level: r.level, script: r.script, to: &p) }
    }

    /// Shapes scalars `scalarRange` of `p` with `font` and appends the glyphs, scaled to this font's units.
    private func appendRun(_ font: Font, scalarRange: Range<Int>, level: UInt8, script: hb_script_t,
                           to p: inout ShapedParagraph) {
        let bytes = p.offsets[scalarRange.lowerBound]..<p.offsets[scalarRange.upperBound]
        let ratio = unitsPerEm / font.unitsPerEm
        var scalar = scalarRange.lowerBound
        let first = p.glyphs.count
        font.shapeRun(p.utf8, range: bytes, rightToLeft: level & 1 == 1, script: script, appendingTo: &p.glyphs)
        for k in first..<p.glyphs.count {
            var g = p.glyphs[k]
            g.advance *= ratio
            g.offsetX *= ratio
            g.offsetY *= ratio
            g.level = level
            // The scalar the cluster starts at (glyphs come in logical order, so this only moves on,
            // except for the rare cluster HarfBuzz reorders: then search back).
            if scalar >= scalarRange.upperBound || p.offsets[scalar] > g.cluster { scalar = scalarRange.lowerBound }
            while scalar + 1 < scalarRange.upperBound && p.offsets[scalar + 1] <= g.cluster { scalar += 1 }
            g.resetsAtLineEnd = p.bidi.resetsAtLineEnd[scalar]
            p.glyphs[k] = g
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
        var scripts: [hb_script_t] = []
        resolvedScripts(scalars, into: &scripts)
        return scripts
    }

    /// `resolvedScripts(_:)` written into `scripts` (its storage reused when big enough).
    static func resolvedScripts(_ scalars: [Unicode.Scalar], into scripts: inout [hb_script_t]) {
        let funcs = hb_unicode_funcs_get_default()
        scripts.removeAll(keepingCapacity: true)
        for s in scalars { scripts.append(hb_unicode_script(funcs, s.value)) }
        func isReal(_ s: hb_script_t) -> Bool { s != HB_SCRIPT_COMMON && s != HB_SCRIPT_INHERITED && s != HB_SCRIPT_UNKNOWN }
        var current = scripts.first(where: isReal) ?? HB_SCRIPT_COMMON
        for i in scripts.indices {
            if isReal(scripts[i]) { current = scripts[i] } else { scripts[i] = current }
        }
    }
}
