import TactileCore
import CHarfBuzz

/// One glyph out of HarfBuzz, in font units.
struct ShapedGlyph {
    /// The glyph index in the font.
    var id: UInt32
    /// The byte offset, in the shaped UTF-8 paragraph, of the character(s) the glyph comes from.
    var cluster: Int
    /// How far the pen moves after the glyph.
    var advance: Double
    /// Offset of the glyph from the pen position (y up, as HarfBuzz).
    var offsetX: Double, offsetY: Double
    /// The glyph stands for white space where a line may break.
    var isBreakableSpace: Bool
    /// The font the glyph belongs to (a fallback font for characters the main font lacks).
    var font: Font
    /// The bidi embedding level of its characters (odd: right-to-left).
    var level: UInt8 = 0
    /// Its level falls back to the paragraph's at the end of a line (white space, bidi controls).
    var resetsAtLineEnd = false
}

extension Font {
    /// Shapes bytes `range` of `utf8` (one paragraph without line breaks, given whole as context for
    /// joining) as one run of `script` in one direction, with kerning and ligatures. The glyphs come
    /// back in logical order (HarfBuzz's order reversed for a right-to-left run), clusters as byte
    /// offsets into `utf8`.
    func shapeRun(_ utf8: [UInt8], range: Range<Int>, rightToLeft: Bool, script: hb_script_t) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        shapeRun(utf8, range: range, rightToLeft: rightToLeft, script: script, appendingTo: &glyphs)
        return glyphs
    }

    /// `shapeRun(_:range:rightToLeft:script:)` appending the glyphs to `glyphs`.
    func shapeRun(_ utf8: [UInt8], range: Range<Int>, rightToLeft: Bool, script: hb_script_t,
                  appendingTo glyphs: inout [ShapedGlyph]) {
        guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= utf8.count else { return }
        typeface.shapedByteCount += range.count
        let buffer = shapingBuffer
        hb_buffer_clear_contents(buffer)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), UInt32(range.lowerBound), Int32(range.count))
            }
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(shapingFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return }
        if glyphs.capacity < glyphs.count + Int(count) {
            glyphs.reserveCapacity(max(2 * glyphs.capacity, glyphs.count + Int(count)))
        }
        for n in 0..<Int(count) {
            let i = rightToLeft ? Int(count) - 1 - n : n
            let cluster = Int(infos[i].cluster)
            let byte = cluster < utf8.count ? utf8[cluster] : 0
            glyphs.append(ShapedGlyph(id: infos[i].codepoint, cluster: cluster,
                                      advance: Double(positions[i].x_advance),
                                      offsetX: Double(positions[i].x_offset), offsetY: Double(positions[i].y_offset),
                                      isBreakableSpace: byte == 0x20 || byte == 0x09, font: self))
        }
    }

    /// Shapes `text` (one run, left to right, script guessed) in visual order: the ellipsis of a
    /// truncated line.
    func shape(_ utf8: [UInt8]) -> [ShapedGlyph] {
        shapeRun(utf8, range: 0..<utf8.count, rightToLeft: false, script: HB_SCRIPT_COMMON)
    }
}
