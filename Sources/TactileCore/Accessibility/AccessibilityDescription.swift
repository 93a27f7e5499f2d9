/// What a view says of itself to the accessibility tree when the app has set nothing: built-in
/// widgets return theirs from `View.accessibilityDefaults` (a label's text, a button's title and
/// the button trait, a slider's value), and the app's own settings win over it.
public struct AccessibilityDescription: Sendable, Equatable {
    /// Whether the view is an element a screen reader stops on.
    public var isElement: Bool
    /// The element's name.
    public var label: String?
    /// The element's current value ("40 %", "on").
    public var value: String?
    /// What activating it does, spoken after a pause.
    public var hint: String?
    /// Its kind and state.
    public var traits: AccessibilityTraits

    /// A description; every part optional.
    public init(isElement: Bool = false, label: String? = nil, value: String? = nil, hint: String? = nil,
                traits: AccessibilityTraits = []) {
        self.isElement = isElement
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
    }
}

/// What the app set on a view; nil parts fall back to `accessibilityDefaults`.
package struct AccessibilityOverrides {
    package var isElement: Bool?
    package var label: String?
    package var value: String?
    package var hint: String?
    package var traits: AccessibilityTraits?
    package var language: String?
    package var elements: [View]?
    package var viewIsModal = false
    package var groupsChildren = false
    package var customActions: [AccessibilityCustomAction]?
    package init() {}
}
