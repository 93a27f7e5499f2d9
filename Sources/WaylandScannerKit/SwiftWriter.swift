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

    mutating func indent() { depth += 1 }
    mutating func dedent() { depth -= 1 }
}
