import TactileCore
import CFreeType
import CPixman
import Glibc

/// A colour glyph's cache key: glyph index and pixel size in 1/64 px.
struct ColorGlyphKey: Hashable {
    var glyph: UInt32
    var size64: Int
}

/// One colour glyph scaled to a pixel size: a premultiplied ARGB pixman image (released with the
/// object) and its offsets from the pen position.
final class ColorGlyphImage {
    let image: OpaquePointer
    let left: Int, top: Int, width: Int, height: Int

    init(image: OpaquePointer, left: Int, top: Int, width: Int, height: Int) {
        (self.image, self.left, self.top, self.width, self.height) = (image, left, top, width, height)
    }

    deinit { pixman_image_unref(image) }
}

/// Colour glyphs, composited as they are, never tinted with the text colour (only its alpha
/// applies): bitmaps (Noto Color Emoji's CBDT strikes) loaded with `FT_LOAD_COLOR` from the strike
/// nearest the size and scaled with pixman (box-filtered when shrinking), and COLR v0 layers, which
/// FreeType renders and blends at the size. A COLR face's glyphs without layers are drawn by the
/// mask path in the text colour.
extension GlyphCache {
    /// Whether glyph `glyph` of a COLR face has colour layers (remembered per glyph).
    func isLayered(_ glyph: UInt32) -> Bool {
        if let known = layeredGlyphs[glyph] { return known }
        var layer: FT_UInt = 0, colorIndex: FT_UInt = 0
        var iterator = FT_LayerIterator()
        let layered = FT_Get_Color_Glyph_Layer(face, FT_UInt(glyph), &layer, &colorIndex, &iterator) != 0
        layeredGlyphs[glyph] = layered
        return layered
    }

    /// Draws those of `glyphs` (a layout's, its top-left corner at `origin`) that belong to `font`,
    /// as colour images.
    func drawColor(_ glyphs: ArraySlice<TextLayout.Glyph>, of font: Font, at origin: Point, size64: Int, alpha: Double,
                   in canvas: Canvas) {
        guard let destination = canvas.pixmanImage else { return }
        let clip = canvas.pixelClip
        var mask: OpaquePointer?
        if alpha < 1 {
            var color = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16((min(max(alpha, 0), 1) * 65535).rounded()))
            mask = pixman_image_create_solid_fill(&color)
        }
        defer { if let mask { pixman_image_unref(mask) } }
        for glyph in glyphs where glyph.font === font && (!hasColorLayers || isLayered(glyph.id)) {
            let p = canvas.devicePoint(Point(x: origin.x + glyph.origin.x, y: origin.y + glyph.origin.y))
            guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e7, abs(p.y) < 1e7 else { continue }
            guard let picture = colorImage(glyph.id, size64: size64) else { continue }
            let x = Int(p.x.rounded()) + picture.left, y = Int(p.y.rounded()) - picture.top
            let x0 = max(x, clip.x), y0 = max(y, clip.y)
            let x1 = min(x + picture.width, clip.maxX), y1 = min(y + picture.height, clip.maxY)
            guard x1 > x0, y1 > y0 else { continue }
            pixman_image_composite32(PIXMAN_OP_OVER, picture.image, mask, destination, Int32(x0 - x), Int32(y0 - y), 0, 0,
                                     Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
        }
    }

    /// The cached image of colour glyph `glyph` at `size64`, loading and scaling it on first use.
    private func colorImage(_ glyph: UInt32, size64: Int) -> ColorGlyphImage? {
        let key = ColorGlyphKey(glyph: glyph, size64: size64)
        if let cached = colorGlyphs.value(for: key) { return cached }
        let image = loadColor(glyph, pixelSize: Double(size64) / 64)
        if image != nil { rasterizedCount += 1 }
        colorGlyphs.set(image, for: key)
        return image
    }

    /// Loads `glyph` from the strike nearest `pixelSize` (the smallest at least as big, else the
    /// biggest) and scales it to `pixelSize`; a COLR glyph is rendered at `pixelSize`.
    private func loadColor(_ glyph: UInt32, pixelSize: Double) -> ColorGlyphImage? {
        let loadColor: Int32 = 1 << 20            // FT_LOAD_COLOR
        if hasColorLayers { return loadLayered(glyph, pixelSize: pixelSize, flags: loadColor) }
        let strikes = Int(face.pointee.num_fixed_sizes)
        guard strikes > 0, let sizes = face.pointee.available_sizes else { return nil }
        var best = 0
        for i in 0..<strikes {
            let ppem = Double(sizes[i].y_ppem) / 64, bestPpem = Double(sizes[best].y_ppem) / 64
            if (ppem >= pixelSize && (bestPpem < pixelSize || ppem < bestPpem)) || (bestPpem < pixelSize && ppem > bestPpem) { best = i }
        }
        faceSize = -1
        guard FT_Select_Size(face, FT_Int(best)) == 0, FT_Load_Glyph(face, FT_UInt(glyph), loadColor) == 0,
              let slot = face.pointee.glyph else { return nil }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP { guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil } }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, rows > 0, pitch == width * 4,
              let buffer = bitmap.buffer else { return nil }
        let strikePpem = max(1, Double(sizes[best].y_ppem) / 64)
        let scale = pixelSize / strikePpem
        // FreeType's BGRA is premultiplied, byte order B, G, R, A: pixman's a8r8g8b8 on little-endian machines.
        guard let source = buffer.withMemoryRebound(to: UInt32.self, capacity: width * rows, {
            pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(rows), $0, Int32(pitch))
        }) else { return nil }
        defer { pixman_image_unref(source) }
        let outWidth = max(1, Int((Double(width) * scale).rounded())), outHeight = max(1, Int((Double(rows) * scale).rounded()))
        guard let scaled = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(outWidth), Int32(outHeight), nil, 0) else { return nil }
        let sx = Double(width) / Double(outWidth), sy = Double(rows) / Double(outHeight)
        var transform = pixman_transform_t()
        pixman_transform_init_scale(&transform, Self.fixed(sx), Self.fixed(sy))
        _ = pixman_image_set_transform(source, &transform)
        pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
        var count: Int32 = 0
        let parameters = sx > 1 || sy > 1
            ? pixman_filter_create_separable_convolution(&count, Self.fixed(max(sx, 1)), Self.fixed(max(sy, 1)),
                                                        PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, 4, 4)
            : nil
        if let parameters {
            _ = pixman_image_set_filter(source, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, parameters, count)
        } else {
            _ = pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        }
        pixman_image_composite32(PIXMAN_OP_SRC, source, nil, scaled, 0, 0, 0, 0, 0, 0, Int32(outWidth), Int32(outHeight))
        free(parameters)
        return ColorGlyphImage(image: scaled, left: Int((Double(slot.pointee.bitmap_left) * scale).rounded()),
                               top: Int((Double(slot.pointee.bitmap_top) * scale).rounded()), width: outWidth, height: outHeight)
    }

    /// Renders COLR glyph `glyph` at `pixelSize`: FreeType blends its layers into premultiplied BGRA.
    private func loadLayered(_ glyph: UInt32, pixelSize: Double, flags: Int32) -> ColorGlyphImage? {
        let size64 = max(1, Int((pixelSize * 64).rounded()))
        faceSize = -1
        guard FT_Set_Char_Size(face, 0, FT_F26Dot6(size64), 72, 72) == 0, FT_Load_Glyph(face, FT_UInt(glyph), flags) == 0,
              let slot = face.pointee.glyph, FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, rows > 0, pitch == width * 4,
              let buffer = bitmap.buffer,
              let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(rows), nil, 0) else { return nil }
        // Copied row by row: FreeType reuses the slot's buffer for the next glyph.
        let stride = Int(pixman_image_get_stride(image))
        let destination = UnsafeMutableRawPointer(pixman_image_get_data(image)!)
        for y in 0..<rows { (destination + y * stride).copyMemory(from: buffer + y * pitch, byteCount: width * 4) }
        return ColorGlyphImage(image: image, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
                               width: width, height: rows)
    }

    /// `v` in pixman's 16.16 fixed point.
    private static func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t(min(max(v, -32767), 32767) * 65536) }
}
