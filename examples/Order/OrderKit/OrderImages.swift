import Tactile

/// The menu pictures built into order-kiosk (examples/Order/OrderKit/Assets, drawn by
/// scripts/make-order-images.py and embedded by the `EmbedAssets` plugin), 128 points square at 1×
/// and 2×. A picture that is missing or broken is logged once and left out (a colour card shows).
@MainActor public final class OrderImages {
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

    /// The names of every built-in file ("burger.png", "burger@2x.png", ...).
    public static var fileNames: [String] { embeddedAssets.fileNames }

    /// The bytes of built-in file `file` (empty when there is none).
    public static func bytes(of file: String) -> [UInt8] { embeddedAssets.bytes(of: file) ?? [] }

    /// The picture of `item`, or nil when it is missing or broken.
    public func picture(of item: MenuItem) -> Image? {
        let name = "\(item.id).png"
        if let cached = cache[name] { return cached }
        if failed.contains(name) { return nil }
        guard let image = Image(named: name, scale: Double(scale)) else {
            failed.insert(name)
            OrderLog.app.error("picture \(name) at \(scale)×: missing or broken")
            return nil
        }
        cache[name] = image
        return image
    }
}
