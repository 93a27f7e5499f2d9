/// The arithmetic of a stack view's layout, on plain values.
struct StackArrangement {
    /// What the arrangement needs to know of one view.
    struct Item {
        var intrinsic: Size
        var current: Size
    }

    var axis: StackView.Axis
    var spacing: Double
    var alignment: StackView.Alignment
    var distribution: StackView.Distribution
    /// Whether leading is the right edge: the frames are mirrored inside the bounds, so a horizontal
    /// stack runs from the right and a vertical stack's `.leading` alignment hugs the right edge.
    var rightToLeft = false

    /// The frames (in the stack's coordinates) of `items` inside `bounds`, leading to trailing.
    func frames(for items: [Item], in bounds: Rect) -> [Rect] {
        let frames = leftToRightFrames(for: items, in: bounds)
        guard rightToLeft else { return frames }
        return frames.map { Rect(x: bounds.minX + bounds.maxX - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    }

    /// The frames as a left-to-right layout places them.
    private func leftToRightFrames(for items: [Item], in bounds: Rect) -> [Rect] {
        let horizontal = axis == .horizontal
        let length = horizontal ? bounds.width : bounds.height
        let cross = horizontal ? bounds.height : bounds.width
        let lengths = alongLengths(items, length: length)
        let gap = gapLength(items.count, lengths: lengths, length: length)
        var position = horizontal ? bounds.minX : bounds.minY
        var result: [Rect] = []
        result.reserveCapacity(items.count)
        for (item, along) in zip(items, lengths) {
            let (offset, size) = crossPlacement(item, cross: cross)
            let crossStart = (horizontal ? bounds.minY : bounds.minX) + offset
            result.append(horizontal ? Rect(x: position, y: crossStart, width: along, height: size)
                                     : Rect(x: crossStart, y: position, width: size, height: along))
            position += along + gap
        }
        return result
    }

    private func intrinsicAlong(_ item: Item) -> Double { axis == .horizontal ? item.intrinsic.width : item.intrinsic.height }
    private func intrinsicAcross(_ item: Item) -> Double { axis == .horizontal ? item.intrinsic.height : item.intrinsic.width }
    private func currentAcross(_ item: Item) -> Double { axis == .horizontal ? item.current.height : item.current.width }

    /// The lengths along the axis.
    private func alongLengths(_ items: [Item], length: Double) -> [Double] {
        let n = Double(items.count)
        switch distribution {
        case .fillEqually:
            let each = max(0, (length - spacing * (n - 1)) / n)
            return Array(repeating: each, count: items.count)
        case .equalSpacing:
            return items.map { max(0, intrinsicAlong($0)) }
        case .fill:
            var lengths = items.map { max(0, intrinsicAlong($0)) }
            // The first view without an intrinsic length takes what is left; the last when all have one.
            let flexible = items.firstIndex { intrinsicAlong($0) < 0 } ?? items.count - 1
            let others = lengths.enumerated().reduce(0) { $0 + ($1.offset == flexible ? 0 : $1.element) }
            lengths[flexible] = max(0, length - spacing * (n - 1) - others)
            return lengths
        }
    }

    /// The gap between neighbours: `spacing`, or for `.equalSpacing` the leftover shared equally (at least `spacing`).
    private func gapLength(_ count: Int, lengths: [Double], length: Double) -> Double {
        guard distribution == .equalSpacing, count > 1 else { return spacing }
        let free = length - lengths.reduce(0, +)
        return max(spacing, free / Double(count - 1))
    }

    /// The offset and size across the axis.
    private func crossPlacement(_ item: Item, cross: Double) -> (offset: Double, size: Double) {
        if alignment == .fill { return (0, cross) }
        let intrinsic = intrinsicAcross(item)
        let size = intrinsic >= 0 ? intrinsic : currentAcross(item)
        switch alignment {
        case .fill, .leading: return (0, size)
        case .center: return ((cross - size) / 2, size)
        case .trailing: return (cross - size, size)
        }
    }
}
