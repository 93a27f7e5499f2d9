extension Window {
    /// The localization whose strings and direction this window shows: the app's
    /// (`Application.shared.localization`) unless one of its own is set. Setting it takes that
    /// localization's `layoutDirection`; its live switches then reach this window.
    public var localization: Localization {
        get { ownLocalization ?? Application.shared.localization }
        set {
            ownLocalization = newValue === Application.shared.localization ? nil : newValue
            layoutDirection = newValue.layoutDirection
        }
    }
}

extension View {
    /// Replaces the accessibility label, hint and value the app set when they came from the catalogue.
    func relocalizeAccessibility(_ relocalization: Relocalization) {
        guard let extras else { return }
        relocalization.update(&extras.accessibility.label)
        relocalization.update(&extras.accessibility.hint)
        relocalization.update(&extras.accessibility.value)
    }
}

extension ViewController {
    /// Replaces `title`, the navigation item's title and its buttons' titles when they came from
    /// the catalogue, and tells the navigation bar.
    func relocalizeTitles(_ relocalization: Relocalization) {
        relocalization.update(&title)
        let item = navigationItem
        var changed = relocalization.update(&item.title)
        for button in item.rightBarButtonItems {
            if let new = relocalization(button.title), new != button.title {
                button.title = new
                changed = true
            }
        }
        if changed { navigationController?.navigationItemDidChange(of: self) }
    }
}
