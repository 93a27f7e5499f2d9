import TactileCore

/// Emits AT-SPI events (`org.a11y.atspi.Event.Object` signals) for what the accessibility engine
/// reports: the focus moving (`StateChanged` "focused", and `Event.Focus`), screens and layouts
/// changing (`ChildrenChanged` on the window), announcements (`Announcement`), and what an action
/// asked for over the bus or a visitor's touch changed (`PropertyChange` of the name or value,
/// `TextChanged`, `StateChanged` "selected", `SelectionChanged`; AtspiEvents+Changes.swift).
@MainActor final class AtspiEvents: AccessibilityObserver {
    /// What an element looked like when last reported or focused: the baseline a change is told against.
    struct Known {
        weak var view: View?
        var name: String?
        var value: String?
        var selected: Bool
    }

    weak var server: AtspiServer?
    private weak var focused: View?
    private let accessibility: Accessibility
    /// Baselines by element; pruned of freed views when it grows.
    var known: [ObjectIdentifier: Known] = [:]

    init(server: AtspiServer, accessibility: Accessibility = Application.shared.accessibility) {
        self.server = server
        self.accessibility = accessibility
        accessibility.observer = self
    }

    /// Stops listening.
    func detach() {
        if accessibility.observer === self { accessibility.observer = nil }
    }

    func accessibilityFocusMoved(to element: View?) {
        guard let server else { return }
        if let old = focused, old !== element { emit(server, .view(old), "StateChanged", detail: "focused", 0) }
        focused = element
        guard let element else { return }
        remember(element)
        emit(server, .view(element), "StateChanged", detail: "focused", 1)
        server.connection.signal(path: server.objects.path(for: element), interface: "org.a11y.atspi.Event.Focus", member: "Focus") {
            Self.appendBody($0, detail: "", 0, 0, .int32(0))
        }
    }

    func accessibilityNotificationPosted(_ notification: AccessibilityNotification, in window: Window?) {
        guard let server, let window = window ?? Application.shared.keyWindow else { return }
        switch notification {
        case .announcement(let text):
            emit(server, .view(window), "Announcement", detail: "", 0, any: .string(text))
        case .screenChanged, .layoutChanged:
            server.tree.invalidate()
            let children = server.tree.children(of: .view(window))
            let first = children.first.map { server.reference(.view($0)) } ?? .null
            emit(server, .view(window), "ChildrenChanged", detail: "add", 0, any: .reference(first))
        }
    }

    /// Emits `PropertyChange` "accessible-name" and "accessible-value" for what changed on `view`
    /// since `before` (its label and value then), and `TextChanged` for a text input whose value changed.
    func propertiesChanged(of view: View, since before: (name: String?, value: String?)) {
        guard let server else { return }
        if view.accessibilityLabel != before.name {
            emit(server, .view(view), "PropertyChange", detail: "accessible-name", 0, any: .string(view.accessibilityLabel ?? ""))
        }
        guard view.accessibilityValue != before.value else { return }
        if view.accessibilityTraits.contains(.adjustable) {
            emit(server, .view(view), "PropertyChange", detail: "accessible-value", 0,
                 any: .double(AtspiServer.numericValue(view.accessibilityValue)))
        } else if view is any KeyInput {
            let old = before.value ?? "", new = view.accessibilityValue ?? ""
            if !old.isEmpty { emit(server, .view(view), "TextChanged", detail: "delete", 0, Int32(old.unicodeScalars.count), any: .string(old)) }
            if !new.isEmpty { emit(server, .view(view), "TextChanged", detail: "insert", 0, Int32(new.unicodeScalars.count), any: .string(new)) }
        }
    }

    func emit(_ server: AtspiServer, _ node: AtspiNode, _ member: String, detail: String, _ detail1: Int32,
                      _ detail2: Int32 = 0, any: AtspiValue = .int32(0)) {
        server.connection.signal(path: server.reference(node).path, interface: "org.a11y.atspi.Event.Object", member: member) {
            Self.appendBody($0, detail: detail, detail1, detail2, any)
        }
    }

    /// The body every AT-SPI event carries: `(siiva{sv})` without the outer struct.
    private static func appendBody(_ message: BusMessage, detail: String, _ detail1: Int32, _ detail2: Int32, _ any: AtspiValue) {
        message.append(detail)
        message.append(detail1)
        message.append(detail2)
        any.appendVariant(to: message)
        message.container("a", "{sv}") {}
    }
}
