/// UIKit's accessibility properties. Each reads what the app set, else the view's
/// `accessibilityDefaults` (what a built-in widget says of itself).
extension View {
    /// Whether a screen reader stops on this view. Default false for a plain view, true for
    /// controls and labels.
    public var isAccessibilityElement: Bool {
        get { extras?.accessibility.isElement ?? accessibilityDefaults.isElement }
        set { ensuredExtras.accessibility.isElement = newValue }
    }

    /// The element's name ("Pay", "Cart").
    public var accessibilityLabel: String? {
        get { extras?.accessibility.label ?? accessibilityDefaults.label }
        set { ensuredExtras.accessibility.label = newValue }
    }

    /// What activating the element does ("Opens the menu"), spoken after a pause.
    public var accessibilityHint: String? {
        get { extras?.accessibility.hint ?? accessibilityDefaults.hint }
        set { ensuredExtras.accessibility.hint = newValue }
    }

    /// The element's current value ("40 %", "on").
    public var accessibilityValue: String? {
        get { extras?.accessibility.value ?? accessibilityDefaults.value }
        set { ensuredExtras.accessibility.value = newValue }
    }

    /// The element's kind and state.
    public var accessibilityTraits: AccessibilityTraits {
        get { extras?.accessibility.traits ?? accessibilityDefaults.traits }
        set { ensuredExtras.accessibility.traits = newValue }
    }

    /// The language of the label and value (BCP 47, "de", "ar"), when it differs from the app's;
    /// inherited from the superview when unset.
    public var accessibilityLanguage: String? {
        get {
            var view: View? = self
            while let v = view {
                if let language = v.extras?.accessibility.language { return language }
                view = v.superview
            }
            return nil
        }
        set { ensuredExtras.accessibility.language = newValue }
    }

    /// The element's frame in window coordinates (its bounds when not in a window).
    public var accessibilityFrame: Rect { window == nil ? bounds : convert(bounds, to: nil) }

    /// The elements inside this view in reading order, replacing the default geometric order.
    public var accessibilityElements: [View]? {
        get { extras?.accessibility.elements }
        set { ensuredExtras.accessibility.elements = newValue }
    }

    /// When true, a screen reader ignores this view's siblings (and what is behind them): an alert.
    public var accessibilityViewIsModal: Bool {
        get { extras?.accessibility.viewIsModal ?? false }
        set { ensuredExtras.accessibility.viewIsModal = newValue }
    }

    /// When true, this view's children are read together, before moving past the view.
    public var shouldGroupAccessibilityChildren: Bool {
        get { extras?.accessibility.groupsChildren ?? false }
        set { ensuredExtras.accessibility.groupsChildren = newValue }
    }

    /// Extra actions a screen reader offers on this element (speech mode: swipe up or down to pick
    /// one, double tap to perform it; AT-SPI: after "activate").
    public var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get { extras?.accessibility.customActions ?? accessibilityDefaultCustomActions }
        set { ensuredExtras.accessibility.customActions = newValue }
    }
}
