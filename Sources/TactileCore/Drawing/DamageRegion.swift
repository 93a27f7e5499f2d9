import CPixman

/// A set of pixels made of non-overlapping rectangles (a `pixman_region32`), used for damage
/// tracking: what must be repainted, what to report with `wl_surface.damage_buffer`, and what a
/// reused buffer of a given age is missing.
///
/// A value type: copies are independent (copy-on-write).
public struct DamageRegion: Equatable, CustomStringConvertible {
    /// The region while it is empty or one rectangle (`storage` nil): clamped, all zero when empty.
    /// Such regions — most damage and clips — live inline and cost no allocation.
    private var box = DamageRegion.noPixels
    /// The region once it is more than one rectangle (then `box` is unused).
    private var storage: Storage?

    private static let noPixels = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// An empty region.
    public init() {}

    /// The pixels of `rect` (empty if `rect` is).
    public init(_ rect: PixelRect) {
        let r = DamageRegion.clamped(rect)
        if !r.isEmpty { box = r }
    }

    /// The pixels touched by `rect` (edges rounded outward).
    public init(covering rect: Rect) {
        self.init(PixelRect(covering: rect))
    }

    /// The union of `rects`.
    public init(_ rects: [PixelRect]) {
        for r in rects { formUnion(r) }
    }

    /// Whether the region holds no pixel.
    public var isEmpty: Bool {
        guard let storage else { return box.isEmpty }
        return pixman_region32_not_empty(storage.region) == 0
    }

    /// The smallest rectangle containing the region (empty for an empty region).
    public var boundingBox: PixelRect {
        guard let storage else { return box }
        guard !isEmpty, let e = pixman_region32_extents(storage.region)?.pointee else { return DamageRegion.noPixels }
        return PixelRect(x: Int(e.x1), y: Int(e.y1), width: Int(e.x2 - e.x1), height: Int(e.y2 - e.y1))
    }

    /// The non-overlapping rectangles making up the region, in y-then-x order.
    public var rects: [PixelRect] {
        guard let storage else { return box.isEmpty ? [] : [box] }
        var count: Int32 = 0
        guard let boxes = pixman_region32_rectangles(storage.region, &count), count > 0 else { return [] }
        return (0..<Int(count)).map { i in
            let b = boxes[i]
            return PixelRect(x: Int(b.x1), y: Int(b.y1), width: Int(b.x2 - b.x1), height: Int(b.y2 - b.y1))
        }
    }

    /// The number of pixels in the region.
    public var area: Int {
        guard let storage else { return box.isEmpty ? 0 : box.width * box.height }
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
        return withUnsafePointer { pixman_region32_contains_point($0, px, py, nil) != 0 }
    }

    /// Adds the pixels of `rect`.
    public mutating func formUnion(_ rect: PixelRect) {
        let r = DamageRegion.clamped(rect)
        guard !r.isEmpty else { return }
        if storage == nil {
            if box.isEmpty || DamageRegion.contains(r, box) { box = r; return }
            if DamageRegion.contains(box, r) { return }
        }
        mutate { _ = pixman_region32_union_rect($0, $0, Int32(r.x), Int32(r.y), UInt32(r.width), UInt32(r.height)) }
    }

    /// Adds the pixels touched by `rect` (edges rounded outward).
    public mutating func formUnion(covering rect: Rect) {
        formUnion(PixelRect(covering: rect))
    }

    /// Adds the pixels of `other`.
    public mutating func formUnion(_ other: DamageRegion) {
        guard other.storage != nil else { return formUnion(other.box) }
        if storage == nil, box.isEmpty { self = other; return }
        other.withUnsafePointer { o in mutate { _ = pixman_region32_union($0, $0, o) } }
    }

    /// Keeps only the pixels also in `other`.
    public mutating func formIntersection(_ other: DamageRegion) {
        if storage == nil, other.storage == nil {
            box = DamageRegion.intersect(box, other.box)
            return
        }
        other.withUnsafePointer { o in mutate { _ = pixman_region32_intersect($0, $0, o) } }
    }

    /// Keeps only the pixels also in `rect`.
    public mutating func formIntersection(_ rect: PixelRect) {
        formIntersection(DamageRegion(rect))
    }

    /// Removes the pixels of `other`.
    public mutating func subtract(_ other: DamageRegion) {
        guard !isEmpty, !other.isEmpty else { return }
        if storage == nil, other.storage == nil {
            if DamageRegion.contains(other.box, box) { box = DamageRegion.noPixels; return }
            if DamageRegion.intersect(box, other.box).isEmpty { return }
        }
        other.withUnsafePointer { o in mutate { _ = pixman_region32_subtract($0, $0, o) } }
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
        storage = nil
        box = DamageRegion.noPixels
    }

    /// Empties the region; with `keepingCapacity`, a region of several rectangles keeps its memory
    /// (when not shared) for the next ones, so a region rebuilt every frame allocates nothing.
    public mutating func removeAll(keepingCapacity: Bool) {
        guard keepingCapacity, var s = storage else { return removeAll() }
        storage = nil
        box = DamageRegion.noPixels
        guard isKnownUniquelyReferenced(&s) else { return }
        pixman_region32_fini(s.region)
        pixman_region32_init(s.region)
        storage = s
    }

    /// Calls `body` with each of the region's non-overlapping rectangles, in y-then-x order, without
    /// making an array of them.
    public func forEachRect(_ body: (PixelRect) throws -> Void) rethrows {
        guard let storage else {
            if !box.isEmpty { try body(box) }
            return
        }
        var count: Int32 = 0
        guard let boxes = pixman_region32_rectangles(storage.region, &count), count > 0 else { return }
        for i in 0..<Int(count) {
            let b = boxes[i]
            try body(PixelRect(x: Int(b.x1), y: Int(b.y1), width: Int(b.x2 - b.x1), height: Int(b.y2 - b.y1)))
        }
    }

    /// The number of rectangles making up the region.
    public var rectCount: Int {
        guard let storage else { return box.isEmpty ? 0 : 1 }
        return Int(pixman_region32_n_rects(storage.region))
    }

    /// The region moved by (dx, dy) pixels.
    public func translatedBy(x dx: Int, y dy: Int) -> DamageRegion {
        var copy = self
        copy.mutate { pixman_region32_translate($0, Int32(PixelRect.clampCoordinate(dx)), Int32(PixelRect.clampCoordinate(dy))) }
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
        if lhs.storage == nil, rhs.storage == nil { return lhs.box == rhs.box }
        if let l = lhs.storage, l === rhs.storage { return true }
        return lhs.withUnsafePointer { l in rhs.withUnsafePointer { r in pixman_region32_equal(l, r) != 0 } }
    }

    /// The region's rectangles, for logs and test failures.
    public var description: String {
        "DamageRegion(" + rects.map(\.description).joined(separator: ", ") + ")"
    }

    /// Calls `body` with the region as a pixman region, valid only during the call (one made on the
    /// stack for an inline region: a single box needs no heap memory in pixman either).
    func withUnsafePointer<R>(_ body: (UnsafePointer<pixman_region32_t>) throws -> R) rethrows -> R {
        if let storage { return try body(storage.region) }
        var region = pixman_region32_t()
        DamageRegion.initialize(&region, to: box)
        defer { pixman_region32_fini(&region) }
        return try body(&region)
    }

    /// Runs `body` on the region as a pixman region it changes in place: the storage (copied first
    /// if shared), or a region on the stack whose result is kept inline unless it has several boxes.
    private mutating func mutate(_ body: (UnsafeMutablePointer<pixman_region32_t>) -> Void) {
        if var s = storage {
            storage = nil
            if !isKnownUniquelyReferenced(&s) { s = Storage(copying: s) }
            body(s.region)
            storage = s
            return
        }
        var region = pixman_region32_t()
        DamageRegion.initialize(&region, to: box)
        body(&region)
        if pixman_region32_n_rects(&region) > 1 {
            storage = Storage(adopting: region)
            return
        }
        let e = region.extents
        box = pixman_region32_not_empty(&region) == 0 ? DamageRegion.noPixels
            : PixelRect(x: Int(e.x1), y: Int(e.y1), width: Int(e.x2 - e.x1), height: Int(e.y2 - e.y1))
        pixman_region32_fini(&region)
    }

    /// Sets up `region` (uninitialized) as the pixels of `box`: no heap memory for one box or none.
    private static func initialize(_ region: inout pixman_region32_t, to box: PixelRect) {
        if box.isEmpty {
            pixman_region32_init(&region)
        } else {
            pixman_region32_init_rect(&region, Int32(box.x), Int32(box.y), UInt32(box.width), UInt32(box.height))
        }
    }

    /// Whether `outer` holds every pixel of `inner` (both not empty).
    private static func contains(_ outer: PixelRect, _ inner: PixelRect) -> Bool {
        outer.x <= inner.x && outer.y <= inner.y && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
    }

    /// The pixels in both rectangles (all zero when none).
    private static func intersect(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        return x1 > x0 && y1 > y0 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : noPixels
    }

    private static func clamped(_ r: PixelRect) -> PixelRect {
        let limit = 2 * PixelRect.coordinateLimit
        let x0 = PixelRect.clampCoordinate(r.x), y0 = PixelRect.clampCoordinate(r.y)
        let x1 = PixelRect.clampCoordinate(x0 + min(max(r.width, 0), limit))
        let y1 = PixelRect.clampCoordinate(y0 + min(max(r.height, 0), limit))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Owns one heap-allocated `pixman_region32_t` of more than one box.
    private final class Storage {
        let region: UnsafeMutablePointer<pixman_region32_t>

        /// Takes over `region` (initialized; finalized with the storage).
        init(adopting region: pixman_region32_t) {
            self.region = .allocate(capacity: 1)
            self.region.initialize(to: region)
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
