import TactileCore

/// Where the characters and caret positions of one laid-out paragraph sit, through its bidi layout.
///
/// The caret moves in logical order; each boundary is drawn at the visual edge of the character
/// before it, on that character's side: the right edge of a left-to-right character, the left edge
/// of a right-to-left one. The first boundary of a line sits at the leading edge of the line's first
/// character. Shared by `TextView` (each paragraph, wrapped in lines) and `TextField` (its text,
/// one line).
enum LayoutCaretPositions {
    /// The visual extent of one character, in the layout's coordinates.
    struct Extent: Equatable {
        /// The left and right edges of the character's share of its glyphs (equal without a glyph).
        var minX: Double, maxX: Double
        /// Whether the character belongs to a right-to-left run.
        var isRightToLeft: Bool
        /// The layout line the character is on.
        var line: Int
        /// The x of the caret after the character: its trailing edge.
        var trailingX: Double { isRightToLeft ? minX : maxX }
        /// The x of the caret before the character, at the start of a line: its leading edge.
        var leadingX: Double { isRightToLeft ? maxX : minX }
    }

    /// One line's characters (offsets in the paragraph) and the caret's x at each of its
    /// `range.count + 1` boundaries.
    struct Line: Equatable {
        /// The characters on the line, as offsets in the paragraph.
        var range: Range<Int>
        /// The caret's x before each of `range` and after the last, in the layout's coordinates.
        var offsets: [Double]
    }

    /// Each character's extent in `layout`, the layout of the single paragraph `paragraph` (no
    /// `"\n"`). Glyph clusters count bytes of the paragraph as shaped (`StreamSafeText.shapable`);
    /// the characters of a ligature share its glyph's width in their reading order; a character
    /// without a glyph (a cut combining mark, a space consumed by a wrap, text past the shaped
    /// length) sits at the trailing edge of the one before it.
    @MainActor static func characterExtents(of layout: TextLayout, paragraph: Substring) -> [Extent] {
        let shaped = StreamSafeText.shapable(paragraph)
        var characterAtByte: [Int] = []
        characterAtByte.reserveCapacity(shaped.utf8.count + 1)
        var count = 0
        for character in shaped {
            for _ in 0..<character.utf8.count { characterAtByte.append(count) }
            count += 1
        }
        characterAtByte.append(count)
        var extents: [Extent?] = Array(repeating: nil, count: count)
        // Each cluster's successor in byte order (the end for the last), found once.
        let clusters = Set(layout.glyphs.map(\.cluster)).sorted()
        var nextCluster: [Int: Int] = [:]
        nextCluster.reserveCapacity(clusters.count)
        for (i, c) in clusters.enumerated() { nextCluster[c] = i + 1 < clusters.count ? clusters[i + 1] : characterAtByte.count - 1 }
        for (lineIndex, line) in layout.lines.enumerated() {
            for g in layout.glyphs[line.glyphRange] {
                guard let first = characterAtByte[safe: g.cluster], first < count,
                      g.advance > 0 || extents[first] == nil else { continue }
                let next = nextCluster[g.cluster] ?? characterAtByte.count - 1
                let last = max(first, (characterAtByte[safe: next] ?? count) - 1)
                let share = g.advance / Double(last - first + 1)
                for c in first...last {
                    let step = Double(g.isRightToLeft ? last - c : c - first)
                    let piece = Extent(minX: g.origin.x + step * share, maxX: g.origin.x + (step + 1) * share,
                                       isRightToLeft: g.isRightToLeft, line: lineIndex)
                    if let e = extents[c], g.advance > 0, e.maxX > e.minX {
                        extents[c] = Extent(minX: min(e.minX, piece.minX), maxX: max(e.maxX, piece.maxX),
                                            isRightToLeft: e.isRightToLeft, line: e.line)
                    } else if extents[c] == nil || g.advance > 0 {
                        extents[c] = piece
                    }
                }
            }
        }
        var previous = Extent(minX: 0, maxX: 0, isRightToLeft: layout.lines.first?.isRightToLeft ?? false, line: 0)
        if previous.isRightToLeft, let line = layout.lines.first { previous.minX = line.x + line.width; previous.maxX = previous.minX }
        var result: [Extent] = []
        result.reserveCapacity(paragraph.count)
        for e in extents {
            if let e { previous = e; result.append(e); continue }
            let edge = previous.trailingX
            result.append(Extent(minX: edge, maxX: edge, isRightToLeft: previous.isRightToLeft, line: previous.line))
        }
        // Characters past the shaped length (a paragraph cut at `maximumShapedBytes`).
        while result.count < paragraph.count {
            let edge = previous.trailingX
            result.append(Extent(minX: edge, maxX: edge, isRightToLeft: previous.isRightToLeft, line: previous.line))
        }
        return result
    }

    /// The lines of a paragraph whose characters have `extents` (from `characterExtents`) in
    /// `layout`: each line's characters and the caret's x at its boundaries. A paragraph without
    /// lines (empty, or no font) is one line with its caret at `emptyX`.
    static func lines(of layout: TextLayout, extents: [Extent], emptyX: Double) -> [Line] {
        guard !layout.lines.isEmpty else {
            return [Line(range: 0..<extents.count, offsets: Array(repeating: emptyX, count: extents.count + 1))]
        }
        var lines: [Line] = []
        lines.reserveCapacity(layout.lines.count)
        var start = 0
        for (index, line) in layout.lines.enumerated() {
            var end = start
            while end < extents.count, extents[end].line <= index { end += 1 }
            if index == layout.lines.count - 1 { end = extents.count }
            var offsets: [Double] = []
            offsets.reserveCapacity(end - start + 1)
            offsets.append(start < end ? extents[start].leadingX : (line.isRightToLeft ? line.x + line.width : line.x))
            for e in extents[start..<end] { offsets.append(e.trailingX) }
            lines.append(Line(range: start..<end, offsets: offsets))
            start = end
        }
        return lines
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
