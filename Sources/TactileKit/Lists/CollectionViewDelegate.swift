import TactileCore

/// What a collection view tells the app about selection and about cells coming and going
/// (UIKit's `UICollectionViewDelegate`). Every method is optional. The collection view holds it
/// weakly.
@MainActor public protocol CollectionViewDelegate: AnyObject {
    /// Whether a touch lifting on the item selects it. Default true.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// The user's action deselected the item.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// `cell` is about to show the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// `cell` stopped showing the item at `indexPath` (it scrolled away, or the data changed).
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// The buttons revealed when the user swipes the row at `indexPath` toward the leading side
    /// (list rows only; `ListLayout`), in order from the row's trailing edge inward. Default none.
    func collectionView(_ collectionView: CollectionView, trailingSwipeActionsForItemAt indexPath: IndexPath) -> [SwipeAction]
}

extension CollectionViewDelegate {
    /// Every item may be selected.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// No swipe actions.
    public func collectionView(_ collectionView: CollectionView, trailingSwipeActionsForItemAt indexPath: IndexPath) -> [SwipeAction] { [] }
}
