/// Pictures built into the binary: the table the `EmbedAssets` build plugin generates from a
/// target's `Assets` folder (as `embeddedAssets`), for `Image.register(assets:)`.
///
/// Each file is kept as a base64 string literal, which the compiler stores as constant bytes and
/// compiles quickly at any size; `bytes(of:)` decodes it on request. Files are named as on disk:
/// `name.png`, `name@2x.png`, `name.jpg`, ...
public struct ImageAssets: Sendable {
    /// One embedded file: its name and its bytes in base64.
    public struct File: Sendable {
        /// The file name ("aurora@2x.png").
        public let name: String
        /// The file's bytes, base64-encoded.
        public let base64: StaticString
        /// The `@Nx` scale of the name, else 1.
        let scale: Double
        /// The name without its `@Nx` suffix and extension ("aurora").
        let stem: String
        /// The extension, lowercased ("png").
        let fileExtension: String

        /// A file named `name` holding the bytes `base64` encodes.
        public init(name: String, base64: StaticString) {
            self.name = name
            self.base64 = base64
            let parts = ImageAssets.split(name)
            (stem, scale) = ImageAssets.scaleSuffix(of: parts.stem)
            fileExtension = parts.fileExtension ?? ""
        }
    }

    /// The files, in the order given.
    public let files: [File]

    /// A table of `files`.
    public init(_ files: [File]) {
        self.files = files
    }

    /// Every file name, in the table's order.
    public var fileNames: [String] { files.map(\.name) }

    /// The bytes of the file named exactly `fileName`, or nil when there is none or its base64 is
    /// damaged.
    public func bytes(of fileName: String) -> [UInt8]? {
        guard let file = files.first(where: { $0.name == fileName }) else { return nil }
        return Base64.decode(file.base64)
    }

    /// The file `Image(named:scale:)` loads for `name` at `scale`, or nil.
    ///
    /// `name` is a file name without its `@Nx` suffix, with or without the extension ("aurora",
    /// "aurora.png"); a name with an `@Nx` suffix ("aurora@2x") asks for that file alone. Of the
    /// variants found, the one with the smallest scale at least `scale` wins, else the largest.
    func file(named name: String, scale: Double) -> File? {
        let query = Self.split(name)
        let (stem, suffixScale) = Self.scaleSuffix(of: query.stem)
        let exactScale = stem == query.stem ? nil : suffixScale
        let variants = files.filter { file in
            file.stem == stem && (query.fileExtension.map { $0 == file.fileExtension } ?? true)
                && (exactScale.map { $0 == file.scale } ?? true)
        }
        let covering = variants.filter { $0.scale >= scale }
        return covering.min { $0.scale < $1.scale } ?? variants.max { $0.scale < $1.scale }
    }

    /// Whether `other` holds the same files, stored at the same addresses (the same generated
    /// table, however often it was copied).
    func isSameTable(as other: ImageAssets) -> Bool {
        files.count == other.files.count && zip(files, other.files).allSatisfy { a, b in
            guard a.name == b.name, a.base64.utf8CodeUnitCount == b.base64.utf8CodeUnitCount else { return false }
            guard a.base64.hasPointerRepresentation, b.base64.hasPointerRepresentation else {
                return a.base64.description == b.base64.description
            }
            return a.base64.utf8Start == b.base64.utf8Start
        }
    }

    /// The extensions the table answers to.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// `name` split at its last dot when what follows is an image extension.
    static func split(_ name: String) -> (stem: String, fileExtension: String?) {
        guard let dot = name.lastIndex(of: ".") else { return (name, nil) }
        let ext = name[name.index(after: dot)...].lowercased()
        guard imageExtensions.contains(ext) else { return (name, nil) }
        return (String(name[..<dot]), ext)
    }

    /// `stem` without a trailing `@Nx` (N from 1 to 9) and that N, or `stem` and 1.
    static func scaleSuffix(of stem: String) -> (base: String, scale: Double) {
        guard stem.count >= 3, stem.hasSuffix("x"), let at = stem.lastIndex(of: "@"),
              stem.distance(from: at, to: stem.endIndex) == 3,
              let digit = stem[stem.index(after: at)].wholeNumberValue, (1...9).contains(digit)
        else { return (stem, 1) }
        return (String(stem[..<at]), Double(digit))
    }
}
