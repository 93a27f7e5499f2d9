import Logging
import TactileCore

private let assetLogger = Logger(label: "tactile.images.assets")

extension Image {
    /// Makes the pictures in `assets` findable by `Image(named:)`; call it once at start with the
    /// table the `EmbedAssets` plugin generated (`Image.register(assets: embeddedAssets)`).
    ///
    /// Registering the same table again does nothing. When two tables hold the same name, the one
    /// registered first wins. Safe from any thread.
    public static func register(assets: ImageAssets) {
        registeredImageAssets.withLock { tables in
            guard !tables.contains(where: { $0.isSameTable(as: assets) }) else { return }
            tables.append(assets)
        }
    }

    /// The registered picture `name` at scale 1: `name.png` (or `.jpg`, `.jpeg`), else the
    /// smallest `@Nx` variant there is. Nil when no registered table has it or it does not decode
    /// (logged).
    ///
    /// Tactile does not guess the display's density: ask for `@2x` pictures with
    /// `init?(named:scale:)`.
    public convenience init?(named name: String) {
        self.init(named: name, scale: 1)
    }

    /// The registered picture `name` for a display of `scale` pixels per point: of `name`'s
    /// variants (`name.png`, `name@2x.png`, ...), the one with the smallest scale at least
    /// `scale`, else the largest. The image's `scale` is the file's.
    ///
    /// `name` may carry the extension ("aurora.png") or an `@Nx` suffix ("aurora@2x") to pick one
    /// file. Nil when no registered table has it or it does not decode (logged). Every call
    /// decodes the file again: keep the image to reuse it.
    public convenience init?(named name: String, scale: Double) {
        let wanted = scale.isFinite && scale > 0 ? scale : 1
        let found = registeredImageAssets.withLock { tables in
            tables.lazy.compactMap { $0.file(named: name, scale: wanted) }.first
        }
        guard let file = found else {
            assetLogger.debug("Image(named: \"\(name)\"): no registered asset has that name")
            return nil
        }
        guard let bytes = Base64.decode(file.base64) else {
            assetLogger.error("Image(named: \"\(name)\"): the embedded \(file.name) is not valid base64")
            return nil
        }
        do {
            try self.init(data: bytes, scale: file.scale)
        } catch {
            assetLogger.error("Image(named: \"\(name)\"): \(file.name): \(error)")
            return nil
        }
    }
}
