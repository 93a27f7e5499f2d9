import TactileCore

extension Font {
    /// Lays out `text` at `size` points.
    ///
    /// - Parameters:
    ///   - text: the text; `\n` starts a new paragraph.
    ///   - size: the font size in points; not finite or not positive lays out nothing.
    ///   - width: where lines wrap, and the box the lines are aligned in; nil (or not finite) for no
    ///     wrapping, aligned within the widest line.
    ///   - alignment: horizontal placement of each line (`.natural`: the leading edge of its paragraph).
    ///   - maximumLines: at most this many lines; 0 for no limit. When text goes on past the last
    ///     line, that line ends (logically) with an ellipsis ("…"), dropping glyphs until it fits the width.
    ///   - direction: how each paragraph's base direction is chosen; by default from its first strong
    ///     letter, left-to-right without one.
    public func layout(_ text: String, size: Double, width: Double? = nil, alignment: TextAlignment = .left,
                       maximumLines: Int = 0, direction: ParagraphDirection = .natural) -> TextLayout {
        var nothing: TextLayout?
        return layout(text, size: size, width: width, alignment: alignment, maximumLines: maximumLines,
                      direction: direction, reusing: &nothing)
    }

    /// `layout(_:size:width:alignment:maximumLines:direction:)` into the arrays of `spare` (a layout
    /// no longer needed, taken: left nil), with the shaping arrays kept between layouts
    /// (`KitGlobals.textScratch`): text no longer than before lays out without allocating.
    func layout(_ text: String, size: Double, width: Double?, alignment: TextAlignment, maximumLines: Int,
                direction: ParagraphDirection, reusing spare: inout TextLayout?) -> TextLayout {
        guard size.isFinite, size > 0, !text.isEmpty else { return .empty }
        let k = size / unitsPerEm
        let wrapWidth = width.flatMap { $0.isFinite ? max(0, $0) : nil }
        let lineLimit = maximumLines > 0 ? maximumLines : Int.max
        let ascent = self.ascent(atSize: size)
        let lineHeight = self.lineHeight(atSize: size)

        // Taken for this layout (a layout inside it, should there be one, makes its own).
        var scratch = TextScratch()
        swap(&scratch, &KitGlobals.textScratch)
        var builder = LineBuilder(scale: k, unitsPerEm: unitsPerEm, reusing: &scratch.builder)
        if var old = spare {
            spare = nil
            (builder.glyphs, builder.lines) = old.takeStorage()
        }
        var last: (source: ArraySlice<ShapedGlyph>, baseLevel: UInt8, paragraphStart: Int)?
        var truncated = false
        var paragraphStart = 0
        var paragraphs = TextParagraphs(text)
        paragraphs: while let paragraph = paragraphs.next() {
            defer { paragraphStart += paragraph.utf8.count + 1 }
            shapeParagraph(paragraph, direction: direction, into: &scratch.paragraph)
            let shaped = scratch.paragraph
            let glyphs = shaped.glyphs
            var start = 0
            var startsInsideWord = false
            repeat {
                guard builder.lines.count < lineLimit else {
                    truncated = true
                    break paragraphs
                }
                let end = Self.lineEnd(glyphs, from: start, width: wrapWidth.map { $0 / k } ?? .infinity, breaks: shaped.breaks)
                let baseline = ascent + Double(builder.lines.count) * lineHeight
                // A line cut where UAX #14 allows no break is shaped again on its own, so that
                // joining and ligatures end at the cut as at a word's end.
                let endsInsideWord = end < glyphs.count && !shaped.breaks.allows(before: glyphs[end].cluster)
                    && !shaped.breaks.requires(before: glyphs[end].cluster)
                var line = (glyphs: glyphs[start..<end], offset: paragraphStart)
                if startsInsideWord || endsInsideWord {
                    last = nil      // set again below; it may hold the last line shaped again, whose arrays are reused
                }
                if startsInsideWord || endsInsideWord,
                   let again = reshapedLine(shaped, from: start, to: end, into: &scratch.reshaped) {
                    line = (again.glyphs, paragraphStart + again.byteStart)
                }
                startsInsideWord = endsInsideWord
                builder.append(line.glyphs, baseLevel: shaped.baseLevel, baseline: baseline, clusterOffset: line.offset)
                last = (line.glyphs, shaped.baseLevel, line.offset)
                start = end
                // A wrapped line's break consumes the spaces that start the next one.
                while start < glyphs.count && start > 0 && glyphs[start].isBreakableSpace { start += 1 }
            } while start < glyphs.count
        }
        if truncated, let last, let lastLine = builder.lines.popLast() {
            builder.glyphs.removeSubrange(lastLine.glyphRange)
            let kept = ellipsized(last.source, baseLevel: last.baseLevel, width: wrapWidth.map { $0 / k })
            builder.append(kept[...], baseLevel: last.baseLevel, baseline: lastLine.baseline, clusterOffset: last.paragraphStart)
        }

        var glyphs: [TextLayout.Glyph] = [], lines: [TextLayout.Line] = []
        swap(&glyphs, &builder.glyphs)
        swap(&lines, &builder.lines)
        last = nil
        scratch.builder = builder
        KitGlobals.textScratch = scratch
        let widest = lines.reduce(0) { max($0, $1.width) }
        let box = wrapWidth ?? widest
        for i in lines.indices {
            let shift: Double
            switch alignment {
            case .left: shift = 0
            case .center: shift = (box - lines[i].width) / 2
            case .right: shift = box - lines[i].width
            case .natural: shift = lines[i].isRightToLeft ? box - lines[i].width : 0
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

    /// The glyphs of the line `glyphs[start..<end]` of `shaped`, shaped again on their own in the
    /// paragraph's direction (into `reshaped`, whose arrays are refilled), with the byte offset in the
    /// paragraph their clusters count from; nil when the line has no text.
    private func reshapedLine(_ shaped: ShapedParagraph, from start: Int, to end: Int,
                              into reshaped: inout ShapedParagraph) -> (glyphs: ArraySlice<ShapedGlyph>, byteStart: Int)? {
        let glyphs = shaped.glyphs
        guard let lower = glyphs[start..<end].lazy.map(\.cluster).min() else { return nil }
        let upper = end < glyphs.count ? glyphs[end].cluster : shaped.utf8.count
        guard lower < upper, upper <= shaped.utf8.count else { return nil }
        let text = String(decoding: shaped.utf8[lower..<upper], as: UTF8.self)
        shapeParagraph(Substring(text), direction: .forced(shaped.baseLevel & 1 == 1 ? .rightToLeft : .leftToRight),
                       into: &reshaped)
        return (reshaped.glyphs[...], lower)
    }

    /// The last line's logical glyphs `source` ended with an ellipsis: glyphs dropped from the logical
    /// end (and trailing spaces) until the line and the ellipsis fit `width` font units.
    private func ellipsized(_ source: ArraySlice<ShapedGlyph>, baseLevel: UInt8, width: Double?) -> [ShapedGlyph] {
        let end = source.last.map { $0.cluster + 1 } ?? 0
        let ellipsis = shape(Array("\u{2026}".utf8)).map { g -> ShapedGlyph in
            var g = g
            g.isBreakableSpace = false
            g.level = baseLevel
            g.cluster = end
            return g
        }
        let ellipsisWidth = ellipsis.reduce(0) { $0 + $1.advance }
        var kept = Array(source)
        var keptWidth = kept.reduce(0) { $0 + $1.advance }
        while let g = kept.last, g.isBreakableSpace || (width.map { keptWidth + ellipsisWidth > $0 } ?? false) {
            keptWidth -= g.advance
            kept.removeLast()
        }
        return kept + ellipsis
    }

    /// Where the line starting at glyph `start` (logical order) ends so that its glyphs (trailing
    /// spaces excepted) fit in `width` font units: at the last UAX #14 opportunity that allows it (or
    /// a mandatory break), else before the first cluster that does not fit (but at least one glyph).
    static func lineEnd(_ shaped: [ShapedGlyph], from start: Int, width: Double, breaks: LineBreaks) -> Int {
        var pen = 0.0
        var lastBreak: Int?
        var i = start
        while i < shaped.count {
            let g = shaped[i]
            if i > start && g.cluster != shaped[i - 1].cluster {
                if breaks.requires(before: g.cluster) { return i }
                if breaks.allows(before: g.cluster) { lastBreak = i }
            }
            if g.isBreakableSpace {
                pen += g.advance
                i += 1
                continue
            }
            if pen + g.advance > width + 1e-9 && i > start {
                if let lastBreak { return lastBreak }
                // No opportunity: break between glyphs, keeping a cluster together.
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
