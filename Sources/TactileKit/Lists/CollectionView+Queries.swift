import TactileCore

/// Which cells and items are where, and scrolling to an item.
extension CollectionView {
    /// The cell showing the item at `indexPath`, nil when it is not on screen (or out of range,
    /// which logs).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        guard checkIndexPath(indexPath, in: "cellForItem(at:)") else { return nil }
        return visible[indexPath]
    }

    /// The cells intersecting the visible area, in index-path order.
    public var visibleCells: [CollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visible[$0] }
    }

    /// The items whose cells intersect the visible area, in index-path order.
    public var indexPathsForVisibleItems: [IndexPath] {
        loadIfNeeded()
        let b = bounds
        return visible.filter { $0.value.frame.intersects(b) }.keys.sorted()
    }

    /// The item `cell` shows, nil when it shows none.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        guard cell.owner === self, let indexPath = cell.indexPath, visible[indexPath] === cell else { return nil }
        return indexPath
    }

    /// The item at `point` (in the view's coordinates, which are the content's), nil when there is
    /// none.
    public func indexPathForItem(at point: Point) -> IndexPath? {
        loadIfNeeded()
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let probe = Rect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        var hit: IndexPath?
        for a in collectionViewLayout.layoutAttributesForElements(in: probe) where a.frame.contains(point) {
            hit = a.indexPath
        }
        return hit
    }

    /// Scrolls so that the item at `indexPath` sits at `position` (clamped to the content); in a
    /// list, `.top` puts it under its section's pinned header. Out of range logs and is ignored.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard checkIndexPath(indexPath, in: "scrollToItem(at:at:animated:)"),
              let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return }
        let f = attributes.frame, size = bounds.size
        var target = contentOffset
        switch position {
        case .top: target.y = f.minY - collectionViewLayout.pinnedHeaderHeight(forSection: indexPath.section)
        case .centeredVertically: target.y = f.midY - size.height / 2
        case .bottom: target.y = f.maxY - size.height
        case .left: target.x = f.minX
        case .centeredHorizontally: target.x = f.midX - size.width / 2
        case .right: target.x = f.maxX - size.width
        }
        let maxOffset = maximumContentOffset
        target = Point(x: min(max(target.x, 0), maxOffset.x), y: min(max(target.y, 0), maxOffset.y))
        setContentOffset(target, animated: animated)
    }
}
