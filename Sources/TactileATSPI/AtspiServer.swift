import TactileCore

/// Answers AT-SPI requests for the exported tree on one bus connection: the `Accessible` interface
/// and the properties of every interface here; the others are in `AtspiServer+Interfaces.swift`.
/// Requests name objects by path (`AtspiObjectTable`); an unknown or freed object's path gets
/// `org.freedesktop.DBus.Error.UnknownObject`, a call with arguments of the wrong types `InvalidArgs`.
@MainActor final class AtspiServer {
    static let accessible = "org.a11y.atspi.Accessible"
    static let application = "org.a11y.atspi.Application"
    static let component = "org.a11y.atspi.Component"
    static let action = "org.a11y.atspi.Action"
    static let value = "org.a11y.atspi.Value"
    static let text = "org.a11y.atspi.Text"
    static let properties = "org.freedesktop.DBus.Properties"

    let connection: BusConnection
    let objects: AtspiObjectTable
    let tree: AtspiTree
    /// Our bus name, for references to our objects.
    let busName: String
    /// The application's name (the program's).
    let applicationName: String
    /// The registry's desktop, the application's parent (from the `Embed` reply).
    var desktop = AtspiReference.null
    /// The id the registry gave the application.
    var applicationID: Int32 = 0
    /// Where the changes an action makes are reported.
    weak var events: AtspiEvents?

    init(connection: BusConnection, objects: AtspiObjectTable, tree: AtspiTree, busName: String, applicationName: String) {
        self.connection = connection
        self.objects = objects
        self.tree = tree
        self.busName = busName
        self.applicationName = applicationName
    }

    func reference(_ node: AtspiNode) -> AtspiReference {
        switch node {
        case .application: AtspiReference(bus: busName, path: AtspiObjectTable.rootPath)
        case .view(let view): AtspiReference(bus: busName, path: objects.path(for: view))
        }
    }

    // MARK: Dispatch

    /// Handles a method call to an object under the prefix; always replies.
    func handle(_ message: BusMessage) -> Bool {
        guard let interface = message.interface, let member = message.member else { return false }
        guard let node = objects.resolve(message.path ?? "") else {
            connection.replyError(to: message, name: "org.freedesktop.DBus.Error.UnknownObject",
                                  message: "no accessible object at \(message.path ?? "")")
            return true
        }
        tree.invalidate()
        let handled: Bool
        switch interface {
        case Self.properties: handled = handleProperties(member, message, node)
        case Self.accessible: handled = handleAccessible(member, message, node)
        case Self.application: handled = handleApplication(member, message, node)
        case Self.component: handled = handleComponent(member, message, node)
        case Self.action: handled = handleAction(member, message, node)
        case Self.text: handled = handleText(member, message, node)
        case Self.selection: handled = handleSelection(member, message, node)
        case Self.value: handled = false
        default: handled = false
        }
        if !handled {
            connection.replyError(to: message, name: "org.freedesktop.DBus.Error.UnknownMethod",
                                  message: "\(interface).\(member) is not available here")
        }
        return true
    }

    /// Replies `InvalidArgs` unless the call's arguments have `signature`; returns whether they do.
    func expect(_ signature: String, _ message: BusMessage) -> Bool {
        if message.signature == signature { return true }
        connection.replyError(to: message, name: "org.freedesktop.DBus.Error.InvalidArgs",
                              message: "expected arguments (\(signature)), got (\(message.signature))")
        return false
    }

    // MARK: Accessible

    func name(of node: AtspiNode) -> String {
        switch node {
        case .application: return applicationName
        case .view(let view):
            if let label = view.accessibilityLabel { return label }
            return view is Window ? applicationName : ""
        }
    }

    func role(of node: AtspiNode) -> AtspiRole {
        if case .view(let view) = node { return AtspiRole.of(view) }
        return .application
    }

    func interfaces(of node: AtspiNode) -> [String] {
        guard case .view(let view) = node else { return [Self.accessible, Self.application] }
        var result = [Self.accessible, Self.component]
        if !actions(of: view).isEmpty { result.append(Self.action) }
        if view.isAccessibilityElement && view.accessibilityTraits.contains(.adjustable) { result.append(Self.value) }
        if textContent(of: view) != nil { result.append(Self.text) }
        if selectionContainer(node) != nil { result.append(Self.selection) }
        return result
    }

    private func handleAccessible(_ member: String, _ message: BusMessage, _ node: AtspiNode) -> Bool {
        switch member {
        case "GetChildAtIndex":
            guard expect("i", message), let index = message.readInt32() else { return true }
            let children = tree.children(of: node)
            let child = children.indices.contains(Int(index)) ? reference(.view(children[Int(index)])) : .null
            connection.reply(to: message) { $0.appendReference(child) }
        case "GetChildren":
            let children = tree.children(of: node)
            connection.reply(to: message) { reply in
                reply.container("a", "(so)") { for child in children { reply.appendReference(reference(.view(child))) } }
            }
        case "GetIndexInParent":
            connection.reply(to: message) { $0.append(Int32(indexInParent(node))) }
        case "GetRelationSet":
            connection.reply(to: message) { reply in reply.container("a", "(ua(so))") {} }
        case "GetRole":
            connection.reply(to: message) { $0.append(role(of: node).rawValue) }
        case "GetRoleName", "GetLocalizedRoleName":
            connection.reply(to: message) { $0.append(role(of: node).name) }
        case "GetState":
            let states: AtspiStates = if case .view(let view) = node { AtspiStates.of(view) } else { [] }
            connection.reply(to: message) { reply in
                reply.container("a", "u") {
                    reply.append(UInt32(truncatingIfNeeded: states.rawValue))
                    reply.append(UInt32(truncatingIfNeeded: states.rawValue >> 32))
                }
            }
        case "GetAttributes":
            var attributes = ["toolkit": "Tactile"]
            if case .view(let view) = node, let hint = view.accessibilityHint { attributes["hint"] = hint }
            connection.reply(to: message) { reply in
                reply.container("a", "{ss}") {
                    for (key, value) in attributes.sorted(by: { $0.key < $1.key }) {
                        reply.container("e", "ss") { reply.append(key); reply.append(value) }
                    }
                }
            }
        case "GetApplication":
            connection.reply(to: message) { $0.appendReference(reference(.application)) }
        case "GetInterfaces":
            let names = interfaces(of: node)
            connection.reply(to: message) { reply in reply.container("a", "s") { for name in names { reply.append(name) } } }
        default:
            return false
        }
        return true
    }

    func indexInParent(_ node: AtspiNode) -> Int {
        guard case .view(let view) = node else { return -1 }
        return tree.children(of: tree.parent(of: view)).firstIndex { $0 === view } ?? -1
    }

    // MARK: Properties

    private func handleProperties(_ member: String, _ message: BusMessage, _ node: AtspiNode) -> Bool {
        switch member {
        case "Get":
            guard expect("ss", message), let interface = message.readString(), let name = message.readString() else { return true }
            guard let value = property(interface, name, of: node) else {
                connection.replyError(to: message, name: "org.freedesktop.DBus.Error.UnknownProperty",
                                      message: "no property \(interface).\(name)")
                return true
            }
            connection.reply(to: message) { value.appendVariant(to: $0) }
        case "GetAll":
            guard expect("s", message), let interface = message.readString() else { return true }
            let names = Self.propertyNames[interface] ?? []
            let values = names.compactMap { name in property(interface, name, of: node).map { (name, $0) } }
            connection.reply(to: message) { reply in
                reply.container("a", "{sv}") {
                    for (name, value) in values {
                        reply.container("e", "sv") { reply.append(name); value.appendVariant(to: reply) }
                    }
                }
            }
        case "Set":
            guard message.signature.hasPrefix("ssv"), let interface = message.readString(), let name = message.readString() else {
                return expect("ssv", message)
            }
            setProperty(interface, name, message, node)
        default:
            return false
        }
        return true
    }

    static let propertyNames: [String: [String]] = [
        accessible: ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText"],
        application: ["ToolkitName", "Version", "AtspiVersion", "Id"],
        action: ["NActions"],
        value: ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"],
        text: ["CharacterCount", "CaretOffset"],
        selection: ["NSelectedChildren"],
    ]

    func property(_ interface: String, _ name: String, of node: AtspiNode) -> AtspiValue? {
        switch (interface, name) {
        case (Self.accessible, "Name"): return .string(self.name(of: node))
        case (Self.accessible, "Description"), (Self.accessible, "HelpText"):
            if case .view(let view) = node { return .string(view.accessibilityHint ?? "") }
            return .string("")
        case (Self.accessible, "Parent"):
            guard case .view(let view) = node else { return .reference(desktop) }
            return .reference(reference(tree.parent(of: view)))
        case (Self.accessible, "ChildCount"): return .int32(Int32(tree.children(of: node).count))
        case (Self.accessible, "Locale"):
            if case .view(let view) = node, let language = view.accessibilityLanguage { return .string(language) }
            return .string("")
        case (Self.accessible, "AccessibleId"):
            if case .view(let view) = node { return .string(String(objects.id(for: view))) }
            return .string("root")
        default:
            return interfaceProperty(interface, name, of: node)
        }
    }
}
