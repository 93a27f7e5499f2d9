/// Where something was declared: used for diagnostics.
public struct SourceLocation: Equatable, Sendable {
    /// The file, as given to the scanner.
    public var file: String
    /// The 1-based line.
    public var line: Int

    func diagnostic(_ message: String) -> Diagnostic {
        Diagnostic(file: file, line: line, message: message)
    }
}

/// One protocol XML file.
public struct ProtocolSpec: Sendable {
    /// The `name` of `<protocol>`.
    public var name: String
    /// The file it came from.
    public var file: String
    /// Its interfaces, in document order.
    public var interfaces: [InterfaceSpec]
}

/// A Wayland interface.
public struct InterfaceSpec: Sendable {
    /// The protocol name, e.g. `wl_surface`.
    public var name: String
    /// The highest version described.
    public var version: UInt32
    /// The one-line summary, if any.
    public var summary: String?
    /// Requests in opcode order.
    public var requests: [MessageSpec]
    /// Events in opcode order.
    public var events: [MessageSpec]
    /// Enums and bitfields.
    public var enums: [EnumSpec]
    /// Where the `<interface>` element is.
    public var location: SourceLocation
}

/// A request or an event.
public struct MessageSpec: Sendable {
    /// Which direction the message goes.
    public enum Kind: Sendable {
        /// Client to server.
        case request
        /// Server to client.
        case event
    }

    /// The protocol name, e.g. `set_buffer_scale`.
    public var name: String
    /// Request or event.
    public var kind: Kind
    /// `type="destructor"`.
    public var isDestructor: Bool
    /// The version that introduced it (1 if not stated).
    public var since: UInt32
    /// The one-line summary, if any.
    public var summary: String?
    /// Arguments in wire order.
    public var arguments: [ArgumentSpec]
    /// Where the element is.
    public var location: SourceLocation

    /// The libwayland signature string, e.g. `"2?ou"`; untyped `new_id` expands to `sun`.
    public var signature: String {
        var result = since > 1 ? String(since) : ""
        for argument in arguments {
            if argument.nullable { result += "?" }
            if argument.type == .newID && argument.interface == nil { result += "su" }
            result += argument.type.signatureCode
        }
        return result
    }

    /// The `types` entries matching `signature` (interface names, nil for untyped slots).
    public var signatureTypes: [String?] {
        var result: [String?] = []
        for argument in arguments {
            if argument.type == .newID && argument.interface == nil { result += [nil, nil] }
            result.append(argument.type == .object || argument.type == .newID ? argument.interface : nil)
        }
        return result
    }
}

/// The wire type of an argument.
public enum ArgumentType: String, Sendable, CaseIterable {
    /// `int`, `uint`, `fixed`, `string`, `object`, `new_id`, `array`, `fd`.
    case int, uint, fixed, string, object, newID = "new_id", array, fd

    var signatureCode: String {
        switch self {
        case .int: "i"
        case .uint: "u"
        case .fixed: "f"
        case .string: "s"
        case .object: "o"
        case .newID: "n"
        case .array: "a"
        case .fd: "h"
        }
    }
}

/// An argument of a message.
public struct ArgumentSpec: Sendable {
    /// The protocol name.
    public var name: String
    /// The wire type.
    public var type: ArgumentType
    /// The interface of an `object`/`new_id`, if stated.
    public var interface: String?
    /// `allow-null="true"`.
    public var nullable: Bool
    /// The referenced enum, as written (`name` or `interface.name`).
    public var enumName: String?
    /// The one-line summary, if any.
    public var summary: String?
    /// Where the `<arg>` element is.
    public var location: SourceLocation
}

/// An enum or bitfield.
public struct EnumSpec: Sendable {
    /// The protocol name, e.g. `transform`.
    public var name: String
    /// `bitfield="true"`.
    public var isBitfield: Bool
    /// The version that introduced it.
    public var since: UInt32
    /// The one-line summary, if any.
    public var summary: String?
    /// The values, in document order.
    public var entries: [EntrySpec]
    /// Where the `<enum>` element is.
    public var location: SourceLocation
}

/// One value of an enum.
public struct EntrySpec: Sendable {
    /// The protocol name, e.g. `flipped_90`.
    public var name: String
    /// The wire value.
    public var value: UInt32
    /// The version that introduced it (the enum's when not stated).
    public var since: UInt32
    /// The one-line summary, if any.
    public var summary: String?
    /// Where the `<entry>` element is.
    public var location: SourceLocation
}
