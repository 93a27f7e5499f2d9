import TactileCore
import CFreeType
import CHarfBuzz
import Glibc

/// One loaded font file (or embedded font): the FreeType face glyphs are rasterized from, the
/// HarfBuzz font text is shaped with, and the caches of both. Every `Font` of the same face at
/// whatever size shares one typeface.
@MainActor final class Typeface {
    /// The file the face was loaded from (`embedded:<name>` for an embedded face).
    let path: String
    /// Which face of the file (0 but in a collection).
    let faceIndex: Int
    /// The file and face.
    var file: FontFile { FontFile(path: path, index: faceIndex) }
    /// `file.key`, made once: the fallback cache's key for this face.
    let fileKey: String
    /// The family name stored in the font (for example "DejaVu Sans").
    let familyName: String
    /// FreeType's library handle, owned by this typeface (FreeType handles are not shared).
    let library: FT_Library
    /// The FreeType face used to rasterize glyphs.
    let face: FT_Face
    /// The HarfBuzz font used to shape text and measure glyphs, at a scale of one unit per font unit.
    let shapingFont: OpaquePointer
    /// Font units per em.
    let unitsPerEm: Double
    /// Ascender, descender (negative) and line gap, in font units.
    let verticalExtents: (ascender: Double, descender: Double, lineGap: Double)
    /// A reusable HarfBuzz buffer.
    let shapingBuffer: OpaquePointer
    /// How many UTF-8 bytes were handed to HarfBuzz, and how many fallback lookups were made.
    var shapedByteCount = 0
    var fallbackLookupCount = 0
    /// Glyph extents in font units, by glyph id.
    var extentsCache: [UInt32: hb_glyph_extents_t] = [:]
    /// Whether the face has colour glyphs: colour bitmaps (CBDT/sbix strikes, such as Noto Color
    /// Emoji) or colour layers (COLR v0 outlines in CPAL colours).
    var isColor: Bool { face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 }
    /// Rasterized glyphs, keyed by pixel size and sub-pixel position.
    private(set) lazy var glyphCache = GlyphCache(face: face, isColor: isColor)

    /// Loads face `faceIndex` (0 but in a collection) of the font file at `path`.
    init(path: String, faceIndex: Int = 0) throws(FontError) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else {
            throw .fileNotFound(path: path)
        }
        let library = try Self.makeLibrary()
        var face: FT_Face?
        let faceError = FT_New_Face(library, path, FT_Long(clamping: faceIndex), &face)
        guard faceError == 0, let face else {
            FT_Done_FreeType(library)
            throw .unreadable(path: path, code: faceError)
        }
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .unreadable(path: path, code: -1)
        }
        (shapingFont, shapingBuffer, unitsPerEm, verticalExtents) = try Self.shaping(blob, library, face, path,
                                                                                     index: UInt32(clamping: faceIndex))
        (self.path, self.faceIndex, self.library, self.face) = (path, faceIndex, library, face)
        fileKey = FontFile(path: path, index: faceIndex).key
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? Font.fileStem(path)
    }

    /// Loads a face from `length` bytes at `bytes`, which must stay valid for the life of the
    /// process (static data linked into the binary).
    init(embedded bytes: UnsafePointer<UInt8>, length: Int, name: String) throws(FontError) {
        let path = "embedded:\(name)"
        let library = try Self.makeLibrary()
        var face: FT_Face?
        let faceError = FT_New_Memory_Face(library, bytes, FT_Long(length), 0, &face)
        guard faceError == 0, let face else {
            FT_Done_FreeType(library)
            throw .unreadable(path: path, code: faceError)
        }
        let raw = UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self)
        guard let count = UInt32(exactly: length),
              let blob = hb_blob_create_or_fail(raw, count, HB_MEMORY_MODE_READONLY, nil, nil) else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw .unreadable(path: path, code: -1)
        }
        (shapingFont, shapingBuffer, unitsPerEm, verticalExtents) = try Self.shaping(blob, library, face, path)
        (self.path, self.faceIndex, self.library, self.face) = (path, 0, library, face)
        fileKey = path
        familyName = face.pointee.family_name.map { String(cString: $0) } ?? name
    }

    isolated deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        hb_buffer_destroy(shapingBuffer)
        hb_font_destroy(shapingFont)
    }

    private static func makeLibrary() throws(FontError) -> FT_Library {
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else { throw .libraryUnavailable(code: initError) }
        return library
    }

    /// Checks the face is scalable and builds the HarfBuzz side from `blob` (consumed). On failure
    /// the face and library are released.
    private static func shaping(_ blob: OpaquePointer, _ library: FT_Library, _ face: FT_Face, _ path: String, index: UInt32 = 0)
        throws(FontError) -> (OpaquePointer, OpaquePointer, Double, (ascender: Double, descender: Double, lineGap: Double)) {
        let hbFace = hb_face_create(blob, index)
        hb_blob_destroy(blob)
        let upem = hb_face_get_upem(hbFace)
        let hbFont = hb_font_create(hbFace)
        hb_face_destroy(hbFace)
        // Colour bitmap fonts (emoji) are not scalable, but their strikes are scaled to any size.
        let colorBitmaps = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && face.pointee.num_fixed_sizes > 0
        let scalable = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 || colorBitmaps
        guard scalable, upem > 0, let upemScale = Int32(exactly: upem), let hbFont, let buffer = hb_buffer_create() else {
            if let hbFont { hb_font_destroy(hbFont) }
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw scalable ? .unreadable(path: path, code: -1) : .notScalable(path: path)
        }
        hb_font_set_scale(hbFont, upemScale, upemScale)
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(hbFont, &extents)
        return (hbFont, buffer, Double(upem),
                (Double(extents.ascender), Double(extents.descender), Double(extents.line_gap)))
    }
}
