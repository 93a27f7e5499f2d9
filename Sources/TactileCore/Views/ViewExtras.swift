/// Per-view state most views never set (a forced layout direction, accessibility overrides),
/// allocated on first use so a plain view, and a list's thousand reused cells, stay small.
@MainActor package final class ViewExtras {
    package var semanticContentAttribute: SemanticContentAttribute = .unspecified
    package var accessibility = AccessibilityOverrides()
    /// Set layout margins (nil: 8 points each side).
    package var layoutMargins: DirectionalEdgeInsets?
    /// A window's: how much of each edge something of the platform or the toolkit covers (the
    /// on-screen keyboard at the bottom).
    package var unsafeInsets = EdgeInsets.zero
    /// A stack view's `isLayoutMarginsRelativeArrangement`.
    package var arrangesInsideMargins = false
    /// The view's styling (`View.layer`), once asked for.
    package var layer: Layer?
    /// A scroll view's: a change of `bounds.origin` alone may be recorded as a move of the
    /// window's retained pixels (`Window.retainsScrolledPixels`).
    package var scrollsByMovingPixels = false
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
