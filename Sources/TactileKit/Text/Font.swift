import TactileCore
import CFreeType
import CHarfBuzz
import Glibc
import Logging

/// A typeface loaded from a font file, usable at any size.
///
/// HarfBuzz shapes text with it (kerning, ligatures) from the font's unhinted outlines, so layout is
/// the same at every buffer scale; FreeType rasterizes its glyphs at the device size of the canvas
/// being drawn into, cached in a pixman glyph cache. A `Font` is cheap to share between labels.
@MainActor public final class Font {
    /// The file the font was loaded from.
    public let path: String
    /// The family name stored in the font (for example "DejaVu Sans").
    public let familyName: String

    /// FreeType's library handle, owned by this font (FreeType handles are not shared across fonts).
    let library: FT_Library
    /// The FreeType face used to rasterize glyphs.
    let face: FT_Face
    /// The HarfBuzz font used to shape text and measure glyphs, at a scale of one unit per font unit.
    let shapingFont: OpaquePointer
    /// Font units per em: shaping results are divided by this and multiplied by the point size.
    let unitsPerEm: Double
    /// Ascender, descender (negative) and line gap, in font units.
    let verticalExtents: (ascender: Double, descender: Double, lineGap: Double)
    /// A reusable HarfBuzz buffer.
    let shapingBuffer: OpaquePointer
    /// Fallback fonts by character (nil: no font has it; at most `maximumRememberedFallbacks`), and
    /// loaded fallback fonts by file.
    var fallbackByScalar: [UInt32: Font?] = [:]
    var fallbackByPath: [String: Font] = [:]
    /// How many UTF-8 bytes this font has handed to HarfBuzz (the work shaping did, for tests).
    package internal(set) var shapedByteCount = 0
    /// How many times this font asked fontconfig for a fallback font (for tests).
    package internal(set) var fallbackLookupCount = 0
    /// Glyph extents in font units, by glyph id.
    var extentsCache: [UInt32: hb_glyph_extents_t] = [:]
    /// Rasterized glyphs, keyed by pixel size and sub-pixel position.
    private(set) lazy var glyphCache = GlyphCache(face: face)

    static let logger = Logger(label: "tactile.text")

    /// Loads the font at `path`.
    ///
    /// - Throws: `FontError.fileNotFound` when there is no such file, `.unreadable` when it is not a
    ///   font FreeType and HarfBuzz can read, `.notScalable` for bitmap-only fonts.
    public init(path: String) throws(FontError) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else {
            throw .fileNotFound(path: path)
        }
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else { throw .libraryUnavailable(code: initError) }
        var face: FT_Face?
        let faceError = FT_New_Face(library, path, 0, &face)
        guard faceError == 0, let face else {
            FT_Done_FreeType(library)
            throw .unreadable(path: path, code: faceError)
        }
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .notScalable(path: path)
        }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .unreadable(path: path, code: -1)
        }
        let hbFace = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        let upem = hb_face_get_upem(hbFace)
        let hbFont = hb_font_create(hbFace)
        hb_face_destroy(hbFace)
        guard upem > 0, let hbFont, let buffer = hb_buffer_create() else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .unreadable(path: path, code: -1)
        }
        hb_font_set_scale(hbFont, Int32(upem), Int32(upem))
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(hbFont, &extents)

        self.path = path
        self.library = library
        self.face = face
        self.shapingFont = hbFont
        self.shapingBuffer = buffer
        self.unitsPerEm = Double(upem)
        self.verticalExtents = (Double(extents.ascender), Double(extents.descender), Double(extents.line_gap))
        if let name = face.pointee.family_name {
            self.familyName = String(cString: name)
        } else {
            self.familyName = Self.fileStem(path)
        }
    }

    /// Loads the font fontconfig picks for `family` (for example "DejaVu Sans", "sans-serif",
    /// "monospace").
    ///
    /// - Throws: `FontError.noMatch` when fontconfig finds nothing, or any error of `init(path:)`.
    public convenience init(family: String) throws(FontError) {
        let path = try FontLookup.path(forFamily: family)
        try self.init(path: path)
    }

    isolated deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        hb_buffer_destroy(shapingBuffer)
        hb_font_destroy(shapingFont)
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
        if let cached = extentsCache[glyph] { return cached }
        var extents = hb_glyph_extents_t()
        if hb_font_get_glyph_extents(shapingFont, glyph, &extents) == 0 {
            extents = hb_glyph_extents_t()
        }
        extentsCache[glyph] = extents
        return extents
    }

    // MARK: The default font

    /// The path used when fontconfig cannot supply a font.
    public static let fallbackPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// The toolkit's default font: fontconfig's match for "sans-serif", or DejaVu Sans at
    /// `fallbackPath` when that fails; nil (logged once) when neither loads.
    public static var systemDefault: Font? { KitGlobals.fonts.systemDefault }

    /// The file name of `path` without directory and extension (`/a/DejaVuSans.ttf` → `DejaVuSans`).
    static func fileStem(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
