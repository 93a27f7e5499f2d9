import CKioskAssets
import Tactile

/// The pictures built into kiosk-demo (examples/Kiosk/Assets, drawn by
/// scripts/make-kiosk-images.py): exhibit tiles as PNG, carousel banners as JPEG, each at 1× and 2×.
///
/// Large windows, whose pictures are drawn big, load the 2× files. A picture that fails to decode
/// is logged once and left out; the screen then shows its colour card instead.
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
    }

    /// Pictures for a window of `size`: 2× when its longer side exceeds `largeWindowSide`.
    public convenience init(windowSize size: Size) {
        self.init(scale: max(size.width, size.height) > Self.largeWindowSide ? 2 : 1)
    }

    /// The names of every built-in file ("aurora.png", "banner-1@2x.jpg", ...).
    public static var fileNames: [String] {
        (0..<kiosk_asset_count()).compactMap { kiosk_asset_name($0).map { String(cString: $0) } }
    }

    /// The exhibit picture `name` ("aurora"), or nil when it is missing or broken.
    public func tile(_ name: String) -> Image? { image(name, ext: "png") }

    /// Carousel banner `index` (0-based), or nil when it is missing or broken.
    public func banner(_ index: Int) -> Image? { image("banner-\(index + 1)", ext: "jpg") }

    private func image(_ name: String, ext: String) -> Image? {
        let file = scale == 2 ? "\(name)@2x.\(ext)" : "\(name).\(ext)"
        if let cached = cache[file] { return cached }
        if failed.contains(file) { return nil }
        do {
            let image = try Image(data: Self.bytes(of: file), scale: Double(scale))
            cache[file] = image
            return image
        } catch {
            failed.insert(file)
            KioskLog.app.error("picture \(file): \(error)")
            return nil
        }
    }

    /// The bytes of built-in file `file` (empty when there is none: decoding then fails clearly).
    static func bytes(of file: String) -> [UInt8] {
        for index in 0..<kiosk_asset_count() {
            guard let name = kiosk_asset_name(index), String(cString: name) == file else { continue }
            var length = 0
            guard let start = kiosk_asset_bytes(index, &length) else { return [] }
            return Array(UnsafeBufferPointer(start: start, count: length))
        }
        return []
    }
}
