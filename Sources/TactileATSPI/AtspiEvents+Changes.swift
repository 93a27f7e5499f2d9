import TactileCore

/// Events for changes the app's own widgets report (a visitor's touch or key): an element's name,
/// value or text, and a container's selection. Each is told against the element's baseline (what
/// it looked like when focused or last reported).
extension AtspiEvents {
    func accessibilityElementChanged(_ element: View) {
        // Without a baseline the name is taken as unchanged and any value as new.
        let before = known[ObjectIdentifier(element)].flatMap { $0.view === element ? $0 : nil }
        propertiesChanged(of: element, since: (before?.name ?? element.accessibilityLabel, before?.value))
        remember(element)
    }

    func accessibilitySelectionChanged(in container: View) {
        guard let server, let selecting = container as? any AccessibilitySelectionContainer else { return }
        server.tree.invalidate()
        for child in server.tree.children(of: .view(container)) {
            let selected = selecting.accessibilityIsSelected(child)
            if baseline(of: child).selected != selected {
                emit(server, .view(child), "StateChanged", detail: "selected", selected ? 1 : 0)
            }
            remember(child, selected: selected)
        }
        emit(server, .view(container), "SelectionChanged", detail: "", 0)
    }

    /// Notes what `view` looks like now as its baseline.
    func remember(_ view: View, selected: Bool? = nil) {
        if known.count > 512 { known = known.filter { $0.value.view != nil } }
        known[ObjectIdentifier(view)] = Known(view: view, name: view.accessibilityLabel, value: view.accessibilityValue,
                                              selected: selected ?? view.accessibilityTraits.contains(.selected))
    }

    /// `view`'s baseline: what was remembered of it, else nothing named, no value, not selected.
    private func baseline(of view: View) -> Known {
        if let entry = known[ObjectIdentifier(view)], entry.view === view { return entry }
        return Known(view: view, name: nil, value: nil, selected: false)
    }
}
