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
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No header.
    public func collectionView(_ collectionView: CollectionView, titleForHeaderInSection section: Int) -> String? { nil }
}
