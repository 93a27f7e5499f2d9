/// One argument of a printf-style format, sorted into what the formatter can write.
enum FormatArgument: Sendable, Equatable {
    /// A signed integer (`Int`, `Int32`, …).
    case integer(Int64)
    /// An unsigned integer (`UInt`, `UInt64`, …).
    case unsigned(UInt64)
    /// A floating-point number (`Double`, `Float`).
    case floating(Double)
    /// Text (`String`), or anything else as its description.
    case text(String)

    /// `value` sorted by its type.
    init(_ value: any CVarArg) {
        // Through `Any`: without full Foundation, `String` is no `CVarArg` here, but an app that
        // imports Foundation passes strings directly.
        let any: Any = value
        switch any {
        case let v as TextArgument: self = .text(v.text)
        case let v as Int: self = .integer(Int64(v))
        case let v as Int64: self = .integer(v)
        case let v as Int32: self = .integer(Int64(v))
        case let v as Int16: self = .integer(Int64(v))
        case let v as Int8: self = .integer(Int64(v))
        case let v as UInt: self = .unsigned(UInt64(v))
        case let v as UInt64: self = .unsigned(v)
        case let v as UInt32: self = .unsigned(UInt64(v))
        case let v as UInt16: self = .unsigned(UInt64(v))
        case let v as UInt8: self = .unsigned(UInt64(v))
        case let v as Double: self = .floating(v)
        case let v as Float: self = .floating(Double(v))
        case let v as String: self = .text(v)
        default: self = .text(String(describing: value))
        }
    }

    /// The argument as a plural rule's operand, for integers and floating-point numbers.
    var pluralOperand: PluralOperand? {
        switch self {
        case .integer(let v): PluralOperand(Int(clamping: v))
        case .unsigned(let v): PluralOperand(Int(clamping: v))
        case .floating(let v): PluralOperand(v)
        case .text: nil
        }
    }

    /// Whether the argument is a whole number.
    var isInteger: Bool {
        switch self {
        case .integer, .unsigned: true
        default: false
        }
    }
}
