import Tactile

/// Rendered map tiles, so a pan only draws the strip that scrolled into view.
///
/// Tiles are `tileSize` points square on a grid anchored at map point (0, 0) in *zoomed* space
/// (map units × scale), so panning by whole points reuses every tile. A zoom change renders new
/// tiles; the old ones are dropped when the cache is over its budget.
@MainActor final class MapTileCache {
    /// The side of a tile in points.
    static let tileSize = 256
    /// How many tiles are kept at least.
    static let minimumBudget = 48
    /// How many tiles are kept: twice what the view shows (room for panning and one zoom step).
    private(set) var budget = MapTileCache.minimumBudget

    private struct Key: Hashable {
        let scale: Double
        let pixelScale: Double
        let column: Int
        let row: Int
    }
    private struct Entry {
        let image: PixelImage
        var lastUse: Int
    }
    private var entries: [Key: Entry] = [:]
    private var useCounter = 0

    /// Tiles rendered since creation (tests, measurements).
    private(set) var renderCount = 0
    /// The most tiles one draw renders (`beginDraw`): a window as large as a buffer allows
    /// (~500 tiles) zooming would otherwise render them all in one frame and stop answering its
    /// compositor for seconds; the rest come in the next frames.
    static let rendersPerDraw = 64
    /// Tiles rendered since the last `beginDraw`.
    private var rendersThisDraw = 0

    /// Starts a draw: it may render up to `rendersPerDraw` new tiles.
    func beginDraw() { rendersThisDraw = 0 }
    /// Tiles held now.
    var count: Int { entries.count }

    /// Sizes the budget for a view showing up to `visibleTiles` tiles at once. A smaller budget
    /// (the view shrank) drops the least recently used tiles beyond it at once.
    func reserve(visibleTiles: Int) {
        budget = max(Self.minimumBudget, 2 * max(0, visibleTiles))
        while entries.count > budget, evictLeastRecentlyUsed() {}
    }

    /// The tile at `column`, `row` for zoom `scale`, rendered at `pixelScale` pixels per point; nil
    /// when it is not cached and this draw already rendered `rendersPerDraw` tiles.
    func tile(column: Int, row: Int, scale: Double, pixelScale: Double) -> PixelImage? {
        useCounter += 1
        let key = Key(scale: scale, pixelScale: pixelScale, column: column, row: row)
        if var entry = entries[key] {
            entry.lastUse = useCounter
            entries[key] = entry
            return entry.image
        }
        guard rendersThisDraw < Self.rendersPerDraw else { return nil }
        rendersThisDraw += 1
        let side = Double(Self.tileSize)
        let pixels = Int((side * pixelScale).rounded(.up))
        guard let image = try? PixelImage(width: pixels, height: pixels) else { return nil }
        let canvas = Canvas(image: image, scale: pixelScale)
        let mapRect = Rect(x: Double(column) * side / scale, y: Double(row) * side / scale,
                           width: side / scale, height: side / scale)
        MapTerrain.draw(mapRect, scale: scale, in: canvas)
        // The land fill covers every pixel of the tile first: tiles are opaque, and are copied, not blended.
        image.isOpaque = true
        renderCount += 1
        while entries.count >= budget, evictLeastRecentlyUsed() {}
        entries[key] = Entry(image: image, lastUse: useCounter)
        return image
    }

    /// Drops the least recently used tile (a scan of a few dozen entries). Evicting one tile per
    /// new one keeps the cache — and so the memory — at its budget once full, instead of filling
    /// and emptying a quarter at a time.
    private func evictLeastRecentlyUsed() -> Bool {
        guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return false }
        entries[oldest.key] = nil
        return true
    }
}

/// A block of cached tiles composed into one opaque image, rebuilt when the layer needs tiles
/// outside it (a pan across a tile boundary, a zoom, a resize). Drawing it is a single copy.
@MainActor final class MapTileComposite {
    struct Composite {
        let image: PixelImage
        let columns: Range<Int>
        let rows: Range<Int>
        let scale: Double
        let pixelScale: Double
    }
    private var current: Composite?

    /// Frees the image.
    func discard() { current = nil }

    /// The bytes of the image held (tests, measurements).
    var byteCount: Int { current.map { $0.image.width * $0.image.height * 4 } ?? 0 }

    /// An image of the tiles `columns` × `rows` at zoom `scale` and `pixelScale` pixels per point
    /// (the current one if it holds them), or nil if a tile or the image cannot be made.
    func image(columns: Range<Int>, rows: Range<Int>, scale: Double, pixelScale: Double,
               tiles: MapTileCache) -> Composite? {
        if let current, current.scale == scale, current.pixelScale == pixelScale,
           current.columns.lowerBound <= columns.lowerBound, current.columns.upperBound >= columns.upperBound,
           current.rows.lowerBound <= rows.lowerBound, current.rows.upperBound >= rows.upperBound,
           current.columns.count <= columns.count + 1, current.rows.count <= rows.count + 1 {
            return current
        }
        current = nil
        let side = Double(MapTileCache.tileSize)
        let tilePixels = Int((side * pixelScale).rounded(.up))
        guard !columns.isEmpty, !rows.isEmpty,
              let image = try? PixelImage(width: columns.count * tilePixels, height: rows.count * tilePixels) else { return nil }
        let canvas = Canvas(image: image, scale: pixelScale)
        for row in rows {
            for column in columns {
                guard let tile = tiles.tile(column: column, row: row, scale: scale, pixelScale: pixelScale) else { return nil }
                canvas.draw(tile, in: Rect(x: Double(column - columns.lowerBound) * side, y: Double(row - rows.lowerBound) * side,
                                           width: side, height: side))
            }
        }
        // Every pixel is a copy of an opaque tile pixel.
        image.isOpaque = true
        let composite = Composite(image: image, columns: columns, rows: rows, scale: scale, pixelScale: pixelScale)
        current = composite
        return composite
    }
}
