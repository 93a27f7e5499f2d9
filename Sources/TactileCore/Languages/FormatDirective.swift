/// One `%` directive of a format string: its position, flags, width, precision and conversion.
struct Directive {
    /// The argument's 1-based position (`%2$@`), when given.
    var position: Int?
    /// The flags (`-`, `0`, `+`, space, `#`).
    var flags: Set<Character> = []
    /// The minimum width, when given.
    var width: Int?
    /// The precision, when given.
    var precision: Int?
    /// The conversion character (`@`, `d`, `f`, `%`, …).
    var conversion: Character = "%"

    private static let conversions: Set<Character> = ["@", "s", "d", "i", "u", "f", "F", "e", "g", "G", "x", "X", "o", "%"]
    private static let lengths: Set<Character> = ["h", "l", "q", "z", "j", "t", "L"]
    /// The widest width or precision read (larger numbers are clamped): keeps a hostile format from
    /// asking for gigabytes of padding.
    private static let largest = 1024

    /// Reads a directive from just after its `%`, consuming it; nil (consuming nothing) when what
    /// follows is not one.
    static func parse(_ scalars: inout ArraySlice<Unicode.Scalar>) -> Directive? {
        var cursor = scalars
        var spec = Directive()
        if let (number, rest) = readNumber(cursor), rest.first == "$", number > 0 {
            spec.position = number
            cursor = rest.dropFirst()
        }
        while let c = cursor.first, "-0+ #".unicodeScalars.contains(c) {
            spec.flags.insert(Character(c))
            cursor = cursor.dropFirst()
        }
        if let (number, rest) = readNumber(cursor) {
            spec.width = min(number, largest)
            cursor = rest
        }
        if cursor.first == "." {
            cursor = cursor.dropFirst()
            if let (number, rest) = readNumber(cursor) {
                spec.precision = min(number, largest)
                cursor = rest
            } else {
                spec.precision = 0
            }
        }
        while let c = cursor.first, lengths.contains(Character(c)) { cursor = cursor.dropFirst() }
        guard let c = cursor.first, conversions.contains(Character(c)) else { return nil }
        spec.conversion = Character(c)
        scalars = cursor.dropFirst()
        return spec
    }

    /// `body` padded to the width: spaces before (after with `-`), or zeros after the sign for
    /// numbers with `0`.
    func padded(_ body: String) -> String {
        guard let width, body.count < width else { return body }
        let fill = width - body.count
        if flags.contains("-") { return body + String(repeating: " ", count: fill) }
        if flags.contains("0"), conversion != "@", conversion != "s" {
            var digits = body
            var sign = ""
            if let first = digits.first, "+- ".contains(first) { sign = String(first); digits.removeFirst() }
            return sign + String(repeating: "0", count: fill) + digits
        }
        return String(repeating: " ", count: fill) + body
    }

    private static func readNumber(_ scalars: ArraySlice<Unicode.Scalar>) -> (Int, ArraySlice<Unicode.Scalar>)? {
        var cursor = scalars
        var value = 0
        var any = false
        while let c = cursor.first, c.isASCII, ("0"..."9").contains(c) {
            value = min(value * 10 + Int(c.value - 48), 1_000_000)
            any = true
            cursor = cursor.dropFirst()
        }
        return any ? (value, cursor) : nil
    }
}
