import TactileCore

/// The `Application`, `Component`, `Action`, `Value` and `Text` interfaces (`Selection`: AtspiServer+Selection.swift).
extension AtspiServer {
    /// An action of an element: activate, increment/decrement (adjustable), or a custom one.
    struct ElementAction {
        var name: String
        var perform: @MainActor () -> Bool
    }

    /// The actions `view` offers: activate (unless not enabled), increment and decrement when
    /// adjustable, then its custom actions.
    func actions(of view: View) -> [ElementAction] {
        guard view.isAccessibilityElement, !(view is Window) else { return [] }
        var result: [ElementAction] = []
        let traits = view.accessibilityTraits
        if !traits.contains(.notEnabled) {
            result.append(ElementAction(name: "activate") { [weak view] in view?.accessibilityActivate() ?? false })
        }
        if traits.contains(.adjustable) {
            result.append(ElementAction(name: "increment") { [weak view] in view?.accessibilityIncrement(); return view != nil })
            result.append(ElementAction(name: "decrement") { [weak view] in view?.accessibilityDecrement(); return view != nil })
        }
        for custom in view.accessibilityCustomActions ?? [] {
            result.append(ElementAction(name: custom.name) { custom.handler() })
        }
        return result
    }

    /// The text the `Text` interface reads: a text input's value, a label's or heading's label.
    func textContent(of view: View) -> String? {
        switch AtspiRole.of(view) {
        case .entry, .passwordText: view.accessibilityValue ?? ""
        case .label, .heading: view.accessibilityLabel ?? ""
        default: nil
        }
    }

    /// The first number in an adjustable element's value ("40 %" → 40, "page 2 of 4" → 2), else 0.
    static func numericValue(_ text: String?) -> Double {
        guard let text, let start = text.firstIndex(where: { $0.isASCII && $0.isNumber }) else { return 0 }
        var number = text[start...].prefix { ($0.isASCII && $0.isNumber) || $0 == "." }
        if number.last == "." { number = number.dropLast() }
        let negative = start > text.startIndex && text[text.index(before: start)] == "-"
        return (Double(number) ?? 0) * (negative ? -1 : 1)
    }

    func handleApplication(_ member: String, _ message: BusMessage, _ node: AtspiNode) -> Bool {
        switch member {
        case "GetLocale":
            connection.reply(to: message) { $0.append("") }
            return true
        default:
            return false
        }
    }

    func handleComponent(_ member: String, _ message: BusMessage, _ node: AtspiNode) -> Bool {
        guard case .view(let view) = node else { return false }
        let frame = view.accessibilityFrame
        switch member {
        case "GetExtents":
            guard expect("u", message) else { return true }
            connection.reply(to: message) { reply in
                reply.container("r", "iiii") {
                    for value in [frame.minX, frame.minY, frame.width, frame.height] { reply.append(Int32(clamping: Int(value.rounded()))) }
                }
            }
        case "GetPosition", "GetSize":
            guard expect("u", message) else { return true }
            let pair = member == "GetSize" ? (frame.width, frame.height) : (frame.minX, frame.minY)
            connection.reply(to: message) { reply in
                reply.append(Int32(clamping: Int(pair.0.rounded())))
                reply.append(Int32(clamping: Int(pair.1.rounded())))
            }
        case "Contains", "GetAccessibleAtPoint":
            guard expect("iiu", message), let x = message.readInt32(), let y = message.readInt32() else { return true }
            let point = Point(x: Double(x), y: Double(y))
            if member == "Contains" {
                connection.reply(to: message) { $0.append(frame.contains(point)) }
            } else {
                let found = tree.object(at: point, in: node).map { reference(.view($0)) } ?? .null
                connection.reply(to: message) { $0.appendReference(found) }
            }
        case "GrabFocus":
            let focusable = view.isAccessibilityElement && view.window != nil
            if focusable { view.window?.accessibility.focus(view, speak: false) }
            connection.reply(to: message) { $0.append(focusable) }
        case "GetLayer":
            connection.reply(to: message) { $0.append(UInt32(view is Window ? 7 : 3)) }
        case "GetMDIZOrder":
            connection.reply(to: message) { $0.append(Int16(0)) }
        case "GetAlpha":
            connection.reply(to: message) { $0.append(view.alpha) }
        default:
            return false
        }
        return true
    }

    func handleAction(_ member: String, _ message: BusMessage, _ node: AtspiNode) -> Bool {
        guard case .view(let view) = node else { return false }
        let actions = actions(of: view)
        switch member {
        case "GetActions":
            connection.reply(to: message) { reply in
                reply.container("a", "(sss)") {
                    for action in actions { reply.container("r", "sss") { reply.append(action.name); reply.append(action.name); reply.append("") } }
                }
            }
        case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding", "DoAction":
            guard expect("i", message), let index = message.readInt32() else { return true }
            guard actions.indices.contains(Int(index)) else {
                connection.replyError(to: message, name: "org.freedesktop.DBus.Error.InvalidArgs", message: "no action \(index)")
                return true
            }
            let action = actions[Int(index)]
            switch member {
            case "DoAction":
                // Reply first: the action may show a new screen, and the client waits for the reply.
                connection.reply(to: message) { $0.append(true) }
                // What the action changes is told against the element as it was; a widget that
                // reports the change itself (a control's .valueChanged) leaves nothing more to tell.
                events?.remember(view)
                _ = action.perform()
                events?.accessibilityElementChanged(view)
            case "GetName", "GetLocalizedName": connection.reply(to: message) { $0.append(action.name) }
            default: connection.reply(to: message) { $0.append("") }
            }
        default:
            return false
        }
        return true
    }

    func handleText(_ member: String, _ message: BusMessage, _ node: AtspiNode) -> Bool {
        guard case .view(let view) = node, let text = textContent(of: view) else { return false }
        let scalars = Array(text.unicodeScalars)
        switch member {
        case "GetText":
            guard expect("ii", message), let start = message.readInt32(), let end = message.readInt32() else { return true }
            let lower = max(0, min(Int(start), scalars.count))
            let upper = end < 0 ? scalars.count : max(lower, min(Int(end), scalars.count))
            var slice = String.UnicodeScalarView()
            slice.append(contentsOf: scalars[lower..<upper])
            connection.reply(to: message) { $0.append(String(slice)) }
        case "GetCharacterAtOffset":
            guard expect("i", message), let offset = message.readInt32() else { return true }
            let scalar = scalars.indices.contains(Int(offset)) ? Int32(bitPattern: scalars[Int(offset)].value) : 0
            connection.reply(to: message) { $0.append(scalar) }
        default:
            return false
        }
        return true
    }

    func interfaceProperty(_ interface: String, _ name: String, of node: AtspiNode) -> AtspiValue? {
        switch (interface, name) {
        case (Self.application, "ToolkitName"): return .string("Tactile")
        case (Self.application, "Version"): return .string(AtspiBridge.toolkitVersion)
        case (Self.application, "AtspiVersion"): return .string("2.1")
        case (Self.application, "Id"): return .int32(applicationID)
        default: break
        }
        if interface == Self.selection, name == "NSelectedChildren", let (_, container) = selectionContainer(node) {
            return .int32(Int32(clamping: selectedChildren(of: node, container).count))
        }
        guard case .view(let view) = node else { return nil }
        switch (interface, name) {
        case (Self.action, "NActions"): return .int32(Int32(actions(of: view).count))
        case (Self.value, "MinimumValue"): return .double(0)
        case (Self.value, "MaximumValue"): return .double(100)
        case (Self.value, "MinimumIncrement"): return .double(1)
        case (Self.value, "CurrentValue"): return .double(Self.numericValue(view.accessibilityValue))
        case (Self.value, "Text"): return .string(view.accessibilityValue ?? "")
        case (Self.text, "CharacterCount"): return textContent(of: view).map { .int32(Int32($0.unicodeScalars.count)) }
        case (Self.text, "CaretOffset"): return textContent(of: view).map { .int32(Int32($0.unicodeScalars.count)) }
        default: return nil
        }
    }

    /// `Properties.Set`: the registry sets the application's `Id`; a client sets a `Value`'s
    /// `CurrentValue`, which steps the element up or down once toward it.
    func setProperty(_ interface: String, _ name: String, _ message: BusMessage, _ node: AtspiNode) {
        switch (interface, name, node) {
        case (Self.application, "Id", .application):
            guard let id = message.reading("v", "i", { message.readInt32() }) else { break }
            applicationID = id
            return connection.reply(to: message)
        case (Self.value, "CurrentValue", .view(let view)) where view.accessibilityTraits.contains(.adjustable):
            guard let target = message.reading("v", "d", { message.readDouble() }) else { break }
            events?.remember(view)
            let current = Self.numericValue(view.accessibilityValue)
            if target > current { view.accessibilityIncrement() } else if target < current { view.accessibilityDecrement() }
            connection.reply(to: message)
            return events?.accessibilityElementChanged(view) ?? ()
        default:
            break
        }
        connection.replyError(to: message, name: "org.freedesktop.DBus.Error.PropertyReadOnly",
                              message: "\(interface).\(name) cannot be set here")
    }
}
