import TactileCore

/// The `Selection` interface of a container whose elements can be selected (a list or a grid,
/// `AccessibilitySelectionContainer`). Child indexes count the container's exported children (the
/// realised cells); a selected item scrolled out of the list is not among them.
extension AtspiServer {
    static let selection = "org.a11y.atspi.Selection"

    /// The container `node` as a selection container, when it is one.
    func selectionContainer(_ node: AtspiNode) -> (View, any AccessibilitySelectionContainer)? {
        guard case .view(let view) = node, !view.isAccessibilityElement,
              let container = view as? any AccessibilitySelectionContainer else { return nil }
        return (view, container)
    }

    /// The selected children of `node`, in order.
    func selectedChildren(of node: AtspiNode, _ container: any AccessibilitySelectionContainer) -> [View] {
        tree.children(of: node).filter { container.accessibilityIsSelected($0) }
    }

    func handleSelection(_ member: String, _ message: BusMessage, _ node: AtspiNode) -> Bool {
        guard let (_, container) = selectionContainer(node) else { return false }
        let children = tree.children(of: node)
        switch member {
        case "GetSelectedChild":
            guard expect("i", message), let index = message.readInt32() else { return true }
            let selected = selectedChildren(of: node, container)
            let child = selected.indices.contains(Int(index)) ? reference(.view(selected[Int(index)])) : .null
            connection.reply(to: message) { $0.appendReference(child) }
        case "IsChildSelected":
            guard expect("i", message), let index = message.readInt32() else { return true }
            let answer = children.indices.contains(Int(index)) && container.accessibilityIsSelected(children[Int(index)])
            connection.reply(to: message) { $0.append(answer) }
        case "SelectChild", "DeselectChild", "DeselectSelectedChild":
            guard expect("i", message), let index = message.readInt32() else { return true }
            let pool = member == "DeselectSelectedChild" ? selectedChildren(of: node, container) : children
            guard pool.indices.contains(Int(index)) else {
                connection.reply(to: message) { $0.append(false) }
                return true
            }
            let child = pool[Int(index)]
            change([child], selected: member == "SelectChild", container, replyingTo: message)
        case "SelectAll":
            change(children, selected: true, container, replyingTo: message)
        case "ClearSelection":
            change(selectedChildren(of: node, container), selected: false, container, replyingTo: message)
        default:
            return false
        }
        return true
    }

    /// Selects or deselects `children` of `view` and replies whether every one took. The container
    /// reports the change itself (`Accessibility.selectionChanged(in:)`), which makes the events.
    private func change(_ children: [View], selected: Bool, _ container: any AccessibilitySelectionContainer,
                        replyingTo message: BusMessage) {
        var succeeded = true
        for child in children {
            succeeded = container.accessibilitySetSelected(child, selected: selected) && succeeded
        }
        connection.reply(to: message) { $0.append(succeeded) }
    }
}
