import CPixman

/// A set of pixels made of non-overlapping rectangles (a `pixman_region32`), used for damage
/// tracking: what must be repainted, what to report with `wl_surface.damage_buffer`, and what a
/// reused buffer of a given age is missing.
///
/// A value type: copies are independent (copy-on-write).
public struct DamageRegion: Equatable, CustomStringConvertible {
    private var storage: Storage

    /// An empty region.
    public init() {
        storage = Storage()
    }

    /// The pixels of `rect` (empty if `rect` is).
    public init(_ rect: PixelRect) {
        storage = Storage()
        formUnion(rect)
    }

    /// The pixels touched by `rect` (edges rounded outward).
    public init(covering rect: Rect) {
        self.init(PixelRect(covering: rect))
    }

    /// The union of `rects`.
    public init(_ rects: [PixelRect]) {
        storage = Storage()
        for r in rects { formUnion(r) }
    }

    /// Whether the region holds no pixel.
    public var isEmpty: Bool { pixman_region32_not_empty(storage.region) == 0 }

    /// The smallest rectangle containing the region (empty for an empty region).
    public var boundingBox: PixelRect {
        guard !isEmpty, let e = pixman_region32_extents(storage.region)?.pointee else {
            return PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        return PixelRect(x: Int(e.x1), y: Int(e.y1), width: Int(e.x2 - e.x1), height: Int(e.y2 - e.y1))
    }

    /// The non-overlapping rectangles making up the region, in y-then-x order.
    public var rects: [PixelRect] {
        var count: Int32 = 0
        guard let boxes = pixman_region32_rectangles(storage.region, &count), count > 0 else { return [] }
        return (0..<Int(count)).map { i in
            let b = boxes[i]
            return PixelRect(x: Int(b.x1), y: Int(b.y1), width: Int(b.x2 - b.x1), height: Int(b.y2 - b.y1))
        }
    }

    /// The number of pixels in the region.
    public var area: Int {
        var count: Int32 = 0
        guard let boxes = pixman_region32_rectangles(storage.region, &count), count > 0 else { return 0 }
        var total = 0
        for i in 0..<Int(count) {
            let b = boxes[i]
            total += Int(b.x2 - b.x1) * Int(b.y2 - b.y1)
        }
        return total
    }

    /// Whether the pixel at (x, y) is in the region.
    public func contains(x: Int, y: Int) -> Bool {
        guard let px = Int32(exactly: x), let py = Int32(exactly: y) else { return false }
        return pixman_region32_contains_point(storage.region, px, py, nil) != 0
    }

    /// Adds the pixels of `rect`.
    public mutating func formUnion(_ rect: PixelRect) {
        let r = DamageRegion.clamped(rect)
        guard !r.isEmpty else { return }
        let s = uniqueStorage()
        _ = pixman_region32_union_rect(s.region, s.region, Int32(r.x), Int32(r.y), UInt32(r.width), UInt32(r.height))
    }

    /// Adds the pixels touched by `rect` (edges rounded outward).
    public mutating func formUnion(covering rect: Rect) {
        formUnion(PixelRect(covering: rect))
    }

    /// Adds the pixels of `other`.
    public mutating func formUnion(_ other: DamageRegion) {
        let s = uniqueStorage()
        _ = pixman_region32_union(s.region, s.region, other.storage.region)
    }

    /// Keeps only the pixels also in `other`.
    public mutating func formIntersection(_ other: DamageRegion) {
        let s = uniqueStorage()
        _ = pixman_region32_intersect(s.region, s.region, other.storage.region)
    }

    /// Keeps only the pixels also in `rect`.
    public mutating func formIntersection(_ rect: PixelRect) {
        formIntersection(DamageRegion(rect))
    }

    /// Removes the pixels of `other`.
    public mutating func subtract(_ other: DamageRegion) {
        let s = uniqueStorage()
        _ = pixman_region32_subtract(s.region, s.region, other.storage.region)
    }

    /// The union of this region and `other`.
    public func union(_ other: DamageRegion) -> DamageRegion {
        var copy = self
        copy.formUnion(other)
        return copy
    }

    /// The union of this region and `rect`.
    public func union(_ rect: PixelRect) -> DamageRegion {
        var copy = self
        copy.formUnion(rect)
        return copy
    }

    /// The pixels in both this region and `other`.
    public func intersection(_ other: DamageRegion) -> DamageRegion {
        var copy = self
        copy.formIntersection(other)
        return copy
    }

    /// The pixels in both this region and `rect`.
    public func intersection(_ rect: PixelRect) -> DamageRegion {
        intersection(DamageRegion(rect))
    }

    /// Empties the region.
    public mutating func removeAll() {
        let s = uniqueStorage()
        pixman_region32_clear(s.region)
    }

    /// The region moved by (dx, dy) pixels.
    public func translatedBy(x dx: Int, y dy: Int) -> DamageRegion {
        var copy = self
        let s = copy.uniqueStorage()
        pixman_region32_translate(s.region, Int32(PixelRect.clampCoordinate(dx)), Int32(PixelRect.clampCoordinate(dy)))
        return copy
    }

    /// The region with every coordinate multiplied by `factor` — points to buffer pixels at an
    /// integer buffer scale. The factor is clamped to 1...16.
    public func scaled(by factor: Int) -> DamageRegion {
        let f = min(max(1, factor), 16)
        guard f != 1 else { return self }
        return DamageRegion(rects.map { PixelRect(x: $0.x * f, y: $0.y * f, width: $0.width * f, height: $0.height * f) })
    }

    /// Whether both regions hold exactly the same pixels.
    public static func == (lhs: DamageRegion, rhs: DamageRegion) -> Bool {
        lhs.storage === rhs.storage || pixman_region32_equal(lhs.storage.region, rhs.storage.region) != 0
    }

    /// The region's rectangles, for logs and test failures.
    public var description: String {
        "DamageRegion(" + rects.map(\.description).joined(separator: ", ") + ")"
    }

    /// Calls `body` with the underlying pixman region, valid only during the call.
    func withUnsafePointer<R>(_ body: (UnsafePointer<pixman_region32_t>) throws -> R) rethrows -> R {
        try body(storage.region)
    }

    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(copying: storage)
        }
        return storage
    }

    private static func clamped(_ r: PixelRect) -> PixelRect {
        let limit = 2 * PixelRect.coordinateLimit
        let x0 = PixelRect.clampCoordinate(r.x), y0 = PixelRect.clampCoordinate(r.y)
        let x1 = PixelRect.clampCoordinate(x0 + min(max(r.width, 0), limit))
        let y1 = PixelRect.clampCoordinate(y0 + min(max(r.height, 0), limit))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Owns one heap-allocated `pixman_region32_t`.
    private final class Storage {
        let region: UnsafeMutablePointer<pixman_region32_t>

        init() {
            region = .allocate(capacity: 1)
            pixman_region32_init(region)
        }

        init(copying other: Storage) {
            region = .allocate(capacity: 1)
            pixman_region32_init(region)
            _ = pixman_region32_copy(region, other.region)
        }

        deinit {
            pixman_region32_fini(region)
            region.deallocate()
        }
    }
}
