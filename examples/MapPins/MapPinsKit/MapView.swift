import Tactile

/// The map: fills its bounds with tiles from a `MapTileCache` for the current camera.
///
/// The zoomed origin is rounded to whole points so tiles land on whole pixels (no resampling)
/// and a pan of whole points reuses every cached tile.
@MainActor public final class MapView: View, OpaqueDrawing {
    /// What part of the map is shown. Setting it redraws the map.
    public var camera = MapCamera() {
        didSet { if camera != oldValue { setNeedsDisplay() } }
    }
    private let tiles = MapTileCache()
    private let composite = MapTileComposite()

    /// Tiles rendered so far (tests, measurements).
    public var tileRenderCount: Int { tiles.renderCount }

    public override init(frame: Rect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
    }

    /// The zoomed-space point at the view's top-left corner, rounded to whole points.
    private var snappedOrigin: (x: Double, y: Double) {
        ((camera.origin.x * camera.scale).rounded(), (camera.origin.y * camera.scale).rounded())
    }

    /// The map's opaque tiles cover every pixel it draws, on whole pixels at whole-number scales (the
    /// renderer then paints nothing beneath it).
    public var drawsOpaquely: Bool {
        camera.scale.isFinite && camera.scale > 0 && camera.origin.x.isFinite && camera.origin.y.isFinite
    }

    /// Called at the start of every draw (the launcher uses the first one to report `ready`).
    public var onDraw: (@MainActor () -> Void)?

    public override func draw(_ rect: Rect, in canvas: Canvas) {
        onDraw?()
        let side = Double(MapTileCache.tileSize)
        let s = camera.scale
        let (ox, oy) = snappedOrigin
        let c0 = Int(((rect.minX + ox) / side).rounded(.down)), c1 = Int(((rect.maxX + ox) / side).rounded(.up))
        let r0 = Int(((rect.minY + oy) / side).rounded(.down)), r1 = Int(((rect.maxY + oy) / side).rounded(.up))
        guard c1 > c0, r1 > r0, c1 - c0 < 64, r1 - r0 < 64 else { return }
        let pixelScale = min(max(canvas.scale.rounded(.up), 1), 4)
        // Room for every tile the whole view can show (one more each way when the grid is offset).
        let across = Int((bounds.width / side).rounded(.up)) + 1, down = Int((bounds.height / side).rounded(.up)) + 1
        if across < 64, down < 64 { tiles.reserve(visibleTiles: across * down) }
        // At a whole-number pixel scale the tiles of the whole view are kept composed in one image,
        // so a frame is one copy instead of one per tile.
        if canvas.scale == pixelScale {
            let view = (c0: min(c0, Int(((bounds.minX + ox) / side).rounded(.down))),
                        c1: max(c1, Int(((bounds.maxX + ox) / side).rounded(.up))),
                        r0: min(r0, Int(((bounds.minY + oy) / side).rounded(.down))),
                        r1: max(r1, Int(((bounds.maxY + oy) / side).rounded(.up))))
            if view.c1 - view.c0 < 64, view.r1 - view.r0 < 64,
               let composite = composite.image(columns: view.c0..<view.c1, rows: view.r0..<view.r1, scale: s,
                                               pixelScale: pixelScale, tiles: tiles) {
                canvas.draw(composite.image, in: Rect(x: Double(composite.columns.lowerBound) * side - ox,
                                                      y: Double(composite.rows.lowerBound) * side - oy,
                                                      width: Double(composite.columns.count) * side,
                                                      height: Double(composite.rows.count) * side))
                return
            }
        }
        for row in r0..<r1 {
            for column in c0..<c1 {
                guard let image = tiles.tile(column: column, row: row, scale: s, pixelScale: pixelScale) else { continue }
                canvas.draw(image, in: Rect(x: Double(column) * side - ox, y: Double(row) * side - oy, width: side, height: side))
            }
        }
    }
}
