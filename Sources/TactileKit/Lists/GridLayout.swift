import TactileCore

/// A grid: items of `itemSize` in lines that wrap (UIKit's `UICollectionViewFlowLayout` with a
/// fixed item size). Scrolling vertically, items fill rows from the leading edge — from the right
/// in a right-to-left layout — and a full row spreads its items over the width, at least
/// `minimumInteritemSpacing` apart; rows are `minimumLineSpacing` apart. Scrolling horizontally,
/// items fill columns from the top and columns follow each other to the right. Each section is
/// inset by `sectionInset`. Every frame is arithmetic: no per-item state, whatever the count.
@MainActor open class GridLayout: CollectionViewLayout {
    /// The size of every item. Default 50 × 50.
    public var itemSize = Size(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// The smallest space between items of one line. Default 10.
    public var minimumInteritemSpacing: Double = 10 { didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } } }
    /// The space between lines. Default 10.
    public var minimumLineSpacing: Double = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    /// The margins around each section's items. Default zero.
    public var sectionInset = EdgeInsets.zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    /// The direction the grid scrolls in: `.vertical` (rows, default) or `.horizontal` (columns).
    public var scrollDirection: Axis = .vertical { didSet { if scrollDirection != oldValue { invalidateLayout() } } }

    /// Where each section starts along the scroll axis, and (last) where the content ends.
    private var sectionStarts: [Double] = [0]
    private var counts: [Int] = []
    private var perLine = 1
    /// The pitch between items of a line (item length plus the actual spacing).
    private var itemPitch = 0.0
    private var linePitch = 0.0
    private var viewSize = Size.zero
    private var rightToLeft = false
    private var item = Size.zero
    private var inset = EdgeInsets.zero

    /// A grid of 50 × 50 items, 10 points apart.
    public override init() { super.init() }

    /// Computes how many items fit in a line and where each section starts.
    open override func prepare() {
        guard let cv = collectionView else { return }
        viewSize = cv.bounds.size
        rightToLeft = cv.isRightToLeft && scrollDirection == .vertical
        counts = cv.itemCounts
        item = Size(width: Self.sane(itemSize.width), height: Self.sane(itemSize.height))
        inset = EdgeInsets(top: Self.sane(sectionInset.top), left: Self.sane(sectionInset.left),
                           bottom: Self.sane(sectionInset.bottom), right: Self.sane(sectionInset.right))
        let spacing = Self.sane(minimumInteritemSpacing), lineSpacing = Self.sane(minimumLineSpacing)
        let vertical = scrollDirection == .vertical
        let available = vertical ? viewSize.width - inset.horizontal : viewSize.height - inset.vertical
        let length = vertical ? item.width : item.height
        perLine = max(1, length + spacing > 0 ? Int(min(((available + spacing) / (length + spacing)).rounded(.down), 1e6)) : 1)
        // A full line spreads over the whole available length (UIKit's justified flow).
        itemPitch = perLine > 1 ? length + max(spacing, (available - Double(perLine) * length) / Double(perLine - 1)) : length
        linePitch = (vertical ? item.height : item.width) + lineSpacing
        let before = vertical ? inset.top : inset.left, after = vertical ? inset.bottom : inset.right
        var start = 0.0
        sectionStarts = [0]
        sectionStarts.reserveCapacity(counts.count + 1)
        for count in counts {
            let lines = (count + perLine - 1) / perLine
            let extent = lines > 0 ? Double(lines) * linePitch - lineSpacing : 0
            start += before + extent + after
            sectionStarts.append(start)
        }
    }

    /// The view's width by the height of all sections (vertical), or the other way round.
    open override var collectionViewContentSize: Size {
        let end = sectionStarts.last ?? 0
        return scrollDirection == .vertical ? Size(width: viewSize.width, height: end) : Size(width: end, height: viewSize.height)
    }

    /// The items intersecting `rect`.
    open override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        var out: [CollectionViewLayoutAttributes] = []
        collectAttributes(in: rect, into: &out)
        return out
    }

    /// The frame of `indexPath`, nil when out of range.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section >= 0, indexPath.section < counts.count,
              indexPath.item >= 0, indexPath.item < counts[indexPath.section] else { return nil }
        return CollectionViewLayoutAttributes(indexPath: indexPath, frame: frame(item: indexPath.item, section: indexPath.section))
    }

    override func collectAttributes(in rect: Rect, into buffer: inout [CollectionViewLayoutAttributes]) {
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX, high = vertical ? rect.maxY : rect.maxX
        let before = vertical ? inset.top : inset.left
        let lineLength = vertical ? item.height : item.width
        guard !counts.isEmpty, linePitch > 0 || lineLength >= 0 else { return }
        var section = firstSection(endingAfter: low)
        while section < counts.count, sectionStarts[section] < high {
            let origin = sectionStarts[section] + before
            let lines = (counts[section] + perLine - 1) / perLine
            if lines > 0 {
                let firstLine = linePitch > 0 ? max(0, Int(min(((low - origin - lineLength) / linePitch).rounded(.down), 1e9)) + 1) : 0
                let lastLine = linePitch > 0 ? min(lines - 1, Int(max(min(((high - origin) / linePitch).rounded(.up), 1e9), -1))) : lines - 1
                if firstLine <= lastLine {
                    let first = firstLine * perLine, last = min(counts[section], (lastLine + 1) * perLine)
                    for index in first..<max(first, last) {
                        let f = frame(item: index, section: section)
                        if f.intersects(rect) || f.isEmpty {
                            buffer.append(CollectionViewLayoutAttributes(indexPath: IndexPath(item: index, section: section), frame: f))
                        }
                    }
                }
            }
            section += 1
        }
    }

    /// The frame of item `index` of `section`.
    private func frame(item index: Int, section: Int) -> Rect {
        let line = Double(index / perLine), position = Double(index % perLine)
        let start = sectionStarts[section]
        if scrollDirection == .vertical {
            var x = inset.left + position * itemPitch
            if rightToLeft { x = viewSize.width - x - item.width }
            return Rect(x: x, y: start + inset.top + line * linePitch, width: item.width, height: item.height)
        }
        return Rect(x: start + inset.left + line * linePitch, y: inset.top + position * itemPitch,
                    width: item.width, height: item.height)
    }

    /// The first section whose end lies after `offset` (binary search).
    private func firstSection(endingAfter offset: Double) -> Int {
        var low = 0, high = counts.count
        while low < high {
            let mid = (low + high) / 2
            if sectionStarts[mid + 1] <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private static func sane(_ v: Double) -> Double { v.isFinite ? max(v, 0) : 0 }
}
