import Tactile

/// The pictures built into kiosk-demo (examples/Kiosk/KioskKit/Assets, drawn by
/// scripts/make-kiosk-images.py and embedded by the `EmbedAssets` plugin): exhibit tiles as PNG,
/// carousel banners as JPEG, each at 1× and 2×, found with `Image(named:scale:)`.
///
/// Large windows, whose pictures are drawn big, load the 2× files. A picture that is missing or
/// fails to decode is logged once and left out; the screen then shows its colour card instead.
@MainActor public final class KioskImages {
    /// Windows whose longer side exceeds this many points load the 2× pictures.
    public static let largeWindowSide: Double = 1280

    /// The scale of the files loaded (1 or 2).
    public let scale: Int
    private var cache: [String: Image] = [:]
    private var failed: Set<String> = []

    /// Pictures at `scale` (1 or 2; anything above 1 means 2).
    public init(scale: Int) {
        self.scale = scale > 1 ? 2 : 1
        Image.register(assets: embeddedAssets)
    }

    /// Pictures for a window of `size`: 2× when its longer side exceeds `largeWindowSide`.
    public convenience init(windowSize size: Size) {
        self.init(scale: max(size.width, size.height) > Self.largeWindowSide ? 2 : 1)
    }

    /// The names of every built-in file ("aurora.png", "banner-1@2x.jpg", ...).
    public static var fileNames: [String] { embeddedAssets.fileNames }

    /// The exhibit picture `name` ("aurora"), or nil when it is missing or broken.
    public func tile(_ name: String) -> Image? { image("\(name).png") }

    /// Carousel banner `index` (0-based), or nil when it is missing or broken.
    public func banner(_ index: Int) -> Image? { image("banner-\(index + 1).jpg") }

    private func image(_ name: String) -> Image? {
        if let cached = cache[name] { return cached }
        if failed.contains(name) { return nil }
        guard let image = Image(named: name, scale: Double(scale)) else {
            failed.insert(name)
            KioskLog.app.error("picture \(name) at \(scale)×: missing or broken")
            return nil
        }
        cache[name] = image
        return image
    }

    /// The bytes of built-in file `file` (empty when there is none: decoding then fails clearly).
    static func bytes(of file: String) -> [UInt8] {
        embeddedAssets.bytes(of: file) ?? []
    }
}
