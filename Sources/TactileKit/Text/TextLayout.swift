import TactileCore
/// Text shaped and broken into lines, in points relative to the layout's top-left corner.
///
/// Each paragraph is ordered by the Unicode bidi algorithm (fribidi): its base direction comes from
/// its first strong letter or is forced (`ParagraphDirection`), and it is split into runs of one
/// direction, script and font, each shaped by HarfBuzz (so Arabic joins and Devanagari reorders).
/// Characters the font lacks are shaped with a fallback font fontconfig finds for their script
/// (emoji with a colour emoji font). Lines break at the opportunities of the Unicode line breaking
/// algorithm (UAX #14, libunibreak) when the next piece would cross the width; a piece wider than
/// the whole width breaks between clusters. `"\n"` always starts a new paragraph. Each line is then
/// reordered visually (rule L2). Spaces at the end of a wrapped line hang past the width (to the left
/// of a right-to-left line) and are not counted in the line's width.
public struct TextLayout: Sendable {
    /// One positioned glyph.
    public struct Glyph: Sendable {
        /// The glyph index in the font.
        public var id: UInt32
        /// The glyph's origin on the baseline.
        public var origin: Point
        /// The box the glyph's outline covers (empty for white space), from the font's unhinted outlines.
        public var inkBounds: Rect
        /// The font the glyph id belongs to: the laid-out font, or a fallback for characters it lacks.
        public var font: Font
        /// The UTF-8 offset, in the laid-out text, of the first character the glyph comes from (a
        /// paragraph whose combining marks were cut counts offsets in its text as cut).
        public var cluster: Int = 0
        /// How far the pen moved for the glyph, in points (its width on the line).
        public var advance: Double = 0
        /// Whether the glyph belongs to a right-to-left run.
        public var isRightToLeft = false
    }

    /// One line of glyphs.
    public struct Line: Sendable {
        /// Indices into `glyphs`, in visual order (left to right).
        public var glyphRange: Range<Int>
        /// Where the line starts (after alignment).
        public var x: Double
        /// The line's width without trailing spaces.
        public var width: Double
        /// The baseline's distance from the top of the layout.
        public var baseline: Double
        /// Whether the line's paragraph runs right-to-left.
        public var isRightToLeft = false
    }

    /// Every glyph, line after line, each line's glyphs left to right.
    public private(set) var glyphs: [Glyph]
    /// The lines, top to bottom.
    public private(set) var lines: [Line]
    /// The width of the widest line and the height of all lines.
    public let size: Size
    /// The point size the text was laid out at.
    public let fontSize: Double

    /// The union of the glyphs' ink boxes (`.zero` when nothing has ink).
    public var inkBounds: Rect {
        var box: Rect?
        for g in glyphs where g.inkBounds.width > 0 && g.inkBounds.height > 0 {
            box = box.map { $0.union(g.inkBounds) } ?? g.inkBounds
        }
        return box ?? .zero
    }

    /// Its arrays, emptied but keeping their storage, for a new layout to fill (leaving this layout
    /// without glyphs or lines).
    mutating func takeStorage() -> (glyphs: [Glyph], lines: [Line]) {
        var taken: (glyphs: [Glyph], lines: [Line]) = ([], [])
        swap(&taken.glyphs, &glyphs)
        swap(&taken.lines, &lines)
        taken.glyphs.removeAll(keepingCapacity: true)
        taken.lines.removeAll(keepingCapacity: true)
        return taken
    }

    /// An empty layout.
    public static let empty = TextLayout(glyphs: [], lines: [], size: .zero, fontSize: 0)
}
