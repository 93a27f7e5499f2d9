import TactileCore

/// Where a layout puts one item: its frame in the collection view's content, its opacity and its
/// stacking order (UIKit's `UICollectionViewLayoutAttributes`).
public struct CollectionViewLayoutAttributes: Equatable, Sendable {
    /// The item these attributes place.
    public var indexPath: IndexPath
    /// The item's frame in content coordinates.
    public var frame: Rect
    /// The item's opacity (1 opaque).
    public var alpha: Double
    /// Items with a higher value are drawn in front of those with a lower one.
    public var zIndex: Int

    /// Attributes placing the item at `indexPath` at `frame`, opaque, at z-index 0 by default.
    public init(indexPath: IndexPath, frame: Rect, alpha: Double = 1, zIndex: Int = 0) {
        self.indexPath = indexPath
        self.frame = frame
        self.alpha = alpha
        self.zIndex = zIndex
    }
}
