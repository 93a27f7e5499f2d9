import TactileCore

/// Where the caret stands before each character of a run of text: shared by `TextField` (one
/// line) and `TextView` (each paragraph, before wrapping).
@MainActor enum CaretOffsets {
    /// The x of every character boundary of `text` (count + 1 values, from 0): the advances of
    /// the glyphs shaped from the characters before it, from one shaping of the whole run. Without
    /// a font every offset is 0.
    static func of(_ text: Substring, font: Font?, size: Double) -> [Double] {
        var offsets: [Double] = [0]
        offsets.reserveCapacity(text.count + 1)
        guard let font else {
            offsets += text.indices.map { _ in 0 }
            return offsets
        }
        // Advance per starting byte of a cluster, then summed up to each character boundary.
        let scale = size / font.unitsPerEm
        let glyphs = font.shapeParagraph(text, direction: .natural).glyphs
        var advanceAtByte = [Double](repeating: 0, count: text.utf8.count + 1)
        for glyph in glyphs where glyph.cluster >= 0 && glyph.cluster < advanceAtByte.count {
            advanceAtByte[glyph.cluster] += glyph.advance * scale
        }
        var byte = 0, x = 0.0
        for character in text {
            let end = byte + character.utf8.count
            while byte < end { x += advanceAtByte[byte]; byte += 1 }
            offsets.append(x)
        }
        return offsets
    }

    /// The word around character `index` of `characters`: the run of letters and digits it belongs
    /// to, or the run of spaces, or the single other character (punctuation) at it.
    static func wordRange(in characters: [Character], at index: Int) -> Range<Int> {
        guard !characters.isEmpty else { return 0..<0 }
        let at = min(max(index, 0), characters.count - 1)
        let kind = wordKind(of: characters[at])
        guard kind != 0 else { return at..<(at + 1) }
        var lower = at, upper = at + 1
        while lower > 0, wordKind(of: characters[lower - 1]) == kind { lower -= 1 }
        while upper < characters.count, wordKind(of: characters[upper]) == kind { upper += 1 }
        return lower..<upper
    }

    /// 1 for a word character (letter, digit, mark, `_`, an apostrophe), 2 for white space, 0 else.
    private static func wordKind(of character: Character) -> Int {
        if character.isLetter || character.isNumber || character == "_" || character == "'" || character == "\u{2019}" {
            return 1
        }
        return character.isWhitespace ? 2 : 0
    }
}
