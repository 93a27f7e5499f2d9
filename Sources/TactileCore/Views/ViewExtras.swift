/// Per-view state most views never set (a forced layout direction, accessibility overrides),
/// allocated on first use so a plain view, and a list's thousand reused cells, stay small.
@MainActor package final class ViewExtras {
    package var semanticContentAttribute: SemanticContentAttribute = .unspecified
    package var accessibility = AccessibilityOverrides()
    package init() {}
}

extension View {
    /// The view's extras, created when first written.
    package var ensuredExtras: ViewExtras {
        if let extras { return extras }
        let made = ViewExtras()
        extras = made
        return made
    }

    var storedSemanticContentAttribute: SemanticContentAttribute {
        get { extras?.semanticContentAttribute ?? .unspecified }
        set { ensuredExtras.semanticContentAttribute = newValue }
    }
}
