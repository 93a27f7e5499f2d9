import TactileCore

/// Word boundaries for selecting a word (a double tap), shared by `TextField` and `TextView`.
/// Caret positions come from the text's layout (`LayoutCaretPositions`).
@MainActor enum WordBoundaries {
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
