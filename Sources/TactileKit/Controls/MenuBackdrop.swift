import TactileCore

/// A clear view laid under a menu (usually over the whole window): the first touch on it calls
/// `onTouch` once, which dismisses the menu. The touch goes no further.
@MainActor public final class MenuBackdrop: View {
    /// Called, then cleared, when a touch lands on the backdrop.
    public var onTouch: (@MainActor () -> Void)?

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { dismiss() }

    // MARK: Accessibility

    /// A button that dismisses the menu (VoiceOver's "Dismiss popup"), while the menu is open.
    public override var accessibilityDefaults: AccessibilityDescription {
        let localization = currentLocalization
        return AccessibilityDescription(isElement: onTouch != nil, label: localization.text(.dismiss),
                                        hint: localization.text(.dismissHint), traits: .button)
    }

    /// Dismisses the menu as a touch on the backdrop would; false when it is already dismissed.
    public override func accessibilityActivate() -> Bool {
        guard onTouch != nil else { return false }
        dismiss()
        return true
    }

    private func dismiss() {
        let action = onTouch
        onTouch = nil
        action?()
    }
}
