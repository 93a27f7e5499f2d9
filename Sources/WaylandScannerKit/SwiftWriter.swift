/// Accumulates indented Swift source.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0

    /// Appends one line at the current indentation (an empty string adds a blank line).
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: depth) + content + "\n"
        }
    }

    /// Appends a `///` comment if `summary` has text.
    mutating func doc(_ summary: String?) {
        if let summary = Naming.doc(summary) { line("/// \(summary)") }
    }

    /// Writes `header {`, the body one level deeper, then `}` + `suffix`.
    mutating func block(_ header: String, suffix: String = "", _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}" + suffix)
    }

    /// Writes `header {`, the body at the same depth (Swift style for `switch` cases), then `}`.
    mutating func switchBlock(_ header: String, _ body: (inout SwiftWriter) -> Void) {
        line(header + " {")
        body(&self)
        line("}")
    }

    /// The longest line `wrapped` writes on one line.
    static let lineLimit = 120

    /// Writes `head` + items + `tail` on one line when it fits, otherwise one item per line:
    /// `head` / items indented, comma-separated / `tail`.
    mutating func wrapped(_ head: String, _ items: [String], _ tail: String) {
        let single = head + items.joined(separator: ", ") + tail
        if items.isEmpty || depth * 4 + single.count <= Self.lineLimit {
            line(single)
            return
        }
        line(head)
        depth += 1
        for (index, item) in items.enumerated() {
            line(item + (index < items.count - 1 ? "," : ""))
        }
        depth -= 1
        line(tail)
    }

    mutating func indent() { depth += 1 }
    mutating func dedent() { depth -= 1 }
}
