/// The paragraphs of a text: the pieces between `"\n"` characters, empty ones included (as
/// `split(separator: "\n", omittingEmptySubsequences: false)`, without making an array).
struct TextParagraphs: IteratorProtocol {
    private var rest: Substring?

    /// The paragraphs of `text`.
    init(_ text: String) { rest = text[...] }

    mutating func next() -> Substring? {
        guard let current = rest else { return nil }
        guard let newline = current.firstIndex(of: "\n") else {
            rest = nil
            return current
        }
        rest = current[current.index(after: newline)...]
        return current[..<newline]
    }
}
