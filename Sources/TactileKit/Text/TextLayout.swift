import TactileCore
/// Text shaped and broken into lines, in points relative to the layout's top-left corner.
///
/// Characters the font lacks are shaped with a fallback font fontconfig finds for them.
/// Lines break at spaces when a word would cross the width (word wrap); a word wider than the
/// whole width breaks between glyphs. `"\n"` always starts a new line. Spaces at the end of a
/// wrapped line hang past the width and are not counted in the line's width.
public struct TextLayout: Sendable {
    /// One positioned glyph.
    public struct Glyph: Sendable {
        /// The glyph index in the font.
        public var id: UInt32
        /// The glyph's origin on the baseline.
        public var origin: Point
        /// The box the glyph's outline covers (empty for white space), from the font's unhinted outlines.
        public var inkBounds: Rect
        /// The font the glyph id belongs to: the laid-out font, or a fallback for characters it lacks.
        public var font: Font
    }

    /// One line of glyphs.
    public struct Line: Sendable {
        /// Indices into `glyphs`.
        public var glyphRange: Range<Int>
        /// Where the line starts (after alignment).
        public var x: Double
        /// The line's width without trailing spaces.
        public var width: Double
        /// The baseline's distance from the top of the layout.
        public var baseline: Double
    }

    /// Every glyph, line after line.
    public let glyphs: [Glyph]
    /// The lines, top to bottom.
    public let lines: [Line]
    /// The width of the widest line and the height of all lines.
    public let size: Size
    /// The point size the text was laid out at.
    public let fontSize: Double

    /// The union of the glyphs' ink boxes (`.zero` when nothing has ink).
    public var inkBounds: Rect {
        var box: Rect?
        for g in glyphs where g.inkBounds.width > 0 && g.inkBounds.height > 0 {
            box = box.map { $0.union(g.inkBounds) } ?? g.inkBounds
        }
        return box ?? .zero
    }

    /// An empty layout.
    public static let empty = TextLayout(glyphs: [], lines: [], size: .zero, fontSize: 0)
}

extension Font {
    /// Lays out `text` at `size` points.
    ///
    /// - Parameters:
    ///   - text: the text; `\n` starts a new paragraph.
    ///   - size: the font size in points; not finite or not positive lays out nothing.
    ///   - width: where lines wrap, and the box the lines are aligned in; nil (or not finite) for no
    ///     wrapping, aligned within the widest line.
    ///   - alignment: horizontal placement of each line.
    ///   - maximumLines: at most this many lines; 0 for no limit. When text goes on past the last
    ///     line, that line ends with an ellipsis ("…"), dropping glyphs until it fits the width.
    public func layout(_ text: String, size: Double, width: Double? = nil, alignment: TextAlignment = .left,
                       maximumLines: Int = 0) -> TextLayout {
        guard size.isFinite, size > 0, !text.isEmpty else { return .empty }
        let k = size / unitsPerEm
        let wrapWidth = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let lineLimit = maximumLines > 0 ? maximumLines : Int.max
        let ascent = self.ascent(atSize: size)
        let lineHeight = self.lineHeight(atSize: size)

        var glyphs: [TextLayout.Glyph] = []
        var lines: [TextLayout.Line] = []
        var lastLineSource: [ShapedGlyph] = []
        var truncated = false
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let shaped = shapeWithFallback(paragraph)
            var start = 0
            repeat {
                guard lines.count < lineLimit else {
                    truncated = true
                    break paragraphs
                }
                let end = wrapWidth.map { lineEnd(shaped, from: start, width: $0 / k) } ?? shaped.count
                let source = Array(shaped[start..<end])
                appendLine(source, baseline: ascent + Double(lines.count) * lineHeight, scale: k, to: &glyphs, &lines)
                lastLineSource = source
                start = end
                // A wrapped line's break consumes the spaces that start the next one.
                while start < shaped.count && start > 0 && shaped[start].isBreakableSpace { start += 1 }
            } while start < shaped.count
        }
        if truncated, let last = lines.popLast() {
            // The text goes on past the last allowed line: end that line with an ellipsis, dropping
            // glyphs until it fits.
            glyphs.removeSubrange(last.glyphRange)
            let ellipsis = shape(Array("\u{2026}".utf8)).map { g -> ShapedGlyph in
                var g = g
                g.isBreakableSpace = false
                return g
            }
            let ellipsisWidth = ellipsis.reduce(0) { $0 + $1.advance }
            var kept = lastLineSource
            var keptWidth = kept.reduce(0) { $0 + $1.advance }
            while let g = kept.last, g.isBreakableSpace || (wrapWidth.map { keptWidth + ellipsisWidth > $0 / k } ?? false) {
                keptWidth -= g.advance
                kept.removeLast()
            }
            appendLine(kept + ellipsis, baseline: last.baseline, scale: k, to: &glyphs, &lines)
        }

        let widest = lines.reduce(0) { max($0, $1.width) }
        let box = wrapWidth ?? widest
        for i in lines.indices {
            let shift: Double
            switch alignment {
            case .left: shift = 0
            case .center: shift = (box - lines[i].width) / 2
            case .right: shift = box - lines[i].width
            }
            guard shift != 0 else { continue }
            lines[i].x = shift
            for g in lines[i].glyphRange {
                glyphs[g].origin.x += shift
                glyphs[g].inkBounds.origin.x += shift
            }
        }
        return TextLayout(glyphs: glyphs, lines: lines, size: Size(width: widest, height: Double(lines.count) * lineHeight),
                          fontSize: size)
    }

    /// Positions `source` (one line, in visual order) on `baseline` and appends its glyphs and line.
    /// Trailing spaces hang: they add no width.
    private func appendLine(_ source: [ShapedGlyph], baseline: Double, scale k: Double,
                            to glyphs: inout [TextLayout.Glyph], _ lines: inout [TextLayout.Line]) {
        var lastInk = source.count
        while lastInk > 0 && source[lastInk - 1].isBreakableSpace { lastInk -= 1 }
        let first = glyphs.count
        var pen = 0.0
        for (i, s) in source.enumerated() {
            let origin = Point(x: (pen + s.offsetX) * k, y: baseline - s.offsetY * k)
            let e = s.font.extents(of: s.id)
            let ek = k * unitsPerEm / s.font.unitsPerEm      // the glyph's own font units to points
            let ink = Rect(x: origin.x + Double(e.x_bearing) * ek, y: origin.y - Double(e.y_bearing) * ek,
                           width: Double(e.width) * ek, height: -Double(e.height) * ek)
            glyphs.append(.init(id: s.id, origin: origin, inkBounds: ink, font: s.font))
            if i < lastInk { pen += s.advance }
        }
        lines.append(.init(glyphRange: first..<glyphs.count, x: 0, width: pen * k, baseline: baseline))
    }

    /// Where the line starting at `start` ends so that its glyphs (trailing spaces excepted) fit in
    /// `width` font units: after the last space that allows it, else before the first glyph that
    /// does not fit (but at least one glyph).
    private func lineEnd(_ shaped: [ShapedGlyph], from start: Int, width: Double) -> Int {
        var pen = 0.0
        var lastBreak: Int?
        var i = start
        while i < shaped.count {
            let g = shaped[i]
            if g.isBreakableSpace {
                pen += g.advance
                i += 1
                if i == shaped.count || !shaped[i].isBreakableSpace { lastBreak = i }
                continue
            }
            if pen + g.advance > width + 1e-9 && i > start {
                if let lastBreak { return lastBreak }
                // No space to break at: break between glyphs, keeping a cluster together.
                var cut = i
                while cut > start + 1 && shaped[cut].cluster == shaped[cut - 1].cluster { cut -= 1 }
                return cut
            }
            pen += g.advance
            i += 1
        }
        return shaped.count
    }
}
