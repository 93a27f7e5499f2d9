import TactileCore

#if canImport(Glibc)
import Glibc
#endif

/// A decoded picture: PNG (every colour type, bit depth and interlacing) or JPEG (baseline or
/// progressive, colour or grey), decoded by libpng and libjpeg-turbo into premultiplied pixels that
/// pixman draws directly.
///
/// A file named `name@2x.png` (any `@Nx` suffix, N from 1 to 9, before the extension) has scale N:
/// its `size` in points is its pixel size divided by N. Pictures built into the binary by the
/// `EmbedAssets` plugin load with `init(named:)`. An image is immutable and may be made on any
/// thread and shared.
public final class Image: Sendable {
    /// The most pixels an image may have (32 Mi, 128 MiB decoded); checked from the file's header
    /// before any pixel memory is allocated.
    public static let maximumPixelCount = 32 * 1024 * 1024
    /// The longest side an image may have, in pixels (pixman's limit).
    public static let maximumDimension = DrawingError.maximumDimension

    /// The size in points: pixels divided by `scale`.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }
    /// Pixels per point: the `@Nx` of the file name, else 1.
    public let scale: Double
    /// Width in pixels.
    public let pixelWidth: Int
    /// Height in pixels.
    public let pixelHeight: Int
    /// Whether every pixel is opaque (the file has no alpha channel or transparency key).
    public let isOpaque: Bool

    let pixels: ImagePixels
    /// Whether an `ImageView` in a right-to-left layout draws this image mirrored
    /// (`imageFlippedForRightToLeftLayoutDirection()`). False for every decoded image.
    public let flipsForRightToLeftLayoutDirection: Bool

    /// Reads and decodes the PNG or JPEG file at `path`.
    /// - Throws: `ImageError` naming the file: unreadable, unsupported, corrupt or too large.
    public convenience init(contentsOfFile path: String) throws(ImageError) {
        let bytes = try Image.readFile(path)
        try self.init(bytes: bytes, scale: Image.scale(ofFileNamed: path), source: path)
    }

    /// Decodes PNG or JPEG bytes, at scale 1.
    /// - Throws: `ImageError` with source "image data".
    public convenience init(data: [UInt8]) throws(ImageError) {
        try self.init(bytes: data, scale: 1, source: "image data")
    }

    /// Decodes PNG or JPEG bytes whose pixels are `scale` per point.
    public convenience init(data: [UInt8], scale: Double) throws(ImageError) {
        try self.init(bytes: data, scale: scale.isFinite && scale > 0 ? scale : 1, source: "image data")
    }

    private init(bytes: [UInt8], scale: Double, source: String) throws(ImageError) {
        do {
            let header = try ImageCodec.probe(bytes)
            guard header.width <= Image.maximumDimension, header.height <= Image.maximumDimension,
                  header.width * header.height <= Image.maximumPixelCount else {
                throw ImageError(source: source, reason: .tooLarge(width: header.width, height: header.height))
            }
            let image = try ImageCodec.decodePremultiplied(bytes, header: header)
            pixels = ImagePixels(image)
            pixelWidth = header.width
            pixelHeight = header.height
            isOpaque = !header.hasAlpha
            self.scale = scale
            flipsForRightToLeftLayoutDirection = false
        } catch let error as ImageError {
            throw error
        } catch let failure as ImageCodecFailure {
            let reason: ImageError.Reason = switch failure.kind {
            case .unsupported: .unsupportedFormat(failure.message)
            case .corrupt: .corrupt(failure.message)
            case .failed: .outOfMemory(failure.message)
            }
            throw ImageError(source: source, reason: reason)
        } catch {
            throw ImageError(source: source, reason: .corrupt("\(error)"))
        }
    }

    /// The same picture (sharing its pixels) marked to be drawn mirrored in a right-to-left layout,
    /// as UIKit's method of this name: for arrows and other pictures that point the way the layout
    /// runs. Images are never mirrored unless made with this.
    public func imageFlippedForRightToLeftLayoutDirection() -> Image {
        flipsForRightToLeftLayoutDirection ? self : Image(sharing: self, flips: true)
    }

    /// A copy of `other` that shares its pixels, with `flips` as its `flipsForRightToLeftLayoutDirection`.
    private init(sharing other: Image, flips: Bool) {
        pixels = other.pixels
        pixelWidth = other.pixelWidth
        pixelHeight = other.pixelHeight
        isOpaque = other.isOpaque
        scale = other.scale
        flipsForRightToLeftLayoutDirection = flips
    }

    /// The `@Nx` scale in a file name (`icon@2x.png` → 2), else 1.
    static func scale(ofFileNamed path: String) -> Double {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? name
        guard stem.count >= 3, stem.hasSuffix("x"), let at = stem.lastIndex(of: "@") else { return 1 }
        let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard digits.count == 1, let n = Int(digits), (1...9).contains(n) else { return 1 }
        return Double(n)
    }

    /// The largest file `init(contentsOfFile:)` reads (256 MiB).
    static let maximumFileSize = 256 * 1024 * 1024

    /// The whole file, or the reason it cannot be read.
    private static func readFile(_ path: String) throws(ImageError) -> [UInt8] {
        func unreadable(_ why: String) -> ImageError { ImageError(source: path, reason: .unreadable(why)) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw unreadable(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw unreadable(String(cString: strerror(errno))) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw unreadable("not a regular file") }
        let size = Int(info.st_size)
        guard size <= maximumFileSize else { throw unreadable("the file is larger than \(maximumFileSize) bytes") }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        let failure: Int32 = bytes.withUnsafeMutableBytes { buffer in
            while filled < size {
                let n = read(fd, buffer.baseAddress! + filled, size - filled)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if n == 0 { break }
                filled += n
            }
            return 0
        }
        guard failure == 0 else { throw unreadable(String(cString: strerror(failure))) }
        return filled == size ? bytes : Array(bytes[0..<filled])
    }
}

/// The decoded pixels of an `Image`, as a pixman image.
///
/// `@unchecked Sendable` is safe because the pixels are written once, by the decoder inside
/// `Image.init`, before the `Image` can be shared, and never again; afterwards the pixman image is
/// only read as a composite source, and pixman's lazy per-image bookkeeping on that path runs only
/// from main-actor drawing code (`pixelImage` is main-actor isolated), so it never races.
final class ImagePixels: @unchecked Sendable {
    private let image: PixelImage

    init(_ image: PixelImage) { self.image = image }

    /// The pixels, for drawing on the main actor.
    @MainActor var pixelImage: PixelImage { image }
}
