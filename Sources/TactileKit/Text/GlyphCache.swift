import TactileCore
import CFreeType
import CPixman

/// A font's rasterized glyphs, kept in a pixman glyph cache and composited with
/// `pixman_composite_glyphs`.
///
/// Glyphs are rasterized by FreeType at the canvas's device pixel size (so text stays crisp at
/// buffer scale 2) with light hinting (vertical only), at one of `subpixelSteps` horizontal
/// sub-pixel positions, so spacing follows the unhinted layout closely. Baselines snap to whole pixels.
@MainActor final class GlyphCache {
    /// Horizontal sub-pixel positions a glyph is rasterized at.
    static let subpixelSteps = 4
    /// Largest pixel size rasterized; bigger text is skipped (and logged once) rather than
    /// allocating enormous glyph images.
    static let maximumPixelSize = 1024.0

    /// The face rasterized from; owned by the `Font` that owns this cache and outlives it.
    let face: FT_Face
    private let cache: OpaquePointer
    /// The pixel size (in 1/64 px) the face is currently set to (-1 after a colour strike was selected).
    var faceSize = 0
    /// pixman font keys by pixel size (1/64 px): never reused, so the cache can never confuse sizes.
    private var fontKeys: [Int: Int] = [:]
    /// Glyphs (font key, glyph key) that rasterize to nothing (spaces), so they are not retried.
    private var blankGlyphs: Set<Int> = []
    /// Reused list of positioned glyphs handed to pixman.
    private var positioned: [pixman_glyph_t] = []
    private var loggedOversize = false
    /// Whether the face has colour glyphs (drawn as they are, not in the text colour).
    let isColor: Bool
    /// Whether those are COLR layers on a scalable face, where glyphs without layers are drawn in
    /// the text colour as any other font's.
    let hasColorLayers: Bool
    /// Whether each glyph of a COLR face has colour layers, found once.
    var layeredGlyphs: [UInt32: Bool] = [:]
    /// The most scaled colour glyph images kept.
    static let maximumColorGlyphs = 256
    /// Scaled colour glyph images by glyph and pixel size (nil: the glyph has no image).
    var colorGlyphs = BoundedCache<ColorGlyphKey, ColorGlyphImage?>(capacity: maximumColorGlyphs)

    init(face: FT_Face, isColor: Bool = false) {
        self.face = face
        self.isColor = isColor
        hasColorLayers = isColor && face.pointee.num_fixed_sizes == 0
        // pixman_glyph_cache_create only fails when out of memory.
        self.cache = pixman_glyph_cache_create()!
    }

    isolated deinit {
        pixman_glyph_cache_destroy(cache)
    }

    /// How many glyph images have been rasterized (diagnostics and tests).
    var rasterizedCount = 0

    /// Draws the glyphs of `layout` that belong to `font` (this cache's font) with the layout's
    /// top-left corner at `origin` (the canvas's coordinates) in `color`: those in `glyphs`, or all.
    func draw(_ layout: TextLayout, glyphs: Range<Int>? = nil, of font: Font, at origin: Point, color: Color, in canvas: Canvas) {
        guard !layout.glyphs.isEmpty, color.alpha > 0, let destination = canvas.pixmanImage else { return }
        let pixelSize = layout.fontSize * canvas.scale
        guard pixelSize.isFinite, pixelSize > 0 else { return }
        guard pixelSize <= Self.maximumPixelSize else {
            if !loggedOversize {
                loggedOversize = true
                Font.logger.warning("text at \(pixelSize) px exceeds \(Self.maximumPixelSize) px; not drawn")
            }
            return
        }
        let size64 = max(1, Int((pixelSize * 64).rounded()))
        let drawn = glyphs?.clamped(to: layout.glyphs.indices) ?? layout.glyphs.indices
        if isColor {
            drawColor(layout.glyphs[drawn], of: font, at: origin, size64: size64, alpha: color.alpha, in: canvas)
            guard hasColorLayers else { return }
        }
        let fontKey = key(forSize: size64)

        pixman_glyph_cache_freeze(cache)
        defer { pixman_glyph_cache_thaw(cache) }
        positioned.removeAll(keepingCapacity: true)
        let steps = Double(Self.subpixelSteps)
        for glyph in layout.glyphs[drawn] where glyph.font === font && !(hasColorLayers && isLayered(glyph.id)) {
            let p = canvas.devicePoint(Point(x: origin.x + glyph.origin.x, y: origin.y + glyph.origin.y))
            guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e7, abs(p.y) < 1e7 else { continue }
            var x = p.x.rounded(.down)
            var step = Int(((p.x - x) * steps).rounded())
            if step == Self.subpixelSteps { step = 0; x += 1 }
            let glyphKey = Int(glyph.id) * Self.subpixelSteps + step + 1
            guard let image = lookup(glyph.id, step: step, size64: size64, fontKey: fontKey, glyphKey: glyphKey) else { continue }
            positioned.append(pixman_glyph_t(x: Int32(x), y: Int32(p.y.rounded()), glyph: image))
        }
        guard !positioned.isEmpty else { return }
        composite(color: color, onto: destination, clip: canvas.pixelClip)
    }

    private func key(forSize size64: Int) -> Int {
        if let key = fontKeys[size64] { return key }
        let key = fontKeys.count + 1
        fontKeys[size64] = key
        return key
    }

    /// The cached image of a glyph, rasterizing it on first use; nil for blank glyphs.
    private func lookup(_ glyph: UInt32, step: Int, size64: Int, fontKey: Int, glyphKey: Int) -> UnsafeRawPointer? {
        let fk = UnsafeMutableRawPointer(bitPattern: fontKey), gk = UnsafeMutableRawPointer(bitPattern: glyphKey)
        if let cached = pixman_glyph_cache_lookup(cache, fk, gk) { return cached }
        let blankKey = fontKey << 40 | glyphKey
        if blankGlyphs.contains(blankKey) { return nil }
        guard let (image, left, top) = rasterize(glyph, step: step, size64: size64) else {
            blankGlyphs.insert(blankKey)
            return nil
        }
        defer { pixman_image_unref(image) }
        rasterizedCount += 1
        return pixman_glyph_cache_insert(cache, fk, gk, Int32(-left), Int32(top), image)
    }

    /// Renders one glyph to an 8-bit coverage image, with its bitmap offsets from the pen position.
    private func rasterize(_ glyph: UInt32, step: Int, size64: Int) -> (OpaquePointer, left: Int, top: Int)? {
        if faceSize != size64 {
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72) == 0 else { return nil }
            faceSize = size64
        }
        let loadNoBitmap: Int32 = 1 << 3          // FT_LOAD_NO_BITMAP
        let loadTargetLight: Int32 = 1 << 16      // FT_LOAD_TARGET_LIGHT: hint vertically only
        guard FT_Load_Glyph(face, FT_UInt(glyph), loadNoBitmap | loadTargetLight) == 0,
              let slot = face.pointee.glyph else { return nil }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE && step > 0 {
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(step * 64 / Self.subpixelSteps), 0)
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows)
        guard width > 0, rows > 0, let source = bitmap.buffer,
              let image = pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(rows), nil, 0) else { return nil }
        let stride = Int(pixman_image_get_stride(image))
        let destination = UnsafeMutableRawPointer(pixman_image_get_data(image)!).assumingMemoryBound(to: UInt8.self)
        let pitch = Int(bitmap.pitch)
        let isMono = bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_MONO.rawValue)
        for y in 0..<rows {
            let row = source + (pitch >= 0 ? y * pitch : (rows - 1 - y) * -pitch)
            let out = destination + y * stride
            for x in 0..<width {
                out[x] = isMono ? ((row[x >> 3] >> (7 - UInt8(x & 7))) & 1 == 1 ? 255 : 0) : row[x]
            }
        }
        return (image, Int(slot.pointee.bitmap_left), Int(slot.pointee.bitmap_top))
    }

    /// Composites the positioned glyphs through one coverage mask, limited to `clip`.
    private func composite(color: Color, onto destination: OpaquePointer, clip: PixelRect) {
        let count = Int32(positioned.count)
        var extents = pixman_box32_t()
        positioned.withUnsafeMutableBufferPointer { pixman_glyph_get_extents(cache, count, $0.baseAddress, &extents) }
        let x0 = max(Int(extents.x1), clip.x), y0 = max(Int(extents.y1), clip.y)
        let x1 = min(Int(extents.x2), clip.maxX), y1 = min(Int(extents.y2), clip.maxY)
        guard x1 > x0, y1 > y0 else { return }
        var pixmanColor = Self.pixmanColor(color)
        guard let source = pixman_image_create_solid_fill(&pixmanColor) else { return }
        defer { pixman_image_unref(source) }
        positioned.withUnsafeBufferPointer { glyphs in
            let format = pixman_glyph_get_mask_format(cache, count, glyphs.baseAddress)
            pixman_composite_glyphs(PIXMAN_OP_OVER, source, destination, format, 0, 0,
                                    Int32(x0), Int32(y0), Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0),
                                    cache, count, glyphs.baseAddress)
        }
    }

    /// `color` as pixman's premultiplied 16-bit colour.
    static func pixmanColor(_ color: Color) -> pixman_color_t {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let a = unit(color.alpha)
        func channel(_ v: Double) -> UInt16 { UInt16((unit(v) * a * 65535).rounded()) }
        return pixman_color_t(red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
                              alpha: UInt16((a * 65535).rounded()))
    }
}
