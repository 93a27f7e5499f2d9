/// How an output's panel is rotated or mirrored (`wl_output.transform`), and the same transform as
/// a `wl_surface.set_buffer_transform`: content drawn for a `width`×`height` surface, transformed,
/// is what a panel with this transform shows pixel for pixel, so a compositor can put a fullscreen
/// buffer on it without a rotation pass.
///
/// Rotations are counter-clockwise; the flipped values mirror around the vertical axis first, then
/// rotate. Every mapping is a matrix of 0 and ±1 plus a translation: exact on whole pixels.
public enum OutputTransform: Int32, CaseIterable, Sendable, CustomStringConvertible {
    case normal = 0
    case rotated90 = 1
    case rotated180 = 2
    case rotated270 = 3
    case flipped = 4
    case flipped90 = 5
    case flipped180 = 6
    case flipped270 = 7

    /// The transform a wire value names; values outside 0...7 are nil.
    public init?(wire value: UInt32) {
        guard let raw = Int32(exactly: value) else { return nil }
        self.init(rawValue: raw)
    }

    public var description: String {
        switch self {
        case .normal: "normal"
        case .rotated90: "90"
        case .rotated180: "180"
        case .rotated270: "270"
        case .flipped: "flipped"
        case .flipped90: "flipped-90"
        case .flipped180: "flipped-180"
        case .flipped270: "flipped-270"
        }
    }

    /// Whether width and height trade places.
    public var swapsAxes: Bool { rawValue & 1 == 1 }

    /// The transform that undoes this one.
    public var inverse: OutputTransform {
        switch self {
        case .rotated90: .rotated270
        case .rotated270: .rotated90
        default: self
        }
    }

    /// The size of `width`×`height` content once transformed.
    public func transformedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        swapsAxes ? (height, width) : (width, height)
    }

    /// The affine map from a `width`×`height` content's coordinates to the transformed ones:
    /// x' = a·x + b·y + c, y' = d·x + e·y + f.
    public func matrix(width: Double, height: Double) -> (a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        switch self {
        case .normal: (1, 0, 0, 0, 1, 0)
        case .rotated90: (0, 1, 0, -1, 0, width)
        case .rotated180: (-1, 0, width, 0, -1, height)
        case .rotated270: (0, -1, height, 1, 0, 0)
        case .flipped: (-1, 0, width, 0, 1, 0)
        case .flipped90: (0, 1, 0, 1, 0, 0)
        case .flipped180: (1, 0, 0, 0, -1, height)
        case .flipped270: (0, -1, height, -1, 0, width)
        }
    }

    /// Maps a point of `width`×`height` content into the transformed content.
    public func apply(_ point: Point, width: Double, height: Double) -> Point {
        let m = matrix(width: width, height: height)
        return Point(x: m.a * point.x + m.b * point.y + m.c, y: m.d * point.x + m.e * point.y + m.f)
    }

    /// Maps a pixel rectangle of `width`×`height` content into the transformed content.
    public func apply(_ rect: PixelRect, width: Int, height: Int) -> PixelRect {
        let w = Double(width), h = Double(height)
        let p = apply(Point(x: Double(rect.x), y: Double(rect.y)), width: w, height: h)
        let q = apply(Point(x: Double(rect.x + rect.width), y: Double(rect.y + rect.height)), width: w, height: h)
        return PixelRect(x: Int(min(p.x, q.x)), y: Int(min(p.y, q.y)), width: Int(abs(q.x - p.x)), height: Int(abs(q.y - p.y)))
    }
}
