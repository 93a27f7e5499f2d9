/// Writes one interface as a Swift class: nested enums, an incoming-message enum with a handler,
/// methods for outgoing messages and the dispatcher that decodes incoming ones.
struct InterfaceGenerator {
    let context: GeneratorContext
    let interface: InterfaceSpec

    private var side: Side { context.side }
    private var outgoing: [MessageSpec] { side == .client ? interface.requests : interface.events }
    private var incoming: [MessageSpec] { side == .client ? interface.events : interface.requests }
    private var incomingEnum: String { side == .client ? "Event" : "Request" }
    private var handlerName: String { side == .client ? "onEvent" : "onRequest" }

    func write(into out: inout SwiftWriter) {
        let name = context.className(interface.name)
        out.line("// MARK: - \(interface.name)")
        out.line()
        out.doc(interface.summary)
        if Naming.doc(interface.summary) != nil { out.line("///") }
        out.line("/// Protocol interface `\(interface.name)`, up to version \(interface.version).")
        out.block("public final class \(name): \(context.baseClass)") { out in
            out.line("override public class var interfaceName: String { \(Naming.literal(interface.name)) }")
            out.line("override public class var interfaceVersion: UInt32 { \(interface.version) }")
            out.line("override class var interfaceIndex: Int { \(context.indices[interface.name] ?? 0) }")
            if side == .client, let (opcode, request) = interface.requests.enumerated().first(where: { $0.element.isDestructor && $0.element.arguments.isEmpty }) {
                out.line("override class var destructorRequest: (opcode: UInt32, since: UInt32)? { (\(opcode), \(request.since)) }")
            }
            for spec in interface.enums {
                out.line()
                EnumGenerator.write(spec, into: &out)
            }
            out.line()
            writeIncomingEnum(into: &out)
            out.line()
            out.line("/// Receives every `\(incomingEnum)` of this object, in order, on the dispatching thread.")
            out.line("public var \(handlerName): ((\(incomingEnum)) -> Void)?")
            for (opcode, message) in outgoing.enumerated() {
                out.line()
                writeOutgoing(message, opcode: opcode, into: &out)
            }
            if !incoming.isEmpty {
                out.line()
                writeDispatcher(into: &out)
            }
        }
    }

    // MARK: Types

    private func enumType(_ argument: ArgumentSpec) -> String? {
        argument.enumName.flatMap { context.enumReference($0, from: interface)?.type }
    }

    private func objectType(_ argument: ArgumentSpec) -> String {
        argument.interface.map(context.className) ?? context.baseClass
    }

    /// The Swift type of an argument as a payload or parameter (not for new_id).
    private func swiftType(_ argument: ArgumentSpec) -> String {
        let optional = argument.nullable ? "?" : ""
        switch argument.type {
        case .int: return enumType(argument) ?? "Int32"
        case .uint: return enumType(argument) ?? "UInt32"
        case .fixed: return "Double"
        case .string: return "String" + optional
        case .object, .newID: return objectType(argument) + optional
        case .array: return "[UInt8]" + optional
        case .fd: return "OwnedFileDescriptor"
        }
    }

    /// Wire slots used by each argument (an untyped new_id takes three: interface, version, id).
    private func wireIndices(_ message: MessageSpec) -> [Int] {
        var result: [Int] = []
        var next = 0
        for argument in message.arguments {
            result.append(next)
            next += argument.type == .newID && argument.interface == nil ? 3 : 1
        }
        return result
    }

    private func wireCount(_ message: MessageSpec) -> Int {
        message.arguments.reduce(0) { $0 + ($1.type == .newID && $1.interface == nil ? 3 : 1) }
    }

    private func sinceNote(_ message: MessageSpec) -> String? {
        message.since > 1 ? "Available since version \(message.since)." : nil
    }

    // MARK: Incoming

    private func writeIncomingEnum(into out: inout SwiftWriter) {
        let from = side == .client ? "the compositor" : "the client"
        out.line("/// What \(from) sends to a `\(context.className(interface.name))`.")
        let conformance = incoming.isEmpty ? ": Sendable" : ""
        out.block("public enum \(incomingEnum)\(conformance)") { out in
            for message in incoming {
                var docs = [Naming.sentence(message.summary) ?? "`\(interface.name).\(message.name)`.", sinceNote(message)].compactMap { $0 }
                if message.isDestructor { docs.append("The object is destroyed after this is delivered.") }
                if !docs.isEmpty { out.line("/// " + docs.joined(separator: " ")) }
                let payload = message.arguments.map { argument -> String in
                    let label = Naming.bareMemberName(argument.name)
                    if argument.type == .newID && argument.interface == nil { return "\(label): NewObjectRequest" }
                    return "\(label): \(swiftType(argument))"
                }
                if payload.isEmpty {
                    out.line("case \(Naming.memberName(message.name))")
                } else {
                    out.wrapped("case \(Naming.memberName(message.name))(", payload, ")")
                }
            }
        }
    }

    private func writeDispatcher(into out: inout SwiftWriter) {
        out.line("/// Decodes one incoming message and hands it to `\(handlerName)`.")
        out.block("override func dispatch(opcode: UInt32, arguments args: UnsafeMutablePointer<wl_argument>)") { out in
            out.switchBlock("switch opcode") { out in
                for (opcode, message) in incoming.enumerated() {
                    out.line("case \(opcode):")
                    out.indent()
                    writeDecode(message, into: &out)
                    out.dedent()
                }
                out.line("default:")
                out.line("    break")
            }
        }
    }

    private func writeDecode(_ message: MessageSpec, into out: inout SwiftWriter) {
        let wire = wireIndices(message)
        var values: [String] = []
        // File descriptors and new objects first, so they are owned (closed, destroyed) even if the
        // message is dropped because an object argument cannot be resolved.
        for (position, argument) in message.arguments.enumerated() where argument.type == .fd {
            out.line("let a\(position) = OwnedFileDescriptor(adopting: args[\(wire[position])].h)")
        }
        for (position, argument) in message.arguments.enumerated() where argument.type == .newID {
            let slot = "args[\(wire[position])]"
            if let target = argument.interface {
                let type = context.className(target)
                let call = side == .client
                    ? "adoptIncoming(\(slot).o, as: \(type).self)"
                    : "createIncoming(id: \(slot).n, as: \(type).self)"
                out.line("guard let a\(position) = \(call) else { return }")
            } else {
                let base = wire[position]
                out.line("let a\(position) = NewObjectRequest(interface: string(args[\(base)].s), version: args[\(base + 1)].u, id: args[\(base + 2)].n)")
            }
        }
        for (position, argument) in message.arguments.enumerated() {
            let slot = "args[\(wire[position])]"
            let variable = "a\(position)"
            switch argument.type {
            case .fd, .newID:
                values.append(variable)
            case .object:
                let call = "resolve(\(slot).o, as: \(objectType(argument)).self)"
                if argument.nullable {
                    out.line("let \(variable) = \(call)")
                } else {
                    out.line("guard let \(variable) = \(call) else { return }")
                }
                values.append(variable)
            case .int:
                values.append(enumType(argument).map { "\($0)(rawValue: UInt32(bitPattern: \(slot).i))" } ?? "\(slot).i")
            case .uint:
                values.append(enumType(argument).map { "\($0)(rawValue: \(slot).u)" } ?? "\(slot).u")
            case .fixed:
                values.append("waylandFixedToDouble(\(slot).f)")
            case .string:
                values.append(argument.nullable ? "optionalString(\(slot).s)" : "string(\(slot).s)")
            case .array:
                values.append(argument.nullable ? "optionalBytes(\(slot).a)" : "bytes(\(slot).a)")
            }
        }
        let labels = message.arguments.map { Naming.bareMemberName($0.name) }
        let payload = zip(labels, values).map { "\($0): \($1)" }
        let caseName = Naming.memberName(message.name)
        if payload.isEmpty {
            out.line("\(handlerName)?(.\(caseName))")
        } else {
            out.wrapped("\(handlerName)?(.\(caseName)(", payload, "))")
        }
        if message.isDestructor {
            out.line(side == .client ? "destroyAfterDestructorEvent()" : "destroyAfterDestructorRequest()")
        }
    }

    // MARK: Outgoing

    private func writeOutgoing(_ message: MessageSpec, opcode: Int, into out: inout SwiftWriter) {
        let wire = wireIndices(message)
        let creates = message.arguments.firstIndex { $0.type == .newID }
        let untyped = creates.map { message.arguments[$0].interface == nil } ?? false
        var parameters: [String] = []
        for argument in message.arguments where argument.type != .newID {
            parameters.append("\(Naming.parameter(argument.name)): \(swiftType(argument))")
        }
        var generic = ""
        var result = ""
        if let creates {
            if untyped {
                generic = "<T: \(context.baseClass)>"
                parameters.append("as type: T.Type")
                parameters.append("version: UInt32")
                result = " -> T"
            } else {
                result = " -> " + context.className(message.arguments[creates].interface ?? "")
            }
        }
        var docs = [Naming.sentence(message.summary) ?? "Sends `\(interface.name).\(message.name)`."]
        if let note = sinceNote(message) { docs.append(note) }
        if message.isDestructor { docs.append("Destroys this object; later calls throw.") }
        out.line("/// " + docs.joined(separator: " "))
        if untyped {
            out.line("/// Creates the object as `T`, at `version` (at most `T.interfaceVersion`).")
        }
        out.line("/// - Throws: `\(context.errorType)` if this object is destroyed or its version is below \(message.since); nothing is sent then.")
        if side == .server, creates != nil { out.line("@discardableResult") }
        out.wrapped("public func \(Naming.memberName(message.name))\(generic)(", parameters, ") throws(\(context.errorType))\(result) {")
        out.indent()
        writeOutgoingBody(message, opcode: opcode, wire: wire, creates: creates, untyped: untyped, into: &out)
        out.dedent()
        out.line("}")
    }

    private func writeOutgoingBody(
        _ message: MessageSpec, opcode: Int, wire: [Int], creates: Int?, untyped: Bool, into out: inout SwiftWriter
    ) {
        do {
            out.line("let wlTarget = try self.liveTarget(for: \(Naming.literal(message.name)), since: \(message.since))")
            var closers = 0
            // Values that can fail are computed before anything is marshalled.
            for (position, argument) in message.arguments.enumerated() {
                let name = Naming.memberName(argument.name)
                switch argument.type {
                case .object:
                    out.line("let a\(position) = try self.pointer(of: \(name), argument: \(Naming.literal(argument.name)), nullable: \(argument.nullable))")
                case .fd:
                    out.line("let a\(position) = try self.descriptor(\(name), argument: \(Naming.literal(argument.name)))")
                case .newID where untyped:
                    out.line("try self.checkCreatable(type, version: version)")
                case .newID where side == .server:
                    out.line("let wlCreated = try self.createOutgoing(\(context.className(argument.interface ?? "")).self)")
                default:
                    break
                }
            }
            let resultBinding = side == .client && creates != nil ? "let wlCreated = " : ""
            var first = true
            func open(_ header: String, _ out: inout SwiftWriter) {
                out.line((first ? resultBinding : "") + header)
                first = false
                out.indent()
                closers += 1
            }
            for (position, argument) in message.arguments.enumerated() {
                let name = Naming.memberName(argument.name)
                switch argument.type {
                case .string:
                    open(argument.nullable ? "withOptionalCString(\(name)) { a\(position) in" : "\(name).withCString { a\(position) in", &out)
                case .array:
                    open(argument.nullable ? "withOptionalWaylandArray(\(name)) { a\(position) in" : "withWaylandArray(\(name)) { a\(position) in", &out)
                case .newID where untyped:
                    open("type.interfaceName.withCString { a\(position) in", &out)
                default:
                    break
                }
            }
            let count = wireCount(message)
            if count > 0 {
                open("withUnsafeTemporaryAllocation(of: wl_argument.self, capacity: \(count)) { wlArgs in", &out)
                for (position, argument) in message.arguments.enumerated() {
                    let name = Naming.memberName(argument.name)
                    let slot = "wlArgs[\(wire[position])]"
                    switch argument.type {
                    case .int:
                        out.line("\(slot) = wl_argument(i: \(enumType(argument) != nil ? "Int32(bitPattern: \(name).rawValue)" : name))")
                    case .uint:
                        out.line("\(slot) = wl_argument(u: \(enumType(argument) != nil ? "\(name).rawValue" : name))")
                    case .fixed:
                        out.line("\(slot) = wl_argument(f: waylandFixed(from: \(name)))")
                    case .string:
                        out.line("\(slot) = wl_argument(s: a\(position))")
                    case .array:
                        out.line("\(slot) = wl_argument(a: a\(position))")
                    case .object, .fd:
                        out.line("\(slot) = wl_argument(\(argument.type == .fd ? "h" : "o"): a\(position))")
                    case .newID:
                        if untyped {
                            out.line("\(slot) = wl_argument(s: a\(position))")
                            out.line("wlArgs[\(wire[position] + 1)] = wl_argument(u: version)")
                            out.line("wlArgs[\(wire[position] + 2)] = wl_argument(o: nil)")
                        } else if side == .client {
                            out.line("\(slot) = wl_argument(o: nil)")
                        } else {
                            out.line("\(slot) = wl_argument(o: wlCreated.pointer)")
                        }
                    }
                }
            }
            let arguments = count > 0 ? "wlArgs.baseAddress" : "nil"
            if side == .client, let creates {
                let index = untyped ? "type.interfaceIndex" : "\(context.className(message.arguments[creates].interface ?? "")).interfaceIndex"
                let version = untyped ? "version" : "self.version"
                out.wrapped(
                    (first ? resultBinding : "return ") + "self.marshalCreating(",
                    ["wlTarget", "opcode: \(opcode)", "arguments: \(arguments)", "interfaceIndex: \(index)", "version: \(version)"],
                    ")")
            } else {
                out.line("self.\(side == .client ? "marshal" : "postEvent")(wlTarget, opcode: \(opcode), arguments: \(arguments)\(message.isDestructor && side == .client ? ", destroying: true" : ""))")
            }
            for _ in 0..<closers {
                out.dedent()
                out.line("}")
            }
            if side == .client, let creates {
                let type = untyped ? "type" : "\(context.className(message.arguments[creates].interface ?? "")).self"
                let objects = message.arguments.filter { $0.type == .object }.map { Naming.memberName($0.name) }
                let keeping = objects.isEmpty ? "" : ", keeping: [\(objects.joined(separator: ", "))]"
                out.line("return try self.adoptCreated(wlCreated, as: \(type), version: \(untyped ? "version" : "self.version")\(keeping))")
            } else if side == .server, creates != nil {
                if message.isDestructor { out.line("self.destroy()") }
                out.line("return wlCreated")
            } else if side == .server, message.isDestructor {
                out.line("self.destroy()")
            }
        }
    }
}
