import TactileCore

/// What a collection view shows: how many sections and items, and a configured cell for each
/// item (UIKit's `UICollectionViewDataSource`). The collection view holds it weakly.
@MainActor public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections. Optional: one section by default.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// A cell for the item at `indexPath`, obtained from
    /// `collectionView.dequeueReusableCell(withReuseIdentifier:for:)` and configured for the item.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The title of `section`'s header in a `ListLayout`, pinned at the top while the section
    /// scrolls (UITableView's `titleForHeaderInSection`). Optional: nil (no header) by default.
    func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String?
    /// Whether the user may lift the item with a long press and move it to another place in its
    /// section (list rows only). Optional: false by default.
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved the item at `sourceIndexPath` to `destinationIndexPath`: move it in the data
    /// the same way (the view then shows the new order). Optional; without it no move happens and
    /// the row goes back.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No header.
    public func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Items cannot be moved.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Moves nothing (the view logs it and puts the row back).
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        collectionView.reorderController.dataSourceIgnoredMove = true
    }
}
