import CWaylandUtil

#if canImport(Glibc)
import Glibc
#endif

/// One request or event as libwayland sees it: name, signature and the interface of each object slot.
public struct MessageDescription: Sendable {
    /// The protocol name.
    public var name: String
    /// libwayland's signature, e.g. `"2?ou"`.
    public var signature: String
    /// One entry per signature slot: the interface name of `o`/`n` slots, otherwise nil.
    public var types: [String?]

    /// Creates a description.
    public init(name: String, signature: String, types: [String?]) {
        self.name = name
        self.signature = signature
        self.types = types
    }
}

/// One interface as libwayland sees it.
public struct InterfaceDescription: Sendable {
    /// The protocol name.
    public var name: String
    /// The highest version described.
    public var version: Int32
    /// Requests in opcode order.
    public var requests: [MessageDescription]
    /// Events in opcode order.
    public var events: [MessageDescription]

    /// Creates a description.
    public init(name: String, version: Int32, requests: [MessageDescription], events: [MessageDescription]) {
        self.name = name
        self.version = version
        self.requests = requests
        self.events = events
    }
}

/// The `wl_interface` / `wl_message` tables libwayland needs, built once from descriptions.
///
/// The memory is allocated once and never freed, so the pointers stay valid for the process lifetime
/// (libwayland keeps them in every proxy/resource). `types` entries point at other interfaces of the
/// same table, so references across protocol files work.
public final class InterfaceTable: @unchecked Sendable {
    // @unchecked Sendable: every stored property is a `let` set in `init` and the pointed-to memory
    // is never written after `init` returns, so concurrent reads are safe.
    private let interfaces: UnsafeMutablePointer<wl_interface>
    private let count: Int
    private let indexByName: [String: Int]

    /// Builds the tables for `descriptions`; the position in the array is the interface's index.
    public init(_ descriptions: [InterfaceDescription]) {
        count = descriptions.count
        interfaces = .allocate(capacity: max(count, 1))
        var names: [String: Int] = [:]
        for (index, description) in descriptions.enumerated() { names[description.name] = index }
        indexByName = names
        for (index, description) in descriptions.enumerated() {
            let requests = Self.messages(description.requests, interfaces: interfaces, names: names)
            let events = Self.messages(description.events, interfaces: interfaces, names: names)
            (interfaces + index).initialize(to: wl_interface(
                name: UnsafePointer(strdup(description.name)), version: description.version,
                method_count: Int32(description.requests.count), methods: requests,
                event_count: Int32(description.events.count), events: events))
        }
    }

    private static func messages(
        _ descriptions: [MessageDescription], interfaces: UnsafeMutablePointer<wl_interface>, names: [String: Int]
    ) -> UnsafePointer<wl_message>? {
        guard !descriptions.isEmpty else { return nil }
        let messages = UnsafeMutablePointer<wl_message>.allocate(capacity: descriptions.count)
        for (index, description) in descriptions.enumerated() {
            let types = UnsafeMutablePointer<UnsafePointer<wl_interface>?>.allocate(capacity: max(description.types.count, 1))
            for (slot, name) in description.types.enumerated() {
                (types + slot).initialize(to: name.flatMap { names[$0] }.map { UnsafePointer(interfaces + $0) })
            }
            if description.types.isEmpty { types.initialize(to: nil) }
            (messages + index).initialize(to: wl_message(
                name: UnsafePointer(strdup(description.name)), signature: UnsafePointer(strdup(description.signature)),
                types: types))
        }
        return UnsafePointer(messages)
    }

    /// The interface at `index` (a generated class's `interfaceIndex`).
    public func pointer(at index: Int) -> UnsafePointer<wl_interface> {
        precondition(index >= 0 && index < count, "interface index \(index) out of range")
        return UnsafePointer(interfaces + index)
    }

    /// The interface called `name`, if the table has it.
    public func pointer(named name: String) -> UnsafePointer<wl_interface>? {
        indexByName[name].map { UnsafePointer(interfaces + $0) }
    }
}
