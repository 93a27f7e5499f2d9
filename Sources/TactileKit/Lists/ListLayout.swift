import TactileCore

/// A list: one item per row, each row the width of the collection view, sections one after the
/// other, each optionally under a header that stays pinned at the top while its section scrolls
/// (UIKit's UITableView look, as a collection view layout).
///
/// Rows are `rowHeight` tall, or — with `CollectionView.automaticDimension` — as tall as each cell
/// says it wants (`sizeThatFits` for the row's width): rows not measured yet count as
/// `estimatedRowHeight`, and a row's real height replaces its estimate when its cell first shows,
/// keeping what is on screen where it is. Offsets live in a Fenwick tree, so finding the rows
/// of the visible area and correcting one estimate cost O(log n) however long the list.
///
/// A section has a header when the data source gives it a title
/// (`collectionView(_:titleForHeaderInSection:)`) and `sectionHeaderHeight` is positive.
@MainActor open class ListLayout: CollectionViewLayout {
    /// The height of every row, or `CollectionView.automaticDimension` for rows as tall as their
    /// cells want. Default 44.
    public var rowHeight: Double = 44 { didSet { if rowHeight != oldValue { resetAndInvalidate() } } }
    /// The height assumed for a self-sizing row until its cell is measured. Default 44.
    public var estimatedRowHeight: Double = 44 { didSet { if estimatedRowHeight != oldValue { invalidateLayout() } } }
    /// The height of a section's header (sections without a title have none). Default 28.
    public var sectionHeaderHeight: Double = 28 { didSet { if sectionHeaderHeight != oldValue { invalidateLayout() } } }

    /// Heights of the headers and rows: per section, its header then its rows.
    private var tree = HeightTree()
    /// The tree index of each section's header entry.
    private var sectionStart: [Int] = []
    /// Each section's header title (nil: no header).
    private var titles: [String?] = []
    /// Measured heights of self-sizing rows per section (NaN: not measured yet).
    private var measured: [[Double]] = []
    /// The width the rows were measured at.
    private var measuredWidth: Double = -1
    private var width: Double = 0

    /// A list layout with 44-point rows.
    public override init() { super.init() }

    /// Whether rows size themselves.
    var isSelfSizing: Bool { rowHeight == CollectionView.automaticDimension }

    private var sanitizedEstimate: Double {
        estimatedRowHeight.isFinite && estimatedRowHeight > 0 ? estimatedRowHeight : 44
    }

    private var sanitizedRowHeight: Double {
        rowHeight.isFinite && rowHeight >= 0 ? rowHeight : 44
    }

    /// Computes every row's offset from the row heights (and the measurements of self-sizing rows).
    open override func prepare() {
        guard let cv = collectionView else { return }
        width = cv.bounds.width
        let counts = cv.itemCounts
        if width != measuredWidth || measured.count != counts.count
            || zip(measured, counts).contains(where: { $0.count != $1 }) {
            measured = counts.map { Array(repeating: .nan, count: $0) }
            measuredWidth = width
        }
        titles = counts.indices.map { cv.headerTitle(forSection: $0) }
        let header = sectionHeaderHeight.isFinite ? max(sectionHeaderHeight, 0) : 0
        var values: [Double] = []
        values.reserveCapacity(counts.reduce(counts.count) { $0 + $1 })
        sectionStart = []
        sectionStart.reserveCapacity(counts.count)
        let selfSizing = isSelfSizing, estimate = sanitizedEstimate, fixed = sanitizedRowHeight
        for (section, count) in counts.enumerated() {
            sectionStart.append(values.count)
            values.append(titles[section] != nil ? header : 0)
            if selfSizing {
                for h in measured[section] { values.append(h.isNaN ? estimate : h) }
            } else {
                values.append(contentsOf: repeatElement(fixed, count: count))
            }
        }
        tree = HeightTree(values)
    }

    /// The width of the view by the height of all rows and headers.
    open override var collectionViewContentSize: Size { Size(width: width, height: tree.total) }

    /// The rows intersecting `rect`.
    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        var out: [CollectionViewLayoutAttributes] = []
        collectAttributes(in: rect, into: &out)
        return out
    }

    /// The row of `indexPath`, nil when out of range.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let slot = slot(of: indexPath) else { return nil }
        return CollectionViewLayoutAttributes(indexPath: indexPath, frame: frame(ofSlot: slot))
    }

    /// The title of `section`'s header, nil without one.
    func headerTitle(forSection section: Int) -> String? {
        section >= 0 && section < titles.count ? titles[section] : nil
    }

    // MARK: Fast paths

    override func collectAttributes(in rect: Rect, into buffer: inout [CollectionViewLayoutAttributes]) {
        guard tree.count > 0, rect.maxY > 0 else { return }
        var slot = tree.index(at: rect.minY)
        var y = tree.prefix(slot)
        var section = self.section(ofSlot: slot)
        while slot < tree.count, y < rect.maxY {
            while section + 1 < sectionStart.count, slot >= sectionStart[section + 1] { section += 1 }
            let h = tree.values[slot]
            if slot != sectionStart[section], y + h > rect.minY || (h == 0 && y >= rect.minY) {
                buffer.append(CollectionViewLayoutAttributes(
                    indexPath: IndexPath(item: slot - sectionStart[section] - 1, section: section),
                    frame: Rect(x: 0, y: y, width: width, height: h)))
            }
            y += h
            slot += 1
        }
    }

    override func collectHeaders(visibleRect: Rect, into buffer: inout [SectionHeaderPlacement]) {
        guard tree.count > 0 else { return }
        let top = visibleRect.minY
        var section = self.section(ofSlot: tree.index(at: top))
        while section < sectionStart.count {
            let start = tree.prefix(sectionStart[section])
            if start >= visibleRect.maxY { break }
            let h = tree.values[sectionStart[section]]
            if h > 0 {
                let end = section + 1 < sectionStart.count ? tree.prefix(sectionStart[section + 1]) : tree.total
                let y = min(max(start, top), end - h)
                buffer.append(SectionHeaderPlacement(section: section, frame: Rect(x: 0, y: y, width: width, height: h)))
            }
            section += 1
        }
    }

    override func pinnedHeaderHeight(forSection section: Int) -> Double {
        section >= 0 && section < sectionStart.count ? tree.values[sectionStart[section]] : 0
    }

    override var measuresCells: Bool { isSelfSizing }

    override func recordMeasuredHeight(_ height: Double, for indexPath: IndexPath) -> Double {
        guard isSelfSizing, height.isFinite, height >= 0, let slot = slot(of: indexPath) else { return 0 }
        measured[indexPath.section][indexPath.item] = height
        return tree.set(slot, to: height)
    }

    override func itemsDidMove(newCounts: [Int], newIndexPath: (IndexPath) -> IndexPath?) {
        guard isSelfSizing else { return }
        var moved = newCounts.map { Array(repeating: Double.nan, count: $0) }
        for (section, heights) in measured.enumerated() {
            for (item, h) in heights.enumerated() where !h.isNaN {
                guard let n = newIndexPath(IndexPath(item: item, section: section)),
                      n.section < moved.count, n.item < moved[n.section].count else { continue }
                moved[n.section][n.item] = h
            }
        }
        measured = moved
        invalidateLayout()
    }

    override func dataDidReload() {
        measured = []
    }

    // MARK: Slots

    private func resetAndInvalidate() {
        measured = []
        invalidateLayout()
    }

    private func slot(of indexPath: IndexPath) -> Int? {
        guard indexPath.section >= 0, indexPath.section < sectionStart.count, indexPath.item >= 0 else { return nil }
        let slot = sectionStart[indexPath.section] + 1 + indexPath.item
        let end = indexPath.section + 1 < sectionStart.count ? sectionStart[indexPath.section + 1] : tree.count
        return slot < end ? slot : nil
    }

    private func frame(ofSlot slot: Int) -> Rect {
        Rect(x: 0, y: tree.prefix(slot), width: width, height: tree.values[slot])
    }

    /// The section holding tree entry `slot` (binary search over the section starts).
    private func section(ofSlot slot: Int) -> Int {
        var low = 0, high = sectionStart.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sectionStart[mid] <= slot { low = mid } else { high = mid - 1 }
        }
        return max(low, 0)
    }
}
