/// One picture to embed: its file name and bytes, checked to be a PNG or JPEG that
/// `Image(named:)` can find.
public struct AssetFile: Equatable, Sendable {
    /// The largest file embedded (64 MiB).
    public static let maximumSize = 64 * 1024 * 1024
    /// The extensions embedded, lowercased.
    public static let extensions: Set<String> = ["png", "jpg", "jpeg"]

    /// The file name as `Image(named:)` sees it ("aurora@2x.png").
    public let name: String
    /// The file's bytes.
    public let bytes: [UInt8]
    /// The name without extension and `@Nx` suffix ("aurora").
    public let baseName: String
    /// The `@Nx` of the name (N from 1 to 9), else 1.
    public let scale: Int

    /// Checks `bytes`, read from `path`, against the name's extension.
    /// - Throws: `AssetEmbeddingError` naming `path` when the extension is not `.png`, `.jpg` or
    ///   `.jpeg`, the bytes do not start as that format does, the file is empty or larger than
    ///   `maximumSize`, or the name has a control character.
    public init(path: String, bytes: [UInt8]) throws(AssetEmbeddingError) {
        func refuse(_ reason: String) -> AssetEmbeddingError { AssetEmbeddingError(file: path, reason: reason) }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw refuse("the file name has a control character")
        }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
              Self.extensions.contains(name[name.index(after: dot)...].lowercased()) else {
            throw refuse("not a .png, .jpg or .jpeg file (only pictures are embedded)")
        }
        let format = name[name.index(after: dot)...].lowercased() == "png" ? "PNG" : "JPEG"
        guard !bytes.isEmpty else { throw refuse("the file is empty") }
        guard bytes.count <= Self.maximumSize else {
            throw refuse("\(bytes.count) bytes is over the limit of \(Self.maximumSize) bytes per file")
        }
        let signature: [UInt8] = format == "PNG" ? [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] : [0xFF, 0xD8, 0xFF]
        guard bytes.starts(with: signature) else {
            throw refuse("the name says \(format), but the bytes do not start with \(format)'s signature")
        }
        let stem = String(name[..<dot])
        (baseName, scale) = Self.splitScale(stem)
        self.name = name
        self.bytes = bytes
    }

    /// `stem` without a trailing `@Nx` (N from 1 to 9) and that N, or `stem` and 1.
    static func splitScale(_ stem: String) -> (String, Int) {
        let characters = Array(stem)
        guard characters.count >= 4, characters[characters.count - 3] == "@", characters.last == "x",
              let digit = characters[characters.count - 2].wholeNumberValue, (1...9).contains(digit)
        else { return (stem, 1) }
        return (String(characters.dropLast(3)), digit)
    }
}
