/// A property value sent in a D-Bus variant.
enum AtspiValue {
    case string(String)
    case int32(Int32)
    case uint32(UInt32)
    case double(Double)
    case bool(Bool)
    case reference(AtspiReference)

    /// The variant's contents signature.
    var signature: String {
        switch self {
        case .string: "s"
        case .int32: "i"
        case .uint32: "u"
        case .double: "d"
        case .bool: "b"
        case .reference: "(so)"
        }
    }

    /// Appends the value wrapped in a variant.
    func appendVariant(to message: BusMessage) {
        message.container("v", signature) {
            switch self {
            case .string(let value): message.append(value)
            case .int32(let value): message.append(value)
            case .uint32(let value): message.append(value)
            case .double(let value): message.append(value)
            case .bool(let value): message.append(value)
            case .reference(let value): message.appendReference(value)
            }
        }
    }
}
