extension View {
    /// How this view's content follows the layout direction. Setting it marks the view for layout
    /// and display (its subviews inherit it through ``effectiveUserInterfaceLayoutDirection``).
    public var semanticContentAttribute: SemanticContentAttribute {
        get { storedSemanticContentAttribute }
        set {
            guard newValue != storedSemanticContentAttribute else { return }
            storedSemanticContentAttribute = newValue
            directionDidChange()
        }
    }

    /// The direction this view lays out in: its own `semanticContentAttribute` when that forces one,
    /// else its superview's, else its window's `layoutDirection` (left-to-right without a window).
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        var view: View? = self
        while let v = view {
            switch v.storedSemanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .unspecified:
                if let window = v as? Window { return window.layoutDirection }
                view = v.superview
            }
        }
        return .leftToRight
    }

    /// True when ``effectiveUserInterfaceLayoutDirection`` is right-to-left: leading is the right.
    public var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The x of a `width`-wide box `leadingInset` from the leading edge of a `containerWidth`-wide
    /// container, in this view's direction.
    public func leadingX(_ leadingInset: Double, width: Double, in containerWidth: Double) -> Double {
        isRightToLeft ? containerWidth - leadingInset - width : leadingInset
    }

    /// Marks this view and every descendant for layout and display after a direction change.
    package func directionDidChange() { setNeedsLayoutInSubtree(redraw: true) }

    /// Marks this view and every descendant for layout, and with `redraw` for display too.
    package func setNeedsLayoutInSubtree(redraw: Bool) {
        var stack: [View] = [self]
        while let v = stack.popLast() {
            v.setNeedsLayout()
            if redraw { v.setNeedsDisplay() }
            stack.append(contentsOf: v.subviews)
        }
    }
}
