import Glibc
import Tactile

/// The invented city, drawn procedurally (no data, no images): land, a winding river, lakes,
/// parks, buildings and a road grid. Detail depends on the zoom: far out only land, water and
/// main roads; closer, streets and parks; close up, buildings, alleys and trees.
@MainActor enum MapTerrain {
    /// A city block's side in map units (streets run between blocks).
    static let block: Double = 100
    /// Main roads run every this many map units.
    static let majorSpacing: Double = 500

    /// Paints the map area `mapRect` into `canvas`, where map point p lands at
    /// `(p - mapRect.origin) * scale` canvas points.
    static func draw(_ mapRect: Rect, scale: Double, in canvas: Canvas) {
        let toCanvas = { (r: Rect) -> Rect in
            Rect(x: (r.origin.x - mapRect.origin.x) * scale, y: (r.origin.y - mapRect.origin.y) * scale,
                 width: r.size.width * scale, height: r.size.height * scale)
        }
        let extent = Rect(x: 0, y: 0, width: mapRect.width * scale, height: mapRect.height * scale)
        canvas.fill(extent, with: scale < 0.5 ? MapPalette.landFar : MapPalette.land)

        let bx0 = Int((mapRect.minX / block).rounded(.down)), bx1 = Int((mapRect.maxX / block).rounded(.up))
        let by0 = Int((mapRect.minY / block).rounded(.down)), by1 = Int((mapRect.maxY / block).rounded(.up))
        // Parks and buildings, block by block.
        if bx1 - bx0 <= 64, by1 - by0 <= 64 {
            for by in by0..<by1 {
                for bx in bx0..<bx1 {
                    drawBlock(bx, by, scale: scale, canvas: canvas, toCanvas: toCanvas)
                }
            }
        }
        drawLakes(mapRect, canvas: canvas, toCanvas: toCanvas)
        drawRiver(mapRect, scale: scale, canvas: canvas)
        drawRoads(mapRect, scale: scale, canvas: canvas, toCanvas: toCanvas)
    }

    private static func drawBlock(_ bx: Int, _ by: Int, scale: Double, canvas: Canvas, toCanvas: (Rect) -> Rect) {
        let h = hash(bx, by)
        let lot = Rect(x: Double(bx) * block, y: Double(by) * block, width: block, height: block).insetBy(dx: 6, dy: 6)
        if h % 7 == 0 {
            canvas.fill(toCanvas(lot), with: MapPalette.park)
            if scale >= 1.5 {
                for k in 0..<5 {
                    let t = hash(bx * 31 + k, by * 17 - k)
                    let x = lot.minX + 10 + Double(t % 70), y = lot.minY + 10 + Double((t / 70) % 70)
                    canvas.fillEllipse(in: toCanvas(Rect(x: x - 6, y: y - 6, width: 12, height: 12)), with: MapPalette.parkTree)
                }
            }
        } else if scale >= 1.5 {
            let half = (lot.width - 6) / 2
            for k in 0..<4 {
                let t = hash(bx + k * 7, by - k * 13)
                let inset = 3 + Double(t % 9)
                let x = lot.minX + Double(k % 2) * (half + 6), y = lot.minY + Double(k / 2) * (half + 6)
                canvas.fill(toCanvas(Rect(x: x + inset / 2, y: y + inset / 2, width: half - inset, height: half - inset)),
                            with: MapPalette.building)
            }
        }
    }

    /// One lake in some 800-unit cells.
    private static func drawLakes(_ mapRect: Rect, canvas: Canvas, toCanvas: (Rect) -> Rect) {
        let cell = 800.0
        let cx0 = Int((mapRect.minX / cell).rounded(.down)) - 1, cx1 = Int((mapRect.maxX / cell).rounded(.up))
        let cy0 = Int((mapRect.minY / cell).rounded(.down)) - 1, cy1 = Int((mapRect.maxY / cell).rounded(.up))
        guard cx1 - cx0 <= 32, cy1 - cy0 <= 32 else { return }
        for cy in cy0..<cy1 {
            for cx in cx0..<cx1 {
                let h = hash(cx * 7 + 3, cy * 11 - 5)
                guard h % 3 == 0 else { continue }
                let w = 180 + Double(h % 220), hgt = 140 + Double((h / 220) % 160)
                let x = Double(cx) * cell + 100 + Double((h / 7) % 400), y = Double(cy) * cell + 100 + Double((h / 13) % 400)
                let lake = Rect(x: x, y: y, width: w, height: hgt)
                guard lake.intersects(mapRect) else { continue }
                canvas.fillEllipse(in: toCanvas(lake.insetBy(dx: -4, dy: -4)), with: MapPalette.waterEdge)
                canvas.fillEllipse(in: toCanvas(lake), with: MapPalette.water)
            }
        }
    }

    /// The river's centre line at map x.
    nonisolated static func riverY(_ x: Double) -> Double {
        420 + 260 * sin(x / 700) + 70 * sin(x / 190)
    }

    private static func drawRiver(_ mapRect: Rect, scale: Double, canvas: Canvas) {
        let width = 110.0
        // The river's centre stays within 420 ± 330 map units.
        guard mapRect.minY < 420 + 330 + width, mapRect.maxY > 420 - 330 - width else { return }
        let step = max(4, 12 / scale)
        var points: [Point] = []
        var x = mapRect.minX - width
        while x <= mapRect.maxX + width {
            points.append(Point(x: (x - mapRect.minX) * scale, y: (riverY(x) - mapRect.minY) * scale))
            x += step
        }
        canvas.stroke(points, width: (width + 8) * scale, color: MapPalette.waterEdge)
        canvas.stroke(points, width: width * scale, color: MapPalette.water)
    }

    private static func drawRoads(_ mapRect: Rect, scale: Double, canvas: Canvas, toCanvas: (Rect) -> Rect) {
        let h = mapRect.height * scale, w = mapRect.width * scale
        func lines(spacing: Double, width: Double, color: Color) {
            guard spacing * scale >= 6 else { return }
            var x = (mapRect.minX / spacing).rounded(.down) * spacing
            while x <= mapRect.maxX + spacing {
                let r = toCanvas(Rect(x: x - width / 2, y: mapRect.minY, width: width, height: 0))
                canvas.fill(Rect(x: r.minX, y: 0, width: r.width, height: h), with: color)
                x += spacing
            }
            var y = (mapRect.minY / spacing).rounded(.down) * spacing
            while y <= mapRect.maxY + spacing {
                let r = toCanvas(Rect(x: mapRect.minX, y: y - width / 2, width: 0, height: width))
                canvas.fill(Rect(x: 0, y: r.minY, width: w, height: r.height), with: color)
                y += spacing
            }
        }
        if scale >= 2 { lines(spacing: block / 2, width: 4, color: MapPalette.alley) }
        if scale >= 0.5 { lines(spacing: block, width: 10, color: MapPalette.minorRoad) }
        let majorWidth = max(18, 3 / scale)
        lines(spacing: majorSpacing, width: majorWidth + 6 / max(scale, 0.5), color: MapPalette.majorRoadCasing)
        lines(spacing: majorSpacing, width: majorWidth, color: MapPalette.majorRoad)
    }

    /// A small deterministic integer hash (non-negative).
    nonisolated static func hash(_ a: Int, _ b: Int) -> Int {
        var x = UInt64(bitPattern: Int64(a)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(b)) &* 0xC2B2_AE3D_27D4_EB4F
        x ^= x >> 29
        x = x &* 0xBF58_476D_1CE4_E5B9
        x ^= x >> 32
        return Int(x & 0x7FFF_FFFF)
    }
}
