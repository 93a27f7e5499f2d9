import TactileCore
import CFreeType
import CHarfBuzz
import Logging

/// A typeface, usable at any size, optionally carrying a point size (`systemFont(ofSize:)`,
/// `withSize(_:)`): a label or field given a sized font takes its `fontSize` from it.
///
/// HarfBuzz shapes text with it (kerning, ligatures) from the font's unhinted outlines, so layout is
/// the same at every buffer scale; FreeType rasterizes its glyphs at the device size of the canvas
/// being drawn into, cached in a pixman glyph cache. Fonts of one face at different sizes share the
/// face and its caches; a `Font` is cheap to share between labels.
@MainActor public final class Font {
    /// The loaded face this font draws with.
    let typeface: Typeface
    /// The size this font was made at, in points; nil for a typeface loaded without one.
    public let pointSize: Double?

    /// The file the font was loaded from (`embedded:<name>` for the built-in last-resort face).
    public var path: String { typeface.path }
    /// The family name stored in the font (for example "DejaVu Sans").
    public var familyName: String { typeface.familyName }

    var face: FT_Face { typeface.face }
    var shapingFont: OpaquePointer { typeface.shapingFont }
    var unitsPerEm: Double { typeface.unitsPerEm }
    var verticalExtents: (ascender: Double, descender: Double, lineGap: Double) { typeface.verticalExtents }
    var shapingBuffer: OpaquePointer { typeface.shapingBuffer }
    var glyphCache: GlyphCache { typeface.glyphCache }
    /// How many UTF-8 bytes this font's face has handed to HarfBuzz (the work shaping did, for tests).
    package var shapedByteCount: Int { typeface.shapedByteCount }
    /// How many times this font's face asked fontconfig for a fallback font (for tests).
    package var fallbackLookupCount: Int { typeface.fallbackLookupCount }

    static let logger = Logger(label: "tactile.text")

    /// Loads the font at `path`.
    ///
    /// - Throws: `FontError.fileNotFound` when there is no such file, `.unreadable` when it is not a
    ///   font FreeType and HarfBuzz can read, `.notScalable` for bitmap-only fonts.
    public init(path: String) throws(FontError) {
        typeface = try Typeface(path: path)
        pointSize = nil
    }

    /// Loads face `file.index` of the font file `file.path` (a face of a collection).
    init(file: FontFile) throws(FontError) {
        typeface = try Typeface(path: file.path, faceIndex: file.index)
        pointSize = nil
    }

    init(typeface: Typeface, pointSize: Double?) {
        self.typeface = typeface
        self.pointSize = pointSize
    }

    /// Loads the font fontconfig picks for `family` (for example "DejaVu Sans", "sans-serif",
    /// "monospace").
    ///
    /// - Throws: `FontError.noMatch` when fontconfig finds nothing, or any error of `init(path:)`.
    public convenience init(family: String) throws(FontError) {
        try self.init(file: FontLookup.file(forFamily: family))
    }

    // MARK: Metrics

    /// Distance from the top of a line to its baseline at `size` points.
    public func ascent(atSize size: Double) -> Double { verticalExtents.ascender * size / unitsPerEm }

    /// Distance from the baseline to the bottom of a line at `size` points (positive).
    public func descent(atSize size: Double) -> Double { -verticalExtents.descender * size / unitsPerEm }

    /// Distance between the baselines of consecutive lines at `size` points.
    public func lineHeight(atSize size: Double) -> Double {
        (verticalExtents.ascender - verticalExtents.descender + verticalExtents.lineGap) * size / unitsPerEm
    }

    /// The ink extents of `glyph` in font units (cached).
    func extents(of glyph: UInt32) -> hb_glyph_extents_t {
        if let cached = typeface.extentsCache[glyph] { return cached }
        var extents = hb_glyph_extents_t()
        if hb_font_get_glyph_extents(shapingFont, glyph, &extents) == 0 {
            extents = hb_glyph_extents_t()
        }
        typeface.extentsCache[glyph] = extents
        return extents
    }

    // MARK: The default font

    /// The path used when fontconfig cannot supply a font.
    public static let fallbackPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// The bold face used when fontconfig cannot supply one.
    public static let fallbackBoldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// The toolkit's default typeface (no size): fontconfig's match for "DejaVu Sans" (then
    /// "sans-serif"), else DejaVu Sans at `fallbackPath`, else the Latin-only face built into the
    /// binary. Never nil (it stays optional for source compatibility).
    public static var systemDefault: Font? { KitGlobals.fonts.systemDefault }

    /// The file name of `path` without directory and extension (`/a/DejaVuSans.ttf` → `DejaVuSans`).
    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
