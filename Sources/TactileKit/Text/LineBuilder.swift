import TactileCore

/// Turns lines of logically ordered shaped glyphs into positioned glyphs in visual order.
@MainActor struct LineBuilder {
    /// The laying-out font's units to points.
    private(set) var scale: Double
    /// The laying-out font's units per em (shaped advances are in these units).
    private(set) var unitsPerEm: Double
    /// The glyphs so far, each line's left to right.
    var glyphs: [TextLayout.Glyph] = []
    /// The lines so far.
    var lines: [TextLayout.Line] = []
    /// One line's levels and visual order, kept for their capacity from line to line.
    private var levels: [UInt8] = []
    private var order: [Int] = []

    init(scale: Double, unitsPerEm: Double) { (self.scale, self.unitsPerEm) = (scale, unitsPerEm) }

    /// A builder with `scale` and `unitsPerEm` that fills `spare`'s arrays (emptied) and keeps the
    /// capacity of its working ones: laying out text no longer than before allocates nothing.
    init(scale: Double, unitsPerEm: Double, reusing spare: inout LineBuilder) {
        self = spare
        spare = LineBuilder(scale: 1, unitsPerEm: 1)      // so that this value holds the only reference
        (self.scale, self.unitsPerEm) = (scale, unitsPerEm)
        glyphs.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
    }

    /// Appends one line of `source` (logical order) on `baseline`: trailing white space and controls
    /// take the paragraph's level (rule L1), the glyphs are reordered (rule L2) and positioned left to
    /// right. Trailing spaces hang: they add no width, and sit before the line's start when the
    /// paragraph runs right-to-left. `clusterOffset` is the paragraph's UTF-8 offset in the text.
    mutating func append(_ source: ArraySlice<ShapedGlyph>, baseLevel: UInt8, baseline: Double, clusterOffset: Int) {
        let items = source      // indexed from 0 below through `base`
        let base = source.startIndex
        levels.removeAll(keepingCapacity: true)
        levels.reserveGenerously(source.count)
        glyphs.reserveGenerously(glyphs.count + source.count)
        for g in source { levels.append(g.level) }
        var j = items.count
        while j > 0 && items[base + j - 1].resetsAtLineEnd {
            j -= 1
            levels[j] = baseLevel
        }
        var lastInk = items.count
        while lastInk > 0 && items[base + lastInk - 1].isBreakableSpace { lastInk -= 1 }
        BidiParagraph.visualOrder(levels: levels, into: &order)
        var leadingHang = 0.0, width = 0.0
        var seenInk = false
        for index in order {
            if index >= lastInk {
                if !seenInk { leadingHang += items[base + index].advance }
            } else {
                seenInk = true
                width += items[base + index].advance
            }
        }
        let k = scale
        let first = glyphs.count
        var pen = -leadingHang
        for index in order {
            let s = items[base + index]
            let origin = Point(x: (pen + s.offsetX) * k, y: baseline - s.offsetY * k)
            let e = s.font.extents(of: s.id)
            let ek = k * unitsPerEm / s.font.unitsPerEm      // the glyph's own font units to points
            let ink = Rect(x: origin.x + Double(e.x_bearing) * ek, y: origin.y - Double(e.y_bearing) * ek,
                           width: Double(e.width) * ek, height: -Double(e.height) * ek)
            glyphs.append(.init(id: s.id, origin: origin, inkBounds: ink,
                                font: s.font, cluster: clusterOffset + s.cluster, advance: s.advance * k,
                                isRightToLeft: levels[index] & 1 == 1))
            pen += s.advance
        }
        // Room for a few lines at once: a reused label whose next text wraps to one more line than
        // any before it would otherwise grow its layout's line array by one, frame after frame.
        lines.reserveGenerously(lines.count + 1, minimum: 8)
        lines.append(.init(glyphRange: first..<glyphs.count, x: 0, width: width * k, baseline: baseline,
                           isRightToLeft: baseLevel & 1 == 1))
    }
}
