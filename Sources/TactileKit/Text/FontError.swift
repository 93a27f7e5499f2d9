import TactileCore
/// Why a font could not be loaded.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// No file exists at `path`.
    case fileNotFound(path: String)
    /// The file exists but FreeType or HarfBuzz could not read it as a font (FreeType's error code).
    case unreadable(path: String, code: Int32)
    /// The font has no scalable outlines (a bitmap-only font), so it cannot be drawn at any size.
    case notScalable(path: String)
    /// fontconfig found no font file for the requested family.
    case noMatch(family: String)
    /// FreeType could not be initialized (its error code).
    case libraryUnavailable(code: Int32)

    /// A sentence naming the problem.
    public var description: String {
        switch self {
        case .fileNotFound(let path): return "font file not found: \(path)"
        case .unreadable(let path, let code): return "not a readable font (FreeType error \(code)): \(path)"
        case .notScalable(let path): return "font has no scalable outlines: \(path)"
        case .noMatch(let family): return "fontconfig found no font for family \"\(family)\""
        case .libraryUnavailable(let code): return "FreeType failed to initialize (error \(code))"
        }
    }
}
