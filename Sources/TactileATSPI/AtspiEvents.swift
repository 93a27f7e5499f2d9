import TactileCore

/// Emits AT-SPI events (`org.a11y.atspi.Event.Object` signals) for what the accessibility engine
/// reports: the focus moving (`StateChanged` "focused", and `Event.Focus`), screens and layouts
/// changing (`ChildrenChanged` on the window) and announcements (`Announcement`).
@MainActor final class AtspiEvents: AccessibilityObserver {
    private weak var server: AtspiServer?
    private weak var focused: View?
    private let accessibility: Accessibility

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

    private func emit(_ server: AtspiServer, _ node: AtspiNode, _ member: String, detail: String, _ detail1: Int32,
                      any: AtspiValue = .int32(0)) {
        server.connection.signal(path: server.reference(node).path, interface: "org.a11y.atspi.Event.Object", member: member) {
            Self.appendBody($0, detail: detail, detail1, 0, any)
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
