extension View {
    /// The view's styling: corner radius, border and shadow (`Layer`). Made on first use; views
    /// that never ask for it carry none.
    public var layer: Layer {
        let extras = ensuredExtras
        if let layer = extras.layer { return layer }
        let made = Layer(view: self)
        extras.layer = made
        return made
    }

    /// The layer when the app has asked for one (nil for most views: nothing to style).
    var styledLayer: Layer? { extras?.layer }

    /// `bounds` grown by what the view's layer draws outside it (its shadow), in the same space.
    /// Allocates nothing; for an unstyled view it is `bounds`.
    func paintedRect(_ bounds: Rect) -> Rect {
        guard let layer = extras?.layer, !bounds.isEmpty, layer.castsShadow(clipping: clips) else { return bounds }
        return bounds.union(layer.shadowRect(around: bounds))
    }
}

extension Layer {
    /// Whether a shadow is drawn: a visible colour and opacity, and no masking to the bounds.
    func castsShadow(clipping: Bool) -> Bool {
        guard !clipping, let shadowColor else { return false }
        return Color.unit(shadowColor.alpha) * shadowOpacity > 0
    }

    /// The area the shadow of a box covering `bounds` can touch: moved by `shadowOffset`, grown
    /// by `shadowRadius`.
    func shadowRect(around bounds: Rect) -> Rect {
        Rect(x: bounds.origin.x + shadowOffset.width - shadowRadius, y: bounds.origin.y + shadowOffset.height - shadowRadius,
             width: bounds.size.width + 2 * shadowRadius, height: bounds.size.height + 2 * shadowRadius)
    }
}
