/// What kind of element an accessibility element is and what state it is in (UIKit's
/// `UIAccessibilityTraits`); a screen reader speaks them after the label ("Pay, button").
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Activating it performs an action.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Activating it opens a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A heading that starts a part of the screen.
    public static let header = AccessibilityTraits(rawValue: 1 << 2)
    /// A field to type a search into.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
    /// A picture.
    public static let image = AccessibilityTraits(rawValue: 1 << 4)
    /// Currently selected (a selected row, the current segment).
    public static let selected = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change and cannot be activated.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// Its value moves up and down (`accessibilityIncrement` / `accessibilityDecrement`).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 7)
    /// Disabled: it cannot be activated now.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// A key of the on-screen keyboard.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 9)
    /// Its value changes often (a timer, a progress bar): not announced on every change.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// A summary spoken when the screen appears.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 11)
    /// A bar of tabs.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 12)
}
