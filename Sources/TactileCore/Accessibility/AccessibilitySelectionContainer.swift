/// A container whose elements can be selected, as a list's or grid's rows are
/// (`CollectionView`): what assistive technology outside the app reads and changes through it
/// (AT-SPI's `Selection` interface, for Orca).
@MainActor public protocol AccessibilitySelectionContainer: AnyObject {
    /// Whether `element`, one of this container's elements, is selected.
    func accessibilityIsSelected(_ element: View) -> Bool
    /// Selects (or deselects) `element` as a visitor's tap would, telling the app as a tap does;
    /// false when `element` is not one of the container's selectable elements or the change is
    /// refused.
    func accessibilitySetSelected(_ element: View, selected: Bool) -> Bool
}
