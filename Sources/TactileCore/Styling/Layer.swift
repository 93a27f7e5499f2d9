/// How a view's box is styled when drawn — rounded corners, a border, a blurred shadow — reached
/// as `view.layer` (what UIKit apps write as `view.layer.…`).
///
/// Changing any property redraws the view (and the area its shadow covers). The properties are
/// not animatable: inside an `animate` block they change at once. Bad values (a negative or
/// non-finite radius or width, an opacity outside 0...1) are logged and replaced (0, or the
/// opacity clamped).
@MainActor public final class Layer {
    /// The view styled; weak because the view owns its layer.
    private weak var view: View?

    /// The radius of the corners, in points (default 0: square). The background, the border and,
    /// with `masksToBounds`, the subviews are cut to the rounded box; the corners are
    /// anti-aliased. At most half the shorter side takes effect.
    public var cornerRadius: Double = 0 {
        didSet {
            cornerRadius = Layer.sanitized(cornerRadius, "cornerRadius")
            if cornerRadius != oldValue { redraw() }
        }
    }

    /// Whether the subviews are clipped to the (rounded) bounds: the same switch as the view's
    /// `clipsToBounds`. As in UIKit, a layer that masks to its bounds draws no shadow.
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? false }
        set { view?.clipsToBounds = newValue }
    }

    /// The width of the border drawn inside the bounds, above the subviews, in points (default 0).
    public var borderWidth: Double = 0 {
        didSet {
            borderWidth = Layer.sanitized(borderWidth, "borderWidth")
            if borderWidth != oldValue { redraw() }
        }
    }

    /// The border's colour (default opaque black, as UIKit); nil draws no border.
    public var borderColor: Color? = .black {
        didSet { if borderColor != oldValue { redraw() } }
    }

    /// The shadow's colour (default opaque black, as UIKit); nil draws no shadow.
    public var shadowColor: Color? = .black {
        willSet { if Layer.casts(newValue, shadowOpacity) != Layer.casts(shadowColor, shadowOpacity) { redraw() } }
        didSet { if shadowColor != oldValue { redraw() } }
    }

    /// The shadow's opacity, 0...1 (default 0: no shadow, as UIKit). Multiplies `shadowColor`'s alpha.
    public var shadowOpacity: Double = 0 {
        willSet {
            if Layer.casts(shadowColor, Color.unit(newValue)) != Layer.casts(shadowColor, shadowOpacity) { redraw() }
        }
        didSet {
            let clamped = Color.unit(shadowOpacity)
            if clamped != shadowOpacity {
                StylingLog.logger.warning("Layer.shadowOpacity \(shadowOpacity) is outside 0...1; using \(clamped)")
                shadowOpacity = clamped
            }
            if shadowOpacity != oldValue { redraw() }
        }
    }

    /// How far the shadow fades out beyond the box, in points (default 3, as UIKit): the blur
    /// reaches zero `shadowRadius` points from the shadow's edge.
    public var shadowRadius: Double = 3 {
        willSet { if Layer.valid(newValue) != shadowRadius { redraw() } }
        didSet {
            shadowRadius = Layer.sanitized(shadowRadius, "shadowRadius")
            if shadowRadius != oldValue { redraw() }
        }
    }

    /// How far the shadow is moved from the box, in points (default (0, -3), as UIKit: 3 points
    /// up, y growing downward as everywhere in Tactile). Non-finite values are logged and read as 0.
    public var shadowOffset = Size(width: 0, height: -3) {
        willSet {
            let valid = newValue.width.isFinite && newValue.height.isFinite ? newValue : .zero
            if valid != shadowOffset { redraw() }
        }
        didSet {
            if !(shadowOffset.width.isFinite && shadowOffset.height.isFinite) {
                StylingLog.logger.warning("Layer.shadowOffset (\(shadowOffset.width), \(shadowOffset.height)) is not finite; using (0, 0)")
                shadowOffset = .zero
            }
            if shadowOffset != oldValue { redraw() }
        }
    }

    /// The blurred shadow of the last frame, reused while its size, blur and corners stay the same.
    package var shadowMask: ShadowMask?
    /// How many times a shadow was blurred (a new size, radius or corner radius).
    package internal(set) var shadowBlurCount = 0
    /// How many frames drew the shadow from the blurred mask of an earlier one.
    package internal(set) var shadowReuseCount = 0

    init(view: View) {
        self.view = view
    }

    /// `value` when it is finite and not negative; else 0, logged.
    private static func sanitized(_ value: Double, _ name: String) -> Double {
        if value.isFinite && value >= 0 { return value }
        StylingLog.logger.warning("Layer.\(name) \(value) must be a finite number ≥ 0; using 0")
        return 0
    }

    /// `value` when it is finite and not negative; else 0 (what `sanitized` will store, unlogged).
    private static func valid(_ value: Double) -> Double {
        value.isFinite && value >= 0 ? value : 0
    }

    /// Whether a shadow of `color` at `opacity` is visible (so whether it adds to the painted area).
    private static func casts(_ color: Color?, _ opacity: Double) -> Bool {
        guard let color else { return false }
        return Color.unit(color.alpha) * opacity > 0
    }

    /// Damages the view's area, shadow included. Called after each change that alters the look;
    /// also before one that alters the area painted (the shadow's reach or place, or whether
    /// there is a shadow), so the old area is repainted too.
    private func redraw() {
        view?.damageSubtree()
    }
}
