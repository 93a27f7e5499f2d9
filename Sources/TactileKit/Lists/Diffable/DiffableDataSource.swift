import TactileCore

/// A collection view data source driven by snapshots of identifiers (UIKit's
/// `UICollectionViewDiffableDataSource`): `apply` a new snapshot and the collection view inserts,
/// deletes and moves exactly what changed, animated on the window's clock, and asks `cellProvider`
/// for the cells of new and reconfigured items.
///
/// A snapshot with duplicate identifiers is refused with one log line, keeping the current one.
@MainActor open class DiffableDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable>: CollectionViewDataSource {
    /// Makes the cell for `item` at an index path, usually with `dequeueReusableCell`.
    public typealias CellProvider = (CollectionView, IndexPath, Item) -> CollectionViewCell?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var current = DiffableSnapshot<Section, Item>()

    /// A data source for `collectionView` (it becomes its `dataSource`).
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Makes `snapshot` the data: with `animatingDifferences` (and the collection view in a window)
    /// inserted, deleted and moved items animate; otherwise the view reloads. Reconfigured and reloaded
    /// items that are visible get fresh cells. `completion` runs once the changes are on screen.
    public func apply(_ snapshot: DiffableSnapshot<Section, Item>, animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil) {
        guard snapshot.isValid else {
            DiffableLog.logger.error("DiffableDataSource.apply: snapshot refused (\(snapshot.problem ?? "invalid")); the current one stays")
            completion?()
            return
        }
        let old = current
        let changes = snapshot.changes(from: old)
        current = snapshot.clearingUpdateMarks()
        guard let collectionView else {
            completion?()
            return
        }
        let touchesSections = !(changes.insertedSections.isEmpty && changes.deletedSections.isEmpty && changes.movedSections.isEmpty
                                && changes.reloadedSections.isEmpty)
        guard animatingDifferences, collectionView.window != nil, !touchesSections, changes.hasStructuralChanges else {
            if changes.hasStructuralChanges || touchesSections {
                collectionView.reloadData()
            } else {
                refresh(changes.reconfiguredItems + changes.reloadedItems, in: collectionView)
            }
            completion?()
            return
        }
        collectionView.performBatchUpdates({
            collectionView.deleteItems(at: changes.deletedItems.map(Self.indexPath))
            collectionView.insertItems(at: changes.insertedItems.map(Self.indexPath))
            for move in changes.movedItems { collectionView.moveItem(at: Self.indexPath(move.from), to: Self.indexPath(move.to)) }
        }, completion: { [weak self, weak collectionView] _ in
            if let self, let collectionView { self.refresh(changes.reconfiguredItems + changes.reloadedItems, in: collectionView) }
            completion?()
        })
    }

    /// The data now shown (a copy: change it and `apply` it).
    public func snapshot() -> DiffableSnapshot<Section, Item> { current }

    /// The item at `indexPath`, or nil when there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> Item? {
        guard indexPath.section >= 0, indexPath.section < current.sections.count else { return nil }
        let items = current.sectionItems[indexPath.section]
        return indexPath.item >= 0 && indexPath.item < items.count ? items[indexPath.item] : nil
    }

    /// Where `item` is, or nil when the snapshot does not hold it.
    public func indexPath(for item: Item) -> IndexPath? {
        current.position(of: item).map(Self.indexPath)
    }

    // MARK: CollectionViewDataSource

    public func numberOfSections(in collectionView: CollectionView) -> Int { current.sections.count }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        section >= 0 && section < current.sectionItems.count ? current.sectionItems[section].count : 0
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            DiffableLog.logger.error("DiffableDataSource: no item at \(indexPath); an empty cell is shown")
            return collectionView.dequeueReusableCell(withReuseIdentifier: CollectionView.placeholderIdentifier, for: indexPath)
        }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        DiffableLog.logger.error("DiffableDataSource: the cell provider returned nil for \(indexPath); an empty cell is shown")
        return collectionView.dequeueReusableCell(withReuseIdentifier: CollectionView.placeholderIdentifier, for: indexPath)
    }

    private func refresh(_ positions: [ItemPosition], in collectionView: CollectionView) {
        for position in positions { collectionView.refreshVisibleItem(at: Self.indexPath(position)) }
    }

    private static func indexPath(_ position: ItemPosition) -> IndexPath { IndexPath(item: position.item, section: position.section) }
}
