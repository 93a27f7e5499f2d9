import CPixman

#if canImport(Glibc)
import Glibc
#endif

/// A 32-bit premultiplied ARGB pixel buffer that pixman draws into (`a8r8g8b8`: one native-endian
/// `0xAARRGGBB` word per pixel — the layout of `WL_SHM_FORMAT_ARGB8888`).
///
/// Either owns its memory or borrows caller-provided memory (for example a mapped shm buffer).
public final class PixelImage {
    /// The underlying `pixman_image_t *`.
    let image: OpaquePointer
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next.
    public let stride: Int
    /// A promise that every pixel is opaque (alpha 1), made by whoever filled the image (false by
    /// default). `Canvas.draw(_:in:)` then copies the image where it lands on whole pixels instead
    /// of blending it — the same pixels, faster. Set it only when it is true.
    public var isOpaque = false
    /// Pixels this image mapped itself (a large image), unmapped with it.
    private let mapping: (address: UnsafeMutableRawPointer, length: Int)?

    /// Images of at least this many bytes get pages of their own (`mmap`) instead of malloc memory.
    ///
    /// Large pixel buffers made and dropped over a long session (map tiles, composites) would
    /// otherwise come from the malloc heap once glibc raised its dynamic mmap threshold (the first
    /// free of a 256 KiB tile does): the heap then fragments around the live ones, its top keeps
    /// the high-water mark, and the resident size creeps up. Their own mappings go back to the
    /// system when the image goes.
    static let ownMappingThreshold = 128 * 1024

    /// Creates a transparent (all zero) image that owns its pixels.
    public init(width: Int, height: Int) throws(DrawingError) {
        try PixelImage.validate(width: width, height: height)
        let stride = width * 4
        let length = stride * height
        if length >= Self.ownMappingThreshold {
            // Anonymous pages read as zero: the image starts transparent without clearing it.
            guard let address = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0),
                  address != MAP_FAILED else {
                throw .allocationFailed(width: width, height: height)
            }
            let words = address.assumingMemoryBound(to: UInt32.self)
            guard let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), words, Int32(stride)) else {
                munmap(address, length)
                throw .allocationFailed(width: width, height: height)
            }
            self.image = image
            mapping = (address, length)
        } else {
            guard let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), nil, 0) else {
                throw .allocationFailed(width: width, height: height)
            }
            self.image = image
            mapping = nil
        }
        self.width = width
        self.height = height
        self.stride = Int(pixman_image_get_stride(image))
    }

    /// Wraps caller-provided memory without copying it.
    ///
    /// - Parameters:
    ///   - memory: `height * stride` bytes, 4-byte aligned. The caller keeps it alive, mapped and
    ///     otherwise untouched for as long as this image exists.
    ///   - width: pixels per row.
    ///   - height: rows.
    ///   - stride: bytes per row: a multiple of 4, at least `width * 4`.
    public init(borrowing memory: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) throws(DrawingError) {
        try PixelImage.validate(width: width, height: height)
        guard stride >= width * 4, stride % 4 == 0, stride <= Int(Int32.max) / height else {
            throw .invalidStride(stride: stride, width: width)
        }
        let words = memory.assumingMemoryBound(to: UInt32.self)
        guard let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(width), Int32(height), words, Int32(stride)) else {
            throw .allocationFailed(width: width, height: height)
        }
        self.image = image
        self.width = width
        self.height = height
        self.stride = stride
        mapping = nil
    }

    deinit {
        pixman_image_unref(image)
        if let mapping { munmap(mapping.address, mapping.length) }
    }

    private static func validate(width: Int, height: Int) throws(DrawingError) {
        let limit = DrawingError.maximumDimension
        guard (1...limit).contains(width), (1...limit).contains(height) else {
            throw .invalidSize(width: width, height: height)
        }
    }

    /// The premultiplied `0xAARRGGBB` word at (x, y). Outside the image is a precondition failure.
    public func premultipliedPixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height,
                     "pixel (\(x), \(y)) is outside a \(width)×\(height) image")
        return rowPointer(y)[x]
    }

    /// Sets every pixel to `color` (replacing, not blending).
    public func fill(with color: Color) {
        var pixmanColor = color.pixmanColor
        var box = pixman_box32_t(x1: 0, y1: 0, x2: Int32(width), y2: Int32(height))
        setClip(nil)
        _ = pixman_image_fill_boxes(PIXMAN_OP_SRC, image, &pixmanColor, 1, &box)
    }

    /// Copies the pixels into a straight-alpha `Bitmap` (un-premultiplying them).
    public func bitmap() -> Bitmap {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            var i = 0
            for y in 0..<height {
                let row = rowPointer(y)
                for x in 0..<width {
                    let p = row[x]
                    let a = UInt32(p >> 24)
                    if a == 255 {
                        out[i] = UInt8((p >> 16) & 0xFF)
                        out[i + 1] = UInt8((p >> 8) & 0xFF)
                        out[i + 2] = UInt8(p & 0xFF)
                        out[i + 3] = 255
                    } else if a != 0 {
                        out[i] = PixelImage.unpremultiply((p >> 16) & 0xFF, a)
                        out[i + 1] = PixelImage.unpremultiply((p >> 8) & 0xFF, a)
                        out[i + 2] = PixelImage.unpremultiply(p & 0xFF, a)
                        out[i + 3] = UInt8(a)
                    }
                    i += 4
                }
            }
        }
        return Bitmap(uncheckedWidth: width, height: height, rgba: rgba)
    }

    /// Restricts later drawing to `region` (image pixels); nil removes the restriction.
    func setClip(_ region: DamageRegion?) {
        if let region {
            region.withUnsafePointer { _ = pixman_image_set_clip_region32(image, UnsafeMutablePointer(mutating: $0)) }
        } else {
            _ = pixman_image_set_clip_region32(image, nil)
        }
    }

    /// The first pixel of row `y`.
    package func rowPointer(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        let base = UnsafeMutableRawPointer(pixman_image_get_data(image)!)
        return (base + y * stride).assumingMemoryBound(to: UInt32.self)
    }

    /// The whole image as a region.
    var extent: DamageRegion { DamageRegion(PixelRect(x: 0, y: 0, width: width, height: height)) }

    private static func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 {
        UInt8(min(255, (c * 255 + a / 2) / a))
    }
}

extension PixelImage {
    /// A premultiplied copy of `bitmap`'s pixels.
    public convenience init(_ bitmap: Bitmap) throws(DrawingError) {
        try self.init(width: bitmap.width, height: bitmap.height)
        let (width, height, rgba, image) = (bitmap.width, bitmap.height, bitmap.rgba, self)
        rgba.withUnsafeBufferPointer { src in
            var i = 0
            for y in 0..<height {
                let row = image.rowPointer(y)
                for x in 0..<width {
                    let a = UInt32(src[i + 3])
                    func premultiply(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    row[x] = (a << 24) | (premultiply(src[i]) << 16) | (premultiply(src[i + 1]) << 8) | premultiply(src[i + 2])
                    i += 4
                }
            }
        }
    }
}
