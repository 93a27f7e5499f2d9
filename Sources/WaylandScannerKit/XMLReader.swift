/// An element of a parsed XML document, with the line it starts on.
public struct XMLNode: Sendable {
    /// The tag name.
    public var name: String
    /// Attributes in document order (names are unique).
    public var attributes: [(name: String, value: String)]
    /// Child elements; text, comments and processing instructions are dropped.
    public var children: [XMLNode]
    /// The 1-based line of the opening tag.
    public var line: Int

    /// The value of the attribute `key`, if present.
    public subscript(key: String) -> String? {
        attributes.first { $0.name == key }?.value
    }
}

/// A small, strict XML reader: enough for Wayland protocol files, and it keeps line numbers.
///
/// Supports elements, attributes (single or double quoted), the five predefined entities and numeric
/// character references, comments, `<?...?>` declarations, CDATA and DOCTYPE (skipped).
public struct XMLReader {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var depth = 0
    private let file: String

    /// Deeper nesting is rejected instead of risking the stack (protocol files nest 4 levels).
    static let maximumDepth = 64

    /// Parses `text`; `file` is used in error messages.
    public static func parse(_ text: String, file: String) throws(Diagnostic) -> XMLNode {
        var reader = XMLReader(bytes: Array(text.utf8), file: file)
        return try reader.document()
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private func fail(_ message: String, line: Int? = nil) -> Diagnostic {
        Diagnostic(file: file, line: line ?? self.line, message: "malformed XML: \(message)")
    }

    private var atEnd: Bool { index >= bytes.count }
    private var current: UInt8 { bytes[index] }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    private func lookingAt(_ literal: String) -> Bool {
        let utf8 = Array(literal.utf8)
        guard index + utf8.count <= bytes.count else { return false }
        return Array(bytes[index..<index + utf8.count]) == utf8
    }

    private mutating func skip(_ count: Int) {
        for _ in 0..<count { advance() }
    }

    /// Skips up to and including `terminator`.
    private mutating func skip(past terminator: String, what: String) throws(Diagnostic) {
        let start = line
        while !atEnd {
            if lookingAt(terminator) {
                skip(terminator.utf8.count)
                return
            }
            advance()
        }
        throw fail("unterminated \(what)", line: start)
    }

    private mutating func skipWhitespace() {
        while !atEnd, [0x20, 0x09, 0x0A, 0x0D].contains(current) { advance() }
    }

    /// Skips text, comments, declarations until the next element tag or end tag.
    private mutating func skipMisc() throws(Diagnostic) {
        while !atEnd {
            if lookingAt("<!--") {
                try skip(past: "-->", what: "comment")
            } else if lookingAt("<?") {
                try skip(past: "?>", what: "processing instruction")
            } else if lookingAt("<![CDATA[") {
                try skip(past: "]]>", what: "CDATA section")
            } else if lookingAt("<!") {
                try skip(past: ">", what: "declaration")
            } else if current == UInt8(ascii: "<") {
                return
            } else {
                advance()
            }
        }
    }

    private mutating func document() throws(Diagnostic) -> XMLNode {
        try skipMisc()
        guard !atEnd else { throw fail("no root element") }
        if lookingAt("</") { throw fail("unexpected closing tag") }
        let root = try element()
        try skipMisc()
        if !atEnd { throw fail("content after the root element") }
        return root
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
             UInt8(ascii: "."), UInt8(ascii: ":"):
            return true
        default:
            return byte >= 0x80
        }
    }

    private mutating func name(_ what: String) throws(Diagnostic) -> String {
        let start = index
        while !atEnd, Self.isNameByte(current) { advance() }
        guard index > start else { throw fail("expected \(what)") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func element() throws(Diagnostic) -> XMLNode {
        let startLine = line
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw fail("elements nested deeper than \(Self.maximumDepth) levels") }
        advance()  // "<"
        let tag = try name("an element name")
        var node = XMLNode(name: tag, attributes: [], children: [], line: startLine)
        while true {
            skipWhitespace()
            guard !atEnd else { throw fail("unterminated tag <\(tag)>", line: startLine) }
            if lookingAt("/>") {
                skip(2)
                return node
            }
            if current == UInt8(ascii: ">") {
                advance()
                break
            }
            let attributeLine = line
            let key = try name("an attribute name in <\(tag)>")
            skipWhitespace()
            guard !atEnd, current == UInt8(ascii: "=") else {
                throw fail("attribute '\(key)' in <\(tag)> has no value")
            }
            advance()
            skipWhitespace()
            let value = try quoted()
            if node[key] != nil {
                throw fail("duplicate attribute '\(key)' in <\(tag)>", line: attributeLine)
            }
            node.attributes.append((key, value))
        }
        while true {
            try skipMisc()
            guard !atEnd else { throw fail("element <\(tag)> is never closed", line: startLine) }
            if lookingAt("</") {
                skip(2)
                let closing = try name("a closing tag name")
                skipWhitespace()
                guard !atEnd, current == UInt8(ascii: ">") else { throw fail("bad closing tag </\(closing)") }
                advance()
                guard closing == tag else {
                    throw fail("</\(closing)> does not close <\(tag)> opened on line \(startLine)")
                }
                return node
            }
            node.children.append(try element())
        }
    }

    private mutating func quoted() throws(Diagnostic) -> String {
        guard !atEnd, current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") else {
            throw fail("attribute value must be quoted")
        }
        let quote = current
        let startLine = line
        advance()
        var raw: [UInt8] = []
        while !atEnd, current != quote {
            if current == UInt8(ascii: "<") { throw fail("'<' inside an attribute value") }
            raw.append(current)
            advance()
        }
        guard !atEnd else { throw fail("unterminated attribute value", line: startLine) }
        advance()
        return try decodeEntities(String(decoding: raw, as: UTF8.self))
    }

    private func decodeEntities(_ text: String) throws(Diagnostic) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else { throw fail("unterminated entity") }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "lt": result += "<"
            case "gt": result += ">"
            case "amp": result += "&"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                var scalar: UInt32?
                if entity.hasPrefix("#x") {
                    scalar = UInt32(entity.dropFirst(2), radix: 16)
                } else if entity.hasPrefix("#") {
                    scalar = UInt32(entity.dropFirst())
                }
                guard let value = scalar, let character = Unicode.Scalar(value) else {
                    throw fail("unknown entity '&\(entity);'")
                }
                result.unicodeScalars.append(character)
            }
            rest = rest[rest.index(after: semi)...]
        }
        return result + rest
    }
}
