import TactileCore

/// A `TextView`'s text laid out: each paragraph (split at `"\n"`) laid out once by `Font.layout`
/// (bidi ordered, wrapped at the Unicode line break opportunities to the view's width), and the
/// caret's positions on each of its lines from the glyphs (`LayoutCaretPositions`). Character
/// offsets are grapheme counts, as `TextView.caret`; x values are from the left of the text area.
@MainActor struct TextViewLines {
    /// One line: its characters (without the newline ending it), the caret's x before each, and
    /// the paragraph it belongs to.
    struct Line {
        var range: Range<Int>
        /// `range.count + 1` caret x values, from the left of the text area.
        var offsets: [Double]
        /// The line's width without trailing spaces.
        var width: Double
        /// Index into `paragraphs`.
        var paragraph: Int
    }

    /// One paragraph as laid out: kept in `Cache` while its text, the font, size, width and
    /// direction stay the same.
    struct Paragraph {
        /// The glyphs and lines, as drawn (the layout's origin at the paragraph's first line).
        let layout: TextLayout
        /// The characters' extents, in the layout's coordinates.
        let extents: [LayoutCaretPositions.Extent]
        /// The lines, character offsets counted from the paragraph's start.
        let lines: [LayoutCaretPositions.Line]
    }

    /// What a laid-out paragraph depends on besides its text.
    struct Settings: Equatable {
        /// The font's identity (the view drops its cache when the font changes, so it is never a
        /// freed font's).
        var font: ObjectIdentifier?
        /// The point size.
        var size: Double
        /// The width lines wrap at.
        var width: Double
        /// The view's direction: a paragraph's without a strong letter, and the side lines start.
        var direction: LayoutDirection
    }

    /// Laid-out paragraphs by their text, for the settings they were laid out with.
    struct Cache {
        /// What the kept paragraphs were laid out for; nil before any.
        var settings: Settings?
        /// Each kept paragraph by its text (without `"\n"`).
        var paragraphs: [String: Paragraph] = [:]
    }

    /// A laid-out paragraph in place: where its characters and lines start in the whole text.
    struct Placed {
        let paragraph: Paragraph
        /// The index in `lines` of the paragraph's first line.
        let firstLine: Int
        /// The offset of the paragraph's first character in the text.
        let start: Int
    }

    private(set) var lines: [Line] = []
    /// The paragraphs, in order.
    private(set) var paragraphs: [Placed] = []
    /// The height of one line, in points.
    let lineHeight: Double
    /// What the lines were laid out for.
    let settings: Settings

    /// The width the lines wrap at.
    var width: Double { settings.width }

    /// Lays out `text` in lines at most `width` points wide, each paragraph's direction from its
    /// first strong letter (else `direction`); lines start at the right edge in a right-to-left
    /// paragraph or `direction`, else at the left.
    /// Paragraphs whose text is in `cache` (for the same settings) are not laid out again; the
    /// cache is left holding the paragraphs of `text`.
    init(text: String, font: Font?, size: Double, width: Double, direction: LayoutDirection, cache: inout Cache) {
        let settings = Settings(font: font.map(ObjectIdentifier.init), size: size, width: width, direction: direction)
        self.settings = settings
        lineHeight = font?.lineHeight(atSize: size) ?? size * 1.2
        let previous = cache.settings == settings ? cache.paragraphs : [:]
        var kept: [String: Paragraph] = [:]
        var start = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let key = String(paragraph)
            let laidOut = kept[key] ?? previous[key] ?? Self.layOut(key, font: font, size: size, width: width, direction: direction)
            kept[key] = laidOut
            paragraphs.append(Placed(paragraph: laidOut, firstLine: lines.count, start: start))
            for (index, line) in laidOut.lines.enumerated() {
                let lineWidth = laidOut.layout.lines.indices.contains(index) ? laidOut.layout.lines[index].width : 0
                lines.append(Line(range: (start + line.range.lowerBound)..<(start + line.range.upperBound),
                                  offsets: line.offsets, width: lineWidth, paragraph: paragraphs.count - 1))
            }
            start += laidOut.extents.count + 1
        }
        cache = Cache(settings: settings, paragraphs: kept)
    }

    /// Lays out one paragraph and finds its caret positions.
    private static func layOut(_ paragraph: String, font: Font?, size: Double, width: Double,
                               direction: LayoutDirection) -> Paragraph {
        let alignment: TextAlignment = direction == .rightToLeft ? .right : .natural
        let layout = font?.layout(paragraph, size: size, width: width, alignment: alignment,
                                  direction: .firstStrong(fallback: direction)) ?? .empty
        let extents: [LayoutCaretPositions.Extent]
        if layout.lines.isEmpty {
            extents = Array(repeating: LayoutCaretPositions.Extent(minX: 0, maxX: 0, isRightToLeft: false, line: 0),
                            count: paragraph.count)
        } else {
            extents = LayoutCaretPositions.characterExtents(of: layout, paragraph: Substring(paragraph))
        }
        let lines = LayoutCaretPositions.lines(of: layout, extents: extents, emptyX: direction == .rightToLeft ? width : 0)
        return Paragraph(layout: layout, extents: extents, lines: lines)
    }

    /// The line the caret before character `offset` stands on: at a wrap, the start of the next
    /// line (a binary search: the last line starting at or before `offset`).
    func lineIndex(ofCaret offset: Int) -> Int {
        var low = 0, high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].range.lowerBound <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The caret's x from the left of the text area.
    func x(ofCaret offset: Int) -> Double {
        let line = lines[lineIndex(ofCaret: offset)]
        let i = min(max(offset - line.range.lowerBound, 0), line.offsets.count - 1)
        return line.offsets[i]
    }

    /// The character boundary on line `index` nearest to `x` (from the left of the text area).
    func caret(onLine index: Int, nearestX x: Double) -> Int {
        let line = lines[min(max(index, 0), lines.count - 1)]
        var best = 0
        for (i, offset) in line.offsets.enumerated() where abs(offset - x) < abs(line.offsets[best] - x) { best = i }
        return line.range.lowerBound + best
    }

    /// The extent of character `offset`, which line `index` holds (text-area coordinates).
    func extent(of offset: Int, onLine index: Int) -> LayoutCaretPositions.Extent {
        let placed = paragraphs[lines[index].paragraph]
        return placed.paragraph.extents[offset - placed.start]
    }
}
