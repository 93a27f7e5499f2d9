/// How protocol names become Swift names.
///
/// - Interfaces: `wl_surface` → `WlSurface` (client) / `WlSurfaceResource` (server).
/// - Messages, arguments, entries: `set_buffer_scale` → `setBufferScale`.
/// - Enums: `wl_output.transform` → `WlOutput.Transform` (nested in the interface type).
/// - A name starting with a digit gets a leading underscore (`90` → `_90`); Swift keywords are
///   escaped with backticks; an entry named `unknown` becomes `unknownEntry` because every enum
///   has an `unknown(UInt32)` case for values it does not know.
public enum Naming {
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while",
        "as", "catch", "false", "is", "nil", "super", "self", "Self", "throw", "throws", "true", "try",
        "Any", "Type", "any", "some", "consume", "borrowing", "consuming",
    ]

    /// `wl_surface` → `WlSurface`.
    public static func typeName(_ name: String) -> String {
        name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `set_buffer_scale` → `setBufferScale`, made a valid identifier (without backticks).
    public static func bareMemberName(_ name: String) -> String {
        let parts = name.split(separator: "_")
        guard let first = parts.first else { return "_" }
        let joined = first + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let leading = joined.first, leading.isNumber { return "_" + joined }
        return String(joined)
    }

    /// Like `bareMemberName`, with backticks around keywords.
    public static func memberName(_ name: String) -> String {
        escape(bareMemberName(name))
    }

    /// A parameter declaration name: keywords need no backticks there (but do where the value is used).
    public static func parameter(_ name: String) -> String {
        bareMemberName(name)
    }

    /// Backticks a keyword.
    public static func escape(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// The case name of an enum entry.
    public static func entryName(_ name: String) -> String {
        let bare = bareMemberName(name)
        return bare == "unknown" ? "unknownEntry" : escape(bare)
    }

    /// Escapes `text` for a Swift string literal.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Like `doc`, ending with a period so more sentences can follow.
    static func sentence(_ text: String?) -> String? {
        guard let line = doc(text) else { return nil }
        return line.last.map { ".!?".contains($0) } == true ? line : line + "."
    }

    /// One-line text for a `///` doc comment.
    static func doc(_ text: String?) -> String? {
        guard let text else { return nil }
        let line = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return line.isEmpty ? nil : line
    }
}
