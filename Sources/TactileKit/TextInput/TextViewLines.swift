import TactileCore

/// A `TextView`'s text broken into lines: at each newline, and where a paragraph is wider than
/// the view (after the last space that fits, or inside a word longer than a line). Character
/// offsets are grapheme counts, as `TextView.caret`.
@MainActor struct TextViewLines {
    /// One line: its characters (without the newline ending it) and the caret's x before each.
    struct Line {
        var range: Range<Int>
        /// `range.count + 1` offsets from the line's start.
        var offsets: [Double]
        var width: Double { offsets.last ?? 0 }
    }

    private(set) var lines: [Line] = []
    /// The height of one line, in points.
    let lineHeight: Double
    /// The width the lines wrap at.
    let width: Double

    /// Lays out `text` in lines at most `width` points wide.
    init(text: String, font: Font?, size: Double, width: Double) {
        lineHeight = (font?.lineHeight(atSize: size) ?? size * 1.2).rounded(.up)
        self.width = width
        let characters = Array(text)
        var paragraphStart = 0
        for i in 0...characters.count where i == characters.count || characters[i] == "\n" {
            let paragraph = characters[paragraphStart..<i]
            let offsets = CaretOffsets.of(Substring(String(paragraph)), font: font, size: size)
            wrap(paragraph, from: paragraphStart, offsets: offsets, width: max(1, width))
            paragraphStart = i + 1
        }
    }

    /// Appends the lines of one paragraph (characters `start...`), breaking where it gets wider than `width`.
    private mutating func wrap(_ paragraph: ArraySlice<Character>, from start: Int, offsets: [Double], width: Double) {
        let count = paragraph.count
        var lineStart = 0
        var lastBreak: Int?
        var i = 0
        while i < count {
            let character = paragraph[paragraph.startIndex + i]
            if offsets[i + 1] - offsets[lineStart] > width, i > lineStart, !character.isWhitespace {
                let end = lastBreak.map { $0 > lineStart ? $0 : i } ?? i
                appendLine(from: lineStart, to: end, paragraphStart: start, offsets: offsets)
                lineStart = end
                lastBreak = nil
                continue
            }
            if character.isWhitespace { lastBreak = i + 1 }
            i += 1
        }
        appendLine(from: lineStart, to: count, paragraphStart: start, offsets: offsets)
    }

    private mutating func appendLine(from lower: Int, to upper: Int, paragraphStart: Int, offsets: [Double]) {
        let origin = offsets[lower]
        lines.append(Line(range: (paragraphStart + lower)..<(paragraphStart + upper),
                          offsets: offsets[lower...upper].map { $0 - origin }))
    }

    /// The line the caret before character `offset` stands on: at a wrap, the start of the next line.
    func lineIndex(ofCaret offset: Int) -> Int {
        var index = 0
        while index + 1 < lines.count, lines[index + 1].range.lowerBound <= offset { index += 1 }
        return index
    }

    /// The caret's x from the start of its line.
    func x(ofCaret offset: Int) -> Double {
        let line = lines[lineIndex(ofCaret: offset)]
        let i = min(max(offset - line.range.lowerBound, 0), line.offsets.count - 1)
        return line.offsets[i]
    }

    /// The character boundary on line `index` nearest to `x` (from the line's start).
    func caret(onLine index: Int, nearestX x: Double) -> Int {
        let line = lines[min(max(index, 0), lines.count - 1)]
        var best = 0
        for (i, offset) in line.offsets.enumerated() where abs(offset - x) < abs(line.offsets[best] - x) { best = i }
        return line.range.lowerBound + best
    }
}
