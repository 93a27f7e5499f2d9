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
        super.init(frame: .zero)
        rows.axis = .vertical
        rows.distribution = .fillEqually
        addSubview(rows)
        reflow()
    }

    public override func layoutSubviews() {
        rows.frame = bounds
    }

    /// Puts the tiles in rows of `columns`; a short last row keeps tile widths with an empty filler.
    private func reflow() {
        for row in rows.arrangedSubviews {
            for tile in (row as? StackView)?.arrangedSubviews ?? [] { tile.removeFromSuperview() }
            row.removeFromSuperview()
        }
        var start = 0
        while start < tiles.count {
            let row = StackView(arrangedSubviews: [])
            row.axis = .horizontal
            row.distribution = .fillEqually
            for column in 0..<columns {
                let index = start + column
                row.addArrangedSubview(index < tiles.count ? tiles[index] : View(frame: .zero))
            }
            rows.addArrangedSubview(row)
            start += columns
        }
        applySpacing()
        setNeedsLayout()
    }

    private func applySpacing() {
        rows.spacing = spacing
        for row in rows.arrangedSubviews { (row as? StackView)?.spacing = spacing }
    }
}
