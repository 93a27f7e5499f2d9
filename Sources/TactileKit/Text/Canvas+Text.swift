import TactileCore

extension Canvas {
    /// Draws `string` with the top-left corner of its layout at `point`, shaped and rasterized as
    /// a `Label` draws (HarfBuzz shaping, FreeType glyphs, fallback fonts for missing characters).
    ///
    /// Shaping runs on every call; for text drawn often, lay it out once with `Font.layout` and
    /// draw it with `draw(_:font:at:color:)`.
    ///
    /// - Parameters:
    ///   - string: the text; newlines start new lines.
    ///   - point: where the top-left corner of the layout goes, in the drawing view's coordinates.
    ///   - font: the font; nil for `Font.systemDefault` (nothing is drawn when there is none).
    ///   - size: the font size in points (clamped to 1...1000).
    ///   - color: the colour of the glyphs.
    ///   - width: where lines wrap and the box they are aligned in; nil for no wrapping.
    ///   - alignment: how lines are placed within `width`.
    /// - Returns: the size of the laid-out text (zero when nothing was drawn).
    @discardableResult
    public func draw(_ string: String, at point: Point, font: Font? = nil, size: Double = 17, color: Color = .black,
                     width: Double? = nil, alignment: TextAlignment = .left) -> Size {
        guard let font = font ?? Font.systemDefault else { return .zero }
        let clamped = size.isFinite ? min(max(size, 1), 1000) : 17
        let layout = font.layout(string, size: clamped, width: width, alignment: alignment)
        draw(layout, font: font, at: point, color: color)
        return layout.size
    }

    /// Draws a laid-out text (from `font.layout`) with its top-left corner at `origin`: glyphs of
    /// `font` and then of each fallback font the layout used. `lines` draws only those lines (by
    /// index in `layout.lines`), as where a long text is scrolled out of view; nil draws them all.
    public func draw(_ layout: TextLayout, font: Font, at origin: Point, color: Color, lines: Range<Int>? = nil) {
        var glyphs = layout.glyphs.indices
        if let lines {
            let shown = lines.clamped(to: layout.lines.indices)
            guard let first = shown.first, let last = shown.last else { return }
            glyphs = layout.lines[first].glyphRange.lowerBound..<layout.lines[last].glyphRange.upperBound
        }
        guard !glyphs.isEmpty else { return }
        font.glyphCache.draw(layout, glyphs: glyphs, of: font, at: origin, color: color, in: self)
        // Fallback fonts, each once, in order of appearance (rare: a short scan is enough).
        var drawn: [ObjectIdentifier] = []      // allocates only when there is a fallback font
        for glyph in layout.glyphs[glyphs] where glyph.font !== font && !drawn.contains(ObjectIdentifier(glyph.font)) {
            drawn.append(ObjectIdentifier(glyph.font))
            glyph.font.glyphCache.draw(layout, glyphs: glyphs, of: glyph.font, at: origin, color: color, in: self)
        }
    }
}
