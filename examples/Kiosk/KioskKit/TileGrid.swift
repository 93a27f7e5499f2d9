import Tactile

/// The tiles in rows of `columns`, built from stack views: a vertical stack of horizontal rows,
/// every row and every tile the same size. Changing `columns` reflows the tiles.
@MainActor public final class TileGrid: View {
    /// The tiles, in order.
    public let tiles: [TileView]
    /// The vertical stack of rows.
    public let rows = StackView(arrangedSubviews: [])
    /// Space between tiles, in points.
    public var spacing: Double = 12 {
        didSet { applySpacing() }
    }
    /// The tiles shown, by index in `tiles` (all of them by default); the others leave the grid.
    public var shownIndices: [Int] {
        didSet {
            shownIndices = shownIndices.filter { tiles.indices.contains($0) }
            if shownIndices != oldValue { reflow() }
        }
    }
    /// Tiles per row (at least 1).
    public var columns: Int = 3 {
        didSet {
            columns = max(1, columns)
            if columns != oldValue { reflow() }
        }
    }

    /// A grid of `tiles`.
    public init(tiles: [TileView], columns: Int = 3) {
        self.tiles = tiles
        self.columns = max(1, columns)
        shownIndices = Array(tiles.indices)
        super.init(frame: .zero)
        rows.axis = .vertical
        rows.distribution = .fillEqually
        addSubview(rows)
        reflow()
    }

    public override func layoutSubviews() {
        rows.frame = bounds
    }

    /// Puts the shown tiles in rows of `columns`; empty fillers keep every tile the same size.
    private func reflow() {
        for row in rows.arrangedSubviews {
            for tile in (row as? StackView)?.arrangedSubviews ?? [] { tile.removeFromSuperview() }
            row.removeFromSuperview()
        }
        let shown = shownIndices.map { tiles[$0] }
        // Always as many rows as all the tiles need, so that tiles keep their size while filtered.
        let rowCount = (tiles.count + columns - 1) / columns
        for r in 0..<rowCount {
            let row = StackView(arrangedSubviews: [])
            row.axis = .horizontal
            row.distribution = .fillEqually
            for column in 0..<columns {
                let index = r * columns + column
                row.addArrangedSubview(index < shown.count ? shown[index] : View(frame: .zero))
            }
            rows.addArrangedSubview(row)
        }
        applySpacing()
        setNeedsLayout()
    }

    private func applySpacing() {
        rows.spacing = spacing
        for row in rows.arrangedSubviews { (row as? StackView)?.spacing = spacing }
    }
}
