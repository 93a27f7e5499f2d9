/// printf-style formatting written for Tactile's catalogues, without Foundation's
/// `String(format:)`: `%@` `%s` (text), `%d` `%i` `%u` with `h` `hh` `l` `ll` `q` `z` `j` `t`
/// (integers), `%x` `%X` `%o`, `%f` `%F` `%e` (floating point; `%e` is written as `%f`), `%%`,
/// positions (`%1$@`), flags `-` `0` `+` and space, a width and a precision (`%.2f`, `%5d`).
///
/// Formatting never traps: a directive without its argument is written as it stands, an argument
/// of another kind is written as best it can be (a number for `%@`, the text for `%d`), and each
/// such problem is described in `problems` for the caller to log.
struct FormatString {
    /// The text written.
    private(set) var result = ""
    /// What did not match, in words, once each.
    private(set) var problems: [String] = []

    /// Formats `format` with `arguments`.
    init(_ format: String, _ arguments: [FormatArgument]) {
        let all = Array(format.unicodeScalars)
        var scalars = all[...]
        var nextArgument = 0
        var used = Set<Int>()
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else { result.unicodeScalars.append(scalar); continue }
            let start = scalars.startIndex - 1
            guard let spec = Directive.parse(&scalars) else {
                let next = scalars.first.map { String(Character($0)) } ?? ""
                note("\"%\(next)\" is not a directive this formatter knows; written as it stands")
                result += "%"
                continue
            }
            if spec.conversion == "%" { result += "%"; continue }
            let index: Int
            if let position = spec.position { index = position - 1 } else { index = nextArgument; nextArgument += 1 }
            let directiveText = String(String.UnicodeScalarView(all[start..<scalars.startIndex]))
            guard arguments.indices.contains(index) else {
                note("\(directiveText) has no argument (\(arguments.count) given); written as it stands")
                result += directiveText
                continue
            }
            used.insert(index)
            result += write(arguments[index], spec, directiveText)
        }
        if used.count < arguments.count, !arguments.isEmpty {
            note("\(arguments.count - used.count) of \(arguments.count) arguments are not used by the format")
        }
    }

    private mutating func note(_ problem: String) {
        if !problems.contains(problem) { problems.append(problem) }
    }

    private mutating func write(_ argument: FormatArgument, _ spec: Directive, _ text: String) -> String {
        let body: String
        switch (spec.conversion, argument) {
        case ("@", .text(let s)), ("s", .text(let s)):
            body = spec.precision.map { String(s.prefix($0)) } ?? s
        case ("@", _), ("s", _):
            note("\(text) was given a number; written as the number")
            body = Self.plain(argument, spec)
        case ("d", .integer), ("i", .integer), ("u", .unsigned), ("d", .unsigned), ("i", .unsigned), ("u", .integer),
             ("f", .floating), ("F", .floating), ("e", .floating), ("g", .floating), ("g", .integer), ("g", .unsigned), ("G", .floating), ("x", .integer), ("x", .unsigned),
             ("X", .integer), ("X", .unsigned), ("o", .integer), ("o", .unsigned):
            body = Self.plain(argument, spec)
        case (_, .text(let s)):
            note("\(text) was given text; the text is written instead")
            body = s
        default:
            note("\(text) was given a number of another kind; written as best it can be")
            body = Self.plain(argument, spec)
        }
        return spec.padded(body)
    }

    /// A number written for `spec`'s conversion.
    private static func plain(_ argument: FormatArgument, _ spec: Directive) -> String {
        if spec.conversion == "g" || spec.conversion == "G" {
            switch argument {
            case .floating(let v): return signed(FloatWriting.shortest(v), spec)
            case .integer(let v): return signed(String(v), spec)
            case .unsigned(let v): return signed(String(v), spec)
            case .text(let s): return s
            }
        }
        let floatConversion = "fFe".contains(spec.conversion)
        switch argument {
        case .floating(let v):
            if floatConversion || spec.conversion == "@" && spec.precision != nil {
                return signed(FloatWriting.fixed(v, fractionDigits: spec.precision ?? 6), spec)
            }
            if spec.conversion == "@" { return FloatWriting.shortest(v) }
            return signed(String(v.isFinite ? Int64(min(max(v, -9.2e18), 9.2e18)) : 0), spec)
        case .integer(let v):
            if floatConversion { return signed(FloatWriting.fixed(Double(v), fractionDigits: spec.precision ?? 6), spec) }
            return signed(radix(v.magnitude, spec, negative: v < 0), spec)
        case .unsigned(let v):
            if floatConversion { return signed(FloatWriting.fixed(Double(v), fractionDigits: spec.precision ?? 6), spec) }
            return signed(radix(v, spec, negative: false), spec)
        case .text(let s):
            return s
        }
    }

    private static func radix(_ magnitude: UInt64, _ spec: Directive, negative: Bool) -> String {
        let digits: String
        switch spec.conversion {
        case "x": digits = String(magnitude, radix: 16)
        case "X": digits = String(magnitude, radix: 16, uppercase: true)
        case "o": digits = String(magnitude, radix: 8)
        default: digits = String(magnitude)
        }
        return negative ? "-" + digits : digits
    }

    private static func signed(_ text: String, _ spec: Directive) -> String {
        guard !text.hasPrefix("-") else { return text }
        if spec.flags.contains("+") { return "+" + text }
        if spec.flags.contains(" ") { return " " + text }
        return text
    }
}
