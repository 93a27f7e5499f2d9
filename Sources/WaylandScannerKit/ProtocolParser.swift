/// Turns a parsed XML tree into the protocol model, reporting structural problems.
public enum ProtocolParser {
    /// Parses one protocol file's text.
    public static func parse(_ text: String, file: String) throws(ScannerFailure) -> ProtocolSpec {
        let root: XMLNode
        do {
            root = try XMLReader.parse(text, file: file)
        } catch {
            throw ScannerFailure([error])
        }
        var context = Context(file: file)
        let spec = context.protocolSpec(root)
        if !context.diagnostics.isEmpty { throw ScannerFailure(context.diagnostics) }
        return spec
    }

    private struct Context {
        let file: String
        var diagnostics: [Diagnostic] = []

        mutating func report(_ node: XMLNode, _ message: String) {
            diagnostics.append(Diagnostic(file: file, line: node.line, message: message))
        }

        func location(_ node: XMLNode) -> SourceLocation { SourceLocation(file: file, line: node.line) }

        mutating func required(_ node: XMLNode, _ key: String) -> String {
            guard let value = node[key], !value.isEmpty else {
                report(node, "<\(node.name)> is missing the '\(key)' attribute")
                return "_missing_"
            }
            return value
        }

        mutating func number(_ node: XMLNode, _ key: String, default fallback: UInt32?) -> UInt32 {
            guard let text = node[key] else {
                if let fallback { return fallback }
                report(node, "<\(node.name)> is missing the '\(key)' attribute")
                return 1
            }
            let value = text.hasPrefix("0x") ? UInt32(text.dropFirst(2), radix: 16) : UInt32(text)
            guard let value else {
                report(node, "'\(key)' of <\(node.name)> must be an unsigned integer, got '\(text)'")
                return fallback ?? 1
            }
            return value
        }

        mutating func flag(_ node: XMLNode, _ key: String) -> Bool {
            switch node[key] {
            case nil, "false": return false
            case "true": return true
            case let other?:
                report(node, "'\(key)' of <\(node.name)> must be 'true' or 'false', got '\(other)'")
                return false
            }
        }

        static func summary(of node: XMLNode) -> String? {
            node["summary"] ?? node.children.first { $0.name == "description" }?["summary"]
        }

        mutating func unexpected(_ child: XMLNode, in parent: XMLNode) {
            report(child, "unexpected <\(child.name)> inside <\(parent.name)>")
        }

        mutating func protocolSpec(_ root: XMLNode) -> ProtocolSpec {
            guard root.name == "protocol" else {
                report(root, "the root element must be <protocol>, not <\(root.name)>")
                return ProtocolSpec(name: "", file: file, interfaces: [])
            }
            let name = required(root, "name")
            var interfaces: [InterfaceSpec] = []
            for child in root.children {
                switch child.name {
                case "interface": interfaces.append(interfaceSpec(child))
                case "copyright", "description": break
                default: unexpected(child, in: root)
                }
            }
            return ProtocolSpec(name: name, file: file, interfaces: interfaces)
        }

        mutating func interfaceSpec(_ node: XMLNode) -> InterfaceSpec {
            var spec = InterfaceSpec(
                name: required(node, "name"), version: number(node, "version", default: nil),
                summary: Self.summary(of: node), requests: [], events: [], enums: [], location: location(node))
            if spec.version == 0 { report(node, "interface '\(spec.name)' has version 0; versions start at 1") }
            if spec.version > UInt32(Int32.max) { report(node, "interface '\(spec.name)' has version \(spec.version), above \(Int32.max)") }
            for child in node.children {
                switch child.name {
                case "request": spec.requests.append(messageSpec(child, kind: .request))
                case "event": spec.events.append(messageSpec(child, kind: .event))
                case "enum": spec.enums.append(enumSpec(child))
                case "description": break
                default: unexpected(child, in: node)
                }
            }
            return spec
        }

        mutating func messageSpec(_ node: XMLNode, kind: MessageSpec.Kind) -> MessageSpec {
            let type = node["type"]
            if let type, type != "destructor" {
                report(node, "unknown message type '\(type)' (only 'destructor' is allowed)")
            }
            var spec = MessageSpec(
                name: required(node, "name"), kind: kind, isDestructor: type == "destructor",
                since: number(node, "since", default: 1), summary: Self.summary(of: node), arguments: [],
                location: location(node))
            for child in node.children {
                switch child.name {
                case "arg": spec.arguments.append(argumentSpec(child))
                case "description": break
                default: unexpected(child, in: node)
                }
            }
            return spec
        }

        mutating func argumentSpec(_ node: XMLNode) -> ArgumentSpec {
            let name = required(node, "name")
            let typeName = required(node, "type")
            let type = ArgumentType(rawValue: typeName)
            if type == nil, typeName != "_missing_" {
                let known = ArgumentType.allCases.map(\.rawValue).joined(separator: ", ")
                report(node, "unknown argument type '\(typeName)' for '\(name)' (expected one of \(known))")
            }
            return ArgumentSpec(
                name: name, type: type ?? .uint, interface: node["interface"], nullable: flag(node, "allow-null"),
                enumName: node["enum"], summary: node["summary"], location: location(node))
        }

        mutating func enumSpec(_ node: XMLNode) -> EnumSpec {
            var spec = EnumSpec(
                name: required(node, "name"), isBitfield: flag(node, "bitfield"), since: number(node, "since", default: 1),
                summary: Self.summary(of: node), entries: [], location: location(node))
            for child in node.children {
                switch child.name {
                case "entry":
                    spec.entries.append(EntrySpec(
                        name: required(child, "name"), value: number(child, "value", default: nil),
                        since: number(child, "since", default: spec.since), summary: Self.summary(of: child),
                        location: location(child)))
                case "description": break
                default: unexpected(child, in: node)
                }
            }
            return spec
        }
    }
}
