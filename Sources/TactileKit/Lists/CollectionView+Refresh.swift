import TactileCore

extension CollectionView {
    /// Asks the data source again for the cell of `indexPath` if it is on screen (a reconfigured or
    /// reloaded item of a diffable data source); the old cell goes back to its reuse queue.
    package func refreshVisibleItem(at indexPath: IndexPath) {
        guard let old = visible[indexPath], let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return }
        visible.removeValue(forKey: indexPath)
        endDisplaying(old, at: indexPath)
        if let cell = makeCell(for: attributes) { visible[indexPath] = cell }
    }
}
