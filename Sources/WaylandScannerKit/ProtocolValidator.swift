/// Checks a set of protocols for consistency; references resolve across every file given together.
public enum ProtocolValidator {
    /// Returns every problem found, in file order (empty when the protocols are valid).
    public static func validate(_ protocols: [ProtocolSpec]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var interfaces: [String: InterfaceSpec] = [:]
        for spec in protocols {
            for interface in spec.interfaces {
                if let first = interfaces[interface.name] {
                    diagnostics.append(interface.location.diagnostic(
                        "duplicate interface '\(interface.name)' (first declared at \(first.location.file):\(first.location.line))"))
                } else {
                    interfaces[interface.name] = interface
                }
            }
        }
        for spec in protocols {
            for interface in spec.interfaces {
                diagnostics += check(interface, interfaces: interfaces)
            }
        }
        return diagnostics
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    private static func duplicates<T>(_ items: [T], name: (T) -> String, location: (T) -> SourceLocation, what: String) -> [Diagnostic] {
        var seen: [String: SourceLocation] = [:]
        var result: [Diagnostic] = []
        for item in items {
            let key = name(item)
            if let first = seen[key] {
                result.append(location(item).diagnostic("duplicate \(what) '\(key)' (first declared on line \(first.line))"))
            } else {
                seen[key] = location(item)
            }
        }
        return result
    }

    private static func check(_ interface: InterfaceSpec, interfaces: [String: InterfaceSpec]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        if !isIdentifier(interface.name) {
            result.append(interface.location.diagnostic("interface name '\(interface.name)' is not a valid identifier"))
        }
        result += duplicates(interface.requests, name: \.name, location: \.location, what: "request")
        result += duplicates(interface.events, name: \.name, location: \.location, what: "event")
        result += duplicates(interface.enums, name: \.name, location: \.location, what: "enum")
        for message in interface.requests + interface.events {
            result += check(message, in: interface, interfaces: interfaces)
        }
        for spec in interface.enums {
            result += check(spec, in: interface)
        }
        return result
    }

    private static func checkSince(_ since: UInt32, what: String, location: SourceLocation, interface: InterfaceSpec, context: (String, UInt32)?) -> [Diagnostic] {
        if since == 0 {
            return [location.diagnostic("\(what) has since=\"0\"; versions start at 1")]
        }
        if since > interface.version {
            return [location.diagnostic("\(what) has since=\"\(since)\", higher than interface '\(interface.name)' version \(interface.version)")]
        }
        if let (contextName, contextSince) = context, since < contextSince {
            return [location.diagnostic("\(what) has since=\"\(since)\", lower than its \(contextName) (since \(contextSince))")]
        }
        return []
    }

    private static func check(_ message: MessageSpec, in interface: InterfaceSpec, interfaces: [String: InterfaceSpec]) -> [Diagnostic] {
        let kind = message.kind == .request ? "request" : "event"
        let what = "\(kind) '\(interface.name).\(message.name)'"
        var result: [Diagnostic] = []
        if !isIdentifier(message.name) { result.append(message.location.diagnostic("\(kind) name '\(message.name)' is not a valid identifier")) }
        result += checkSince(message.since, what: what, location: message.location, interface: interface, context: nil)
        result += duplicates(message.arguments, name: \.name, location: \.location, what: "argument")
        var newIDs = 0
        for argument in message.arguments {
            let argWhat = "argument '\(argument.name)' of \(what)"
            if !isIdentifier(argument.name) { result.append(argument.location.diagnostic("argument name '\(argument.name)' is not a valid identifier")) }
            switch argument.type {
            case .object, .newID:
                if let target = argument.interface, interfaces[target] == nil {
                    result.append(argument.location.diagnostic("\(argWhat) refers to unknown interface '\(target)'"))
                }
                if argument.type == .newID {
                    newIDs += 1
                    if argument.nullable { result.append(argument.location.diagnostic("\(argWhat) is a new_id and cannot allow null")) }
                    if argument.interface == nil && message.kind == .event {
                        result.append(argument.location.diagnostic("\(argWhat) is a new_id without an interface; only requests may create untyped objects"))
                    }
                }
            default:
                if let target = argument.interface {
                    result.append(argument.location.diagnostic("\(argWhat) has interface=\"\(target)\" but type '\(argument.type.rawValue)'"))
                }
                if argument.nullable && argument.type != .string && argument.type != .array {
                    result.append(argument.location.diagnostic("\(argWhat) of type '\(argument.type.rawValue)' cannot allow null"))
                }
            }
            if let enumName = argument.enumName {
                if argument.type != .int && argument.type != .uint {
                    result.append(argument.location.diagnostic("\(argWhat) refers to enum '\(enumName)' but has type '\(argument.type.rawValue)' (must be int or uint)"))
                } else if let resolved = resolveEnum(enumName, from: interface, interfaces: interfaces) {
                    if resolved.isBitfield && argument.type != .uint {
                        result.append(argument.location.diagnostic("\(argWhat) refers to bitfield '\(enumName)' and must have type 'uint'"))
                    }
                } else {
                    result.append(argument.location.diagnostic("\(argWhat) refers to missing enum '\(enumName)'"))
                }
            }
        }
        if newIDs > 1 {
            result.append(message.location.diagnostic("\(what) creates \(newIDs) objects; at most one new_id is supported"))
        }
        return result
    }

    private static func check(_ spec: EnumSpec, in interface: InterfaceSpec) -> [Diagnostic] {
        let what = "enum '\(interface.name).\(spec.name)'"
        var result: [Diagnostic] = []
        if !isIdentifier(spec.name) { result.append(spec.location.diagnostic("enum name '\(spec.name)' is not a valid identifier")) }
        result += checkSince(spec.since, what: what, location: spec.location, interface: interface, context: nil)
        result += duplicates(spec.entries, name: \.name, location: \.location, what: "entry")
        for entry in spec.entries {
            if entry.name.isEmpty || !entry.name.unicodeScalars.allSatisfy({ $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }) {
                result.append(entry.location.diagnostic("entry name '\(entry.name)' is not a valid identifier"))
            }
            result += checkSince(entry.since, what: "entry '\(entry.name)' of \(what)", location: entry.location,
                                 interface: interface, context: ("enum", spec.since))
        }
        return result
    }

    /// Finds `name` (`enum` or `interface.enum`) as seen from `interface`.
    static func resolveEnum(_ name: String, from interface: InterfaceSpec, interfaces: [String: InterfaceSpec]) -> EnumSpec? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        switch parts.count {
        case 1: return interface.enums.first { $0.name == name }
        case 2: return interfaces[String(parts[0])]?.enums.first { $0.name == String(parts[1]) }
        default: return nil
        }
    }
}
