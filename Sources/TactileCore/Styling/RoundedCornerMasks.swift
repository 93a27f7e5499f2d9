import CPixman

/// The coverage masks of rounded boxes' corner squares, kept from one frame to the next
/// (in `DrawingCaches.cornerMasks`).
///
/// A box on whole pixels (with a whole-pixel border) covers each pixel of a corner square by an
/// amount that depends only on where the pixel lies relative to the box, so a card moving by whole
/// pixels reuses the same four masks instead of working out and allocating them every frame.
@MainActor enum RoundedCornerMasks {
    /// A corner square relative to its box.
    struct Key: Hashable {
        /// The box's top-left corner relative to the square's.
        let dx: Int, dy: Int
        let width: Double, height: Double, radius: Double, border: Double
        let columns: Int, rows: Int

        /// The key of `square` of `box` (with `border`), or nil when the box, its border or the
        /// square is not on whole pixels (its coverage would then depend on where it lies).
        init?(square: PixelRect, of box: RoundedBox, border: Double) {
            let limit = Double(PixelRect.coordinateLimit)
            guard [box.x, box.y, box.width, box.height, border].allSatisfy({ $0.isFinite && abs($0) < limit && $0 == $0.rounded() }),
                  square.width * square.height <= RoundedCornerMasks.largestMask else { return nil }
            dx = Int(box.x) - square.x
            dy = Int(box.y) - square.y
            width = box.width
            height = box.height
            radius = box.radius
            self.border = border
            columns = square.width
            rows = square.height
        }
    }

    /// An a8 pixman image, released with its last reference.
    final class Mask {
        let image: OpaquePointer
        let bytes: Int

        init(image: OpaquePointer, bytes: Int) {
            self.image = image
            self.bytes = bytes
        }

        deinit { pixman_image_unref(image) }
    }

    /// The largest square kept, in pixels (a corner of radius 128).
    nonisolated static let largestMask = 128 * 128
    /// The most bytes kept over all masks; past it the cache starts again empty.
    static let budget = 1 << 20

    /// The mask of `key`'s square: `coverage(column, row)` (0...1, square-relative) of each pixel.
    static func mask(for key: Key, coverage: (Int, Int) -> Double) -> Mask? {
        if let known = DrawingCaches.cornerMasks[key] { return known }
        guard let image = pixman_image_create_bits(PIXMAN_a8, Int32(key.columns), Int32(key.rows), nil, 0),
              let bytes = pixman_image_get_data(image) else { return nil }
        let stride = Int(pixman_image_get_stride(image))
        let base = UnsafeMutableRawPointer(bytes).assumingMemoryBound(to: UInt8.self)
        for row in 0..<key.rows {
            let line = base + row * stride
            for column in 0..<key.columns {
                line[column] = UInt8((coverage(column, row) * 255).rounded())
            }
        }
        let mask = Mask(image: image, bytes: stride * key.rows)
        if DrawingCaches.cornerMaskBytes + mask.bytes > budget {
            DrawingCaches.cornerMasks.removeAll()
            DrawingCaches.cornerMaskBytes = 0
        }
        DrawingCaches.cornerMasks[key] = mask
        DrawingCaches.cornerMaskBytes += mask.bytes
        return mask
    }
}
