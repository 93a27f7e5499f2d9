/// The position of an item in a collection view: its section and its index inside the section
/// (UIKit's `IndexPath` for collection views). Ordered by section, then item.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The index of the item inside its section.
    public var item: Int
    /// The index of the section.
    public var section: Int

    /// The path of item `item` in section `section`.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Orders by section first, then by item.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// "[section, item]", as UIKit prints index paths.
    public var description: String { "[\(section), \(item)]" }
}

/// Where `CollectionView.scrollToItem(at:at:animated:)` puts the item in the visible area.
public enum ScrollPosition: Sendable {
    /// The item's top edge at the top of the view.
    case top
    /// The item centred vertically.
    case centeredVertically
    /// The item's bottom edge at the bottom of the view.
    case bottom
    /// The item's left edge at the left of the view.
    case left
    /// The item centred horizontally.
    case centeredHorizontally
    /// The item's right edge at the right of the view.
    case right
}
