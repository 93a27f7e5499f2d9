/// Which library the generated code is for.
public enum Side: String, Sendable, CaseIterable {
    /// `WaylandClient`: proxies with request methods and an `Event` enum.
    case client
    /// `WaylandServer`: resources with event methods and a `Request` enum.
    case server
}

/// Everything the generators need to know about the whole set of protocols.
struct GeneratorContext {
    let side: Side
    let protocols: [ProtocolSpec]
    /// Interfaces by protocol name.
    let interfaces: [String: InterfaceSpec]
    /// Each interface's position in the shared interface table.
    let indices: [String: Int]

    init(side: Side, protocols: [ProtocolSpec]) {
        self.side = side
        self.protocols = protocols
        var interfaces: [String: InterfaceSpec] = [:]
        var indices: [String: Int] = [:]
        for interface in protocols.flatMap(\.interfaces) {
            interfaces[interface.name] = interface
            indices[interface.name] = indices.count
        }
        self.interfaces = interfaces
        self.indices = indices
    }

    /// The Swift class for a protocol interface on this side.
    func className(_ interface: String) -> String {
        let base = Naming.typeName(interface)
        return side == .client ? base : base + "Resource"
    }

    /// The base class for untyped objects on this side.
    var baseClass: String { side == .client ? "Proxy" : "Resource" }

    /// The error type thrown by generated methods on this side.
    var errorType: String { side == .client ? "WaylandError" : "WaylandServerError" }

    /// The C module the generated code imports.
    var cModule: String { side == .client ? "CWaylandClient" : "CWaylandServer" }

    /// The nested Swift type name of an enum.
    static func enumTypeName(_ name: String) -> String {
        let base = Naming.typeName(name)
        return ["Type", "Protocol", "Self", "Event", "Request"].contains(base) ? base + "Value" : base
    }

    /// The qualified Swift type of an enum reference as seen from `interface`.
    func enumReference(_ name: String, from interface: InterfaceSpec) -> (type: String, spec: EnumSpec)? {
        guard let spec = ProtocolValidator.resolveEnum(name, from: interface, interfaces: interfaces) else { return nil }
        let parts = name.split(separator: ".")
        let owner = parts.count == 2 ? String(parts[0]) : interface.name
        return (className(owner) + "." + Self.enumTypeName(spec.name), spec)
    }
}
