import TactileCore
import CHarfBuzz

/// One glyph out of HarfBuzz, in font units.
struct ShapedGlyph {
    /// The glyph index in the font.
    var id: UInt32
    /// The byte offset, in the shaped UTF-8 text, of the character(s) the glyph comes from.
    var cluster: Int
    /// How far the pen moves after the glyph.
    var advance: Double
    /// Offset of the glyph from the pen position (y up, as HarfBuzz).
    var offsetX: Double, offsetY: Double
    /// The glyph stands for white space where a line may break.
    var isBreakableSpace: Bool
    /// The font the glyph belongs to (a fallback font for characters the main font lacks).
    var font: Font
}

extension Font {
    /// Shapes one paragraph (UTF-8 without line breaks) with kerning and ligatures, in visual order.
    func shape(_ utf8: [UInt8]) -> [ShapedGlyph] {
        guard !utf8.isEmpty else { return [] }
        typeface.shapedByteCount += utf8.count
        let buffer = shapingBuffer
        hb_buffer_clear_contents(buffer)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(shapingFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let cluster = Int(infos[i].cluster)
            let byte = cluster < utf8.count ? utf8[cluster] : 0
            glyphs.append(ShapedGlyph(id: infos[i].codepoint, cluster: cluster,
                                      advance: Double(positions[i].x_advance),
                                      offsetX: Double(positions[i].x_offset), offsetY: Double(positions[i].y_offset),
                                      isBreakableSpace: byte == 0x20 || byte == 0x09, font: self))
        }
        return glyphs
    }
}
