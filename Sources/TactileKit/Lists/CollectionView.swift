import TactileCore

/// A scroll view showing items from a data source in cells, placed by a layout (UIKit's
/// `UICollectionView`): lists with `ListLayout`, grids with `GridLayout`.
///
/// - Only the cells intersecting the visible area (plus a quarter of a screen on each side) exist
///   in the view; a cell that scrolls away goes to a reuse queue and comes back through
///   `dequeueReusableCell(withReuseIdentifier:for:)` after `prepareForReuse()`. Scrolling a warm
///   list allocates nothing per frame.
/// - A touch on a cell highlights it once the scroll view's content-touch delay has passed (never
///   when the touch becomes a scroll); lifting inside the cell selects it (`allowsSelection`,
///   `allowsMultipleSelection`, the delegate's `shouldSelectItemAt` veto).
/// - `performBatchUpdates(_:completion:)` with `insertItems`, `deleteItems` and `moveItem` animates
///   the cells to their new places on the window's clock.
/// - Inconsistent data (counts that do not add up, index paths out of range, a negative count, a
///   cell that was not dequeued) never crashes: one line goes to the `tactile.lists` log and the
///   view reloads, or the call is ignored.
@MainActor open class CollectionView: ScrollView {
    /// A `ListLayout.rowHeight` meaning "as tall as the cell wants" (UIKit's `automaticDimension`).
    public static let automaticDimension: Double = -1
    /// The most items (and sections) a collection view shows per section: larger counts from a
    /// data source are logged and cut to this (the layouts keep a few bytes per item).
    public static let maximumItemsPerSection = 10_000_000
    /// How long batch updates animate.
    public static let updateAnimationDuration: Double = 0.3

    /// The layout placing the items. Setting it lays the cells out again.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            collectionViewLayout.isPrepared = false
            collectionViewLayout.dataDidReload()
            setNeedsLayout()
        }
    }

    /// The object giving the sections, items and cells (held weakly). Setting it reloads.
    public weak var dataSource: CollectionViewDataSource? {
        didSet { setNeedsReload() }
    }

    /// The object told of selection and of cells coming and going (held weakly).
    public weak var delegate: CollectionViewDelegate?

    /// Whether the user can select items. Default true; false deselects everything.
    public var allowsSelection = true {
        didSet { if !allowsSelection { deselectAll() } }
    }

    /// Whether the user can select more than one item (a tap toggles). Default false; turning it
    /// off deselects everything.
    public var allowsMultipleSelection = false {
        didSet { if oldValue && !allowsMultipleSelection { deselectAll() } }
    }

    // MARK: State

    /// Items per section, as the data source last said.
    var itemCounts: [Int] = []
    /// The data must be asked for again before the next use.
    var needsReload = true
    var registrations: [String: CollectionViewCell.Type] = [:]
    /// The cells waiting to be reused, per reuse identifier (a queue object each, so that
    /// queueing a cell changes no dictionary value and allocates nothing).
    var reuseQueues: [String: ReuseQueue] = [:]
    /// The cells shown (or within the margin), by item.
    var visible: [IndexPath: CollectionViewCell] = [:]
    var selected: Set<IndexPath> = []
    /// The frame of the cell being made (a dequeued cell gets it before the data source fills it).
    var pendingFrame: Rect?
    /// Cells handed out by `dequeueReusableCell` during the current data source call.
    var handedOut: [CollectionViewCell] = []
    var lastLayoutSize = Size(width: -1, height: -1)
    var lastLayoutDirection = LayoutDirection.leftToRight
    /// Problems already logged since the last reload (each is logged once, not once per cell).
    var reportedProblems: Set<String> = []
    var isTiling = false
    /// During an animated batch update: existing cells keep their frames (the animation moves
    /// them) and new ones start transparent.
    var defersFrames = false
    var appearingCells: [CollectionViewCell] = []
    /// Deleted cells fading out in a batch update's animation.
    var fadingCells: [CollectionViewCell] = []
    /// The batch update being recorded.
    var batch: BatchUpdate?
    /// The touch on a cell the view follows for highlighting and selection.
    var tracking: (touch: Touch, cell: CollectionViewCell)?
    /// Swipe actions on list rows (CollectionView+Swipe.swift).
    let swipeController = RowSwipeController()
    /// Moving rows by long press (ListReorderController.swift).
    let reorderController = ListReorderController()

    // Scratch storage, kept between frames so that tiling does not allocate.
    var attributesScratch: [CollectionViewLayoutAttributes] = []
    var wantedScratch: Set<IndexPath> = []
    var leavingScratch: [IndexPath] = []
    var headerScratch: [SectionHeaderPlacement] = []
    var shownHeaders: [(section: Int, view: SectionHeaderView)] = []
    var spareHeaders: [SectionHeaderView] = []

    /// The last inconsistencies logged (newest last, at most 16), for tests.
    package internal(set) var loggedProblems: [String] = []

    /// A collection view placing its items with `layout`.
    public init(frame: Rect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        registrations[Self.placeholderIdentifier] = CollectionViewCell.self
        attributesScratch.reserveCapacity(64)
        wantedScratch.reserveCapacity(64)
        leavingScratch.reserveCapacity(64)
        visible.reserveCapacity(64)
        headerScratch.reserveCapacity(8)
        shownHeaders.reserveCapacity(8)
        addScrollAction { ($0 as? CollectionView)?.contentOffsetDidChange() }
        swipeController.install(on: self)
        reorderController.install(on: self)
    }

    // MARK: Cells

    /// Makes cells of `cellClass` for `dequeueReusableCell(withReuseIdentifier: id, for:)`.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier id: String) {
        registrations[id] = cellClass
    }

    /// A cell of the class registered for `id`: one that scrolled away (after its
    /// `prepareForReuse()`), or a new one. Call it from the data source's `cellForItemAt`.
    /// An unregistered `id` logs and returns a plain `CollectionViewCell`.
    public func dequeueReusableCell(withReuseIdentifier id: String, for indexPath: IndexPath) -> CollectionViewCell {
        let cell: CollectionViewCell
        if let reused = reuseQueues[id]?.cells.popLast() {
            cell = reused
            cell.prepareForReuse()
        } else {
            let cellClass: CollectionViewCell.Type
            if let registered = registrations[id] {
                cellClass = registered
            } else {
                logProblemOnce("dequeueReusableCell: no cell class is registered for reuse identifier \"\(id)\"; using a plain CollectionViewCell")
                cellClass = CollectionViewCell.self
            }
            cell = cellClass.init(frame: pendingFrame ?? .zero)
            cell.reuseIdentifier = id
            cell.owner = self
        }
        if let pendingFrame, cell.frame != pendingFrame { cell.frame = pendingFrame }
        cell.isHandedOut = true
        handedOut.append(cell)
        return cell
    }

    /// Asks the data source for everything again and shows it; selection is cleared.
    public func reloadData() {
        needsReload = false
        reportedProblems.removeAll()
        cancelTracking()
        swipeController.tearDown()
        reorderController.cancel(animated: false)
        finishFading()
        for (indexPath, cell) in visible {
            enqueue(cell)
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        visible.removeAll(keepingCapacity: true)
        selected.removeAll()
        itemCounts = loadCounts()
        collectionViewLayout.dataDidReload()
        collectionViewLayout.isPrepared = false
        layoutCells()
    }

    /// The number of sections (as the data source last said).
    public var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section` (0 for a section out of range).
    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
    }

    // MARK: Accessibility

    /// A container, not an element: its realised cells are read (each says "row 3 of 120" where no
    /// label says better). Its label says whether it is a list or a grid, its value how many items
    /// it holds ("120 items"), in the window's language, for a screen reader that names the
    /// container it enters.
    open override var accessibilityDefaults: AccessibilityDescription {
        let localization = currentLocalization
        return AccessibilityDescription(isElement: false, label: localization.text(collectionViewLayout is GridLayout ? .grid : .list),
                                        value: localization.text(.itemCount, itemCounts.reduce(0, +)))
    }

    // MARK: Touches (CollectionView+Selection.swift)

    /// A touch reached a cell: highlights it (see `cellTouchesBegan`).
    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { cellTouchesBegan(touches) }
    /// The highlight follows the finger in and out of the cell.
    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) { cellTouchesMoved(touches) }
    /// Lifting inside the cell selects its item.
    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) { cellTouchesEnded(touches) }
    /// The touch became a scroll (or was cancelled): the highlight goes.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) { cellTouchesCancelled(touches) }

    // MARK: Layout

    /// Lays out the cells: prepares the layout when needed and shows the cells of the visible area.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let direction = effectiveUserInterfaceLayoutDirection
        if bounds.size != lastLayoutSize || direction != lastLayoutDirection {
            lastLayoutSize = bounds.size
            lastLayoutDirection = direction
            collectionViewLayout.isPrepared = false
        }
        layoutCells()
    }

    /// Reloads when pending, prepares the layout, sets the content size and tiles the cells.
    func layoutCells() {
        if needsReload { return reloadData() }
        collectionViewLayout.prepareIfNeeded()
        updateContentSize()
        tile()
    }

    /// Makes sure the data is loaded and laid out before answering a question about it.
    func loadIfNeeded() {
        if needsReload || !collectionViewLayout.isPrepared, !isTiling { layoutCells() }
    }

    func updateContentSize() {
        let size = collectionViewLayout.collectionViewContentSize
        let sane = Size(width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
        guard contentSize != sane else { return }
        contentSize = sane
        // Momentum in progress stops at the new end (self-sizing rows change the length).
        if var m = motion {
            let maxOffset = maximumContentOffset
            m.x.maximum = maxOffset.x
            m.y.maximum = maxOffset.y
            motion = m
        }
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    func contentOffsetDidChange() {
        if swipeController.isActive { swipeController.close(animated: true) }
        guard !isTiling else { return }
        guard !needsReload, collectionViewLayout.isPrepared else { return setNeedsLayout() }
        tile()
    }

    /// The title of `section`'s header from the data source.
    func headerTitle(forSection section: Int) -> String? {
        dataSource?.collectionView(self, titleForHeaderInSection: section)
    }

    /// Item counts from the data source; a negative count logs and counts as 0.
    func loadCounts() -> [Int] {
        guard let dataSource else { return [] }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            logProblem("numberOfSections(in:) returned \(sections); showing no sections")
            sections = 0
        } else if sections > Self.maximumItemsPerSection {
            logProblem("numberOfSections(in:) returned \(sections); showing the first \(Self.maximumItemsPerSection)")
            sections = Self.maximumItemsPerSection
        }
        return (0..<sections).map { section in
            let count = dataSource.collectionView(self, numberOfItemsInSection: section)
            guard count >= 0 else {
                logProblem("collectionView(_:numberOfItemsInSection: \(section)) returned \(count); showing no items in it")
                return 0
            }
            guard count <= Self.maximumItemsPerSection else {
                logProblem("collectionView(_:numberOfItemsInSection: \(section)) returned \(count); showing the first \(Self.maximumItemsPerSection)")
                return Self.maximumItemsPerSection
            }
            return count
        }
    }

    /// Whether `indexPath` names an item the view has.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < itemCounts.count
            && indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section]
    }

    /// Whether `indexPath` is valid; logs one line naming `call` when it is not.
    func checkIndexPath(_ indexPath: IndexPath, in call: String) -> Bool {
        loadIfNeeded()
        guard !contains(indexPath) else { return true }
        let section = indexPath.section
        let has = section >= 0 && section < itemCounts.count
            ? "section \(section) has \(itemCounts[section]) items" : "there are \(itemCounts.count) sections"
        logProblem("\(call): index path \(indexPath) is out of range (\(has)); ignored")
        return false
    }

    /// Logs `message` unless it was logged since the last reload (a problem of every cell is
    /// reported once).
    func logProblemOnce(_ message: String) {
        guard reportedProblems.insert(message).inserted else { return }
        logProblem(message)
    }

    /// Logs one line about inconsistent data.
    func logProblem(_ message: String) {
        ListsLog.log.error("\(displayName): \(message)")
        if loggedProblems.count >= 16 { loggedProblems.removeFirst() }
        loggedProblems.append(message)
    }
}
