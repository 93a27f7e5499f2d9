extension Localization {
    /// The preferences, the development language or the catalogues changed: when that chooses
    /// another language, switches to it live.
    func languagesDidChange() {
        let chosen = chooseLanguage()
        guard chosen != resolved else { return }
        let previous = issued
        resolved = chosen
        // Every remembered string made again in the new language; what was shown maps to it.
        var translations: [String: String] = [:]
        translations.reserveCapacity(previous.count)
        var next: [String: IssuedString] = [:]
        var nextOrder: [String] = []
        for old in issuedOrder {
            guard let record = previous[old] else { continue }
            let text = resolve(record)
            translations[old] = text
            if next.updateValue(record, forKey: text) == nil { nextOrder.append(text) }
        }
        issued = next
        issuedOrder = nextOrder
        switchCount += 1
        let relocalization = Relocalization { translations[$0] }
        for window in Application.shared.windows where window.localization === self {
            // A new direction marks the whole window for layout and display itself; otherwise the
            // walk marks each view as it hands it the new strings, so each is visited once.
            let directionChanged = window.layoutDirection != layoutDirection
            window.layoutDirection = layoutDirection
            LocalizationWalk.apply(relocalization, to: window, markingViews: !directionChanged)
            // Speech mode reads the screen again, in the new language; an AT-SPI bridge hears of
            // it even with speech mode off (`handle` tells the observer before checking).
            let accessibility = window.accessibility
            accessibility.handle(.screenChanged(accessibility.focusedElement), in: window)
        }
    }
}

/// Hands a `Relocalization` to every view and view controller of a window: the views in it, the
/// controllers from its root (a navigation controller's whole stack, presented controllers) and
/// their loaded views, even those not in the window now (a screen under the top one).
@MainActor enum LocalizationWalk {
    /// Tells everything in `window` that the language changed, each object once; with
    /// `markingViews` also marks each view for layout and display.
    static func apply(_ relocalization: Relocalization, to window: Window, markingViews: Bool) {
        var seen = Set<ObjectIdentifier>()
        var controllers: [ViewController] = window.rootViewController.map { [$0] } ?? []
        var views: [View] = [window]
        while !controllers.isEmpty || !views.isEmpty {
            if let view = views.popLast() {
                guard seen.insert(ObjectIdentifier(view)).inserted else { continue }
                view.localizationDidChange(relocalization)
                if markingViews {
                    view.setNeedsLayout()
                    view.setNeedsDisplay()
                }
                views.append(contentsOf: view.subviews)
                continue
            }
            let controller = controllers.removeLast()
            guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
            controller.localizationDidChange(relocalization)
            if controller.isViewLoaded { views.append(controller.view) }
            if let navigation = controller as? NavigationController { controllers.append(contentsOf: navigation.viewControllers) }
            if let presented = controller.presentedViewController { controllers.append(presented) }
        }
    }
}
