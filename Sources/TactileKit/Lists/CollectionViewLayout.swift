import TactileCore

/// Decides where a collection view's items go (UIKit's `UICollectionViewLayout`). Subclass it and
/// override `prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)`, or use `ListLayout` or `GridLayout`.
///
/// The collection view calls `prepare()` before asking for attributes whenever the layout was
/// invalidated (its data reloaded or changed, its size changed, `invalidateLayout()`).
@MainActor open class CollectionViewLayout {
    /// The collection view using this layout (set when the layout is given to one).
    public internal(set) weak var collectionView: CollectionView?
    /// Whether `prepare()` has run since the last invalidation.
    var isPrepared = false

    /// A layout not yet used by a collection view.
    public init() {}

    /// Computes what the layout needs before attributes are asked for. Default: nothing.
    open func prepare() {}

    /// The size of all the content. Default: zero.
    open var collectionViewContentSize: Size { .zero }

    /// The attributes of the items whose frames intersect `rect` (content coordinates), in
    /// index-path order. Default: none.
    open func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] { [] }

    /// The attributes of the item at `indexPath`, nil when there is no such item. Default: nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Marks the layout as out of date: it is prepared again and the collection view lays out its
    /// cells again in the next layout pass.
    public func invalidateLayout() {
        isPrepared = false
        collectionView?.setNeedsLayout()
    }

    // MARK: Internal fast paths (overridden by the built-in layouts)

    /// Appends the attributes of the items intersecting `rect` to `buffer`, in index-path order.
    /// The built-in layouts do it without allocating; a subclass's `layoutAttributesForElements(in:)`
    /// is used otherwise.
    func collectAttributes(in rect: Rect, into buffer: inout [CollectionViewLayoutAttributes]) {
        buffer.append(contentsOf: layoutAttributesForElements(in: rect))
    }

    /// Appends the frames of the section headers to show over `visibleRect`, pinned to its top.
    /// Default: none (only `ListLayout` has headers).
    func collectHeaders(visibleRect: Rect, into buffer: inout [SectionHeaderPlacement]) {}

    /// The height of the pinned header over the section of `indexPath` (0 without one).
    func pinnedHeaderHeight(forSection section: Int) -> Double { 0 }

    /// Whether the layout wants cells measured (`ListLayout` with `automaticDimension`).
    var measuresCells: Bool { false }

    /// Records a measured cell height for `indexPath`; returns how much the row's height changed.
    func recordMeasuredHeight(_ height: Double, for indexPath: IndexPath) -> Double { 0 }

    /// The items moved after a batch update (`newIndexPath(old)` is nil for deleted items): carry
    /// what was learnt about them (measured sizes) over. Default: nothing.
    func itemsDidMove(newCounts: [Int], newIndexPath: (IndexPath) -> IndexPath?) {}

    /// The data was reloaded: forget what was learnt about the old items. Default: nothing.
    func dataDidReload() {}

    /// Runs `prepare()` if the layout was invalidated.
    func prepareIfNeeded() {
        guard !isPrepared else { return }
        isPrepared = true
        prepare()
    }
}

/// A section header a layout places: its section and frame (content coordinates), and its title.
struct SectionHeaderPlacement {
    var section: Int
    var frame: Rect
}
