import Tactile

/// The map: shows tiles from a `MapTileCache` for the current camera.
///
/// The tiles sit in a `MapTileLayer` subview a little larger than the map, on its own surface
/// below the window's (`OwnSurfacePlacement.belowWindow`): a pan only moves that layer — on Wayland
/// the compositor shifts the already drawn tiles and nothing is repainted — until the view needs a
/// tile outside it. The pins, in the window's own pixels, are drawn over it.
///
/// The zoomed origin is rounded to whole points so tiles land on whole pixels (no resampling)
/// and a pan of whole points reuses every cached tile.
@MainActor public final class MapView: View {
    /// What part of the map is shown. Setting it moves (or redraws) the map.
    public var camera = MapCamera() {
        didSet { if camera != oldValue { layoutTiles() } }
    }
    let tiles = MapTileCache()
    let tileLayer: MapTileLayer

    /// Tiles rendered so far (tests, measurements).
    public var tileRenderCount: Int { tiles.renderCount }
    /// Tiles cached now (tests, measurements).
    public var cachedTileCount: Int { tiles.count }

    /// Called at the start of every draw of the tiles (the launcher uses the first one to report `ready`).
    public var onDraw: (@MainActor () -> Void)? {
        get { tileLayer.onDraw }
        set { tileLayer.onDraw = newValue }
    }

    public override init(frame: Rect) {
        tileLayer = MapTileLayer(tiles: tiles)
        super.init(frame: frame)
        isMultipleTouchEnabled = true
        clipsToBounds = true
        addSubview(tileLayer)
        tileLayer.ownSurfacePlacement = .belowWindow
        layoutTiles()
    }

    /// Called when the layout pass lays the map out (its size changed): the scene re-places the pins.
    public var onLayout: (@MainActor () -> Void)?

    public override func layoutSubviews() {
        super.layoutSubviews()
        onLayout?()
    }

    public override var frame: Rect {
        didSet { if frame.size != oldValue.size { layoutTiles() } }
    }

    public override var bounds: Rect {
        didSet { if bounds != oldValue { layoutTiles() } }
    }

    /// The zoomed-space point at the view's top-left corner, rounded to whole points.
    private var snappedOrigin: (x: Double, y: Double) {
        ((camera.origin.x * camera.scale).rounded(), (camera.origin.y * camera.scale).rounded())
    }

    /// Puts the tile layer under the visible area: moved when it already holds every visible tile,
    /// otherwise grown or rebuilt for the new tiles.
    private func layoutTiles() {
        let s = camera.scale
        guard s.isFinite, s > 0, camera.origin.x.isFinite, camera.origin.y.isFinite else {
            tileLayer.isHidden = true
            return
        }
        let side = Double(MapTileCache.tileSize)
        let (ox, oy) = snappedOrigin
        let b = bounds
        let c0 = Int(((b.minX + ox) / side).rounded(.down)), c1 = Int(((b.maxX + ox) / side).rounded(.up))
        let r0 = Int(((b.minY + oy) / side).rounded(.down)), r1 = Int(((b.maxY + oy) / side).rounded(.up))
        guard c1 > c0, r1 > r0, c1 - c0 < 64, r1 - r0 < 64 else {
            tileLayer.isHidden = true
            return
        }
        tileLayer.isHidden = false
        // Room for every tile the whole view can show (one more each way when the grid is offset).
        tiles.reserve(visibleTiles: (Int((b.width / side).rounded(.up)) + 1) * (Int((b.height / side).rounded(.up)) + 1))
        tileLayer.show(columns: c0..<c1, rows: r0..<r1, scale: s)
        let origin = Point(x: Double(tileLayer.columns.lowerBound) * side - ox, y: Double(tileLayer.rows.lowerBound) * side - oy)
        let size = Size(width: Double(tileLayer.columns.count) * side, height: Double(tileLayer.rows.count) * side)
        if tileLayer.frame.origin != origin || tileLayer.frame.size != size { tileLayer.frame = Rect(origin: origin, size: size) }
    }
}

/// A block of map tiles (whole tiles, in zoomed space) drawn opaquely; `MapView` moves it as the
/// camera pans and asks for a redraw only when the block changes.
@MainActor final class MapTileLayer: View, OpaqueDrawing {
    private let tiles: MapTileCache
    private let composite = MapTileComposite()
    /// The tiles the layer holds.
    private(set) var columns = 0..<0
    private(set) var rows = 0..<0
    private(set) var scale = 1.0
    /// Called at the start of every draw.
    var onDraw: (@MainActor () -> Void)?
    /// A draw for the tiles the last one had no render budget for is scheduled.
    private var completionScheduled = false

    init(tiles: MapTileCache) {
        self.tiles = tiles
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    var drawsOpaquely: Bool { !columns.isEmpty && !rows.isEmpty }

    /// The bytes of the composed tile image kept for partial redraws (tests, measurements).
    var compositeByteCount: Int { composite.byteCount }

    /// Makes the layer hold at least `columns` × `rows` at zoom `scale`. A layer going back and forth
    /// across a tile boundary would redraw on every frame: it grows by the one column or row it lacks
    /// instead, so both positions fit. A layer more than one tile larger than needed (the view
    /// shrank) is rebuilt at the needed size, so its surface's buffers and composite shrink too.
    func show(columns needed: Range<Int>, rows neededRows: Range<Int>, scale s: Double) {
        if s == scale, columns.lowerBound <= needed.lowerBound, columns.upperBound >= needed.upperBound,
           rows.lowerBound <= neededRows.lowerBound, rows.upperBound >= neededRows.upperBound,
           columns.count <= needed.count + 1, rows.count <= neededRows.count + 1 {
            return
        }
        var newColumns = needed, newRows = neededRows
        if s == scale, !columns.isEmpty, !rows.isEmpty {
            let wider = min(needed.lowerBound, columns.lowerBound)..<max(needed.upperBound, columns.upperBound)
            let taller = min(neededRows.lowerBound, rows.lowerBound)..<max(neededRows.upperBound, rows.upperBound)
            if wider.count <= needed.count + 1, taller.count <= neededRows.count + 1 {
                newColumns = wider
                newRows = taller
            }
        }
        columns = newColumns
        rows = newRows
        scale = s
        setNeedsDisplay()
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        onDraw?()
        tiles.beginDraw()
        let side = Double(MapTileCache.tileSize)
        let pixelScale = min(max(canvas.scale.rounded(.up), 1), 4)
        // Drawn whole (into its own surface) the layer copies each tile once and keeps no composite.
        // Drawn in part (into a window buffer, a frame after frame) its tiles are kept composed in one
        // image at a whole-number pixel scale, so a frame is one copy instead of one per tile.
        let whole = rect.minX <= 0 && rect.minY <= 0 && rect.maxX >= bounds.width && rect.maxY >= bounds.height
        if whole { composite.discard() }
        if !whole, canvas.scale == pixelScale,
           let image = composite.image(columns: columns, rows: rows, scale: scale, pixelScale: pixelScale, tiles: tiles) {
            canvas.draw(image.image, in: Rect(x: Double(image.columns.lowerBound - columns.lowerBound) * side,
                                              y: Double(image.rows.lowerBound - rows.lowerBound) * side,
                                              width: Double(image.columns.count) * side,
                                              height: Double(image.rows.count) * side))
            return
        }
        let c0 = max(columns.lowerBound + Int((rect.minX / side).rounded(.down)), columns.lowerBound)
        let c1 = min(columns.lowerBound + Int((rect.maxX / side).rounded(.up)), columns.upperBound)
        let r0 = max(rows.lowerBound + Int((rect.minY / side).rounded(.down)), rows.lowerBound)
        let r1 = min(rows.lowerBound + Int((rect.maxY / side).rounded(.up)), rows.upperBound)
        guard c1 > c0, r1 > r0 else { return }
        var missing = false
        for row in r0..<r1 {
            for column in c0..<c1 {
                let box = Rect(x: Double(column - columns.lowerBound) * side, y: Double(row - rows.lowerBound) * side,
                               width: side, height: side)
                guard let image = tiles.tile(column: column, row: row, scale: scale, pixelScale: pixelScale) else {
                    // Over this draw's render budget: plain land now (the layer stays opaque), the tile next frame.
                    canvas.fill(box, with: scale < 0.5 ? MapPalette.landFar : MapPalette.land)
                    missing = true
                    continue
                }
                canvas.draw(image, in: box)
            }
        }
        if missing { scheduleCompletion() }
    }

    /// Asks for another draw on the next turn of the run loop, for the tiles this one had no budget for.
    private func scheduleCompletion() {
        guard !completionScheduled, let clock = window?.clock else { return }
        completionScheduled = true
        _ = clock.schedule(after: .zero) { [weak self] in
            guard let self else { return }
            completionScheduled = false
            setNeedsDisplay()
        }
    }
}
