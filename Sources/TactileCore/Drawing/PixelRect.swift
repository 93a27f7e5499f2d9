/// An axis-aligned rectangle on the integer pixel grid (buffer pixels).
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// Left edge.
    public var x: Int
    /// Top edge.
    public var y: Int
    /// Width; zero or negative means empty.
    public var width: Int
    /// Height; zero or negative means empty.
    public var height: Int

    /// Creates a pixel rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest pixel rectangle that contains `rect` (edges rounded outward).
    /// Non-finite or empty rects give an empty result.
    public init(covering rect: Rect) {
        let x0 = rect.origin.x, y0 = rect.origin.y
        let x1 = x0 + rect.size.width, y1 = y0 + rect.size.height
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 > x0, y1 > y0 else {
            self.init(x: 0, y: 0, width: 0, height: 0)
            return
        }
        let left = PixelRect.clampCoordinate(x0.rounded(.down)), top = PixelRect.clampCoordinate(y0.rounded(.down))
        let right = PixelRect.clampCoordinate(x1.rounded(.up)), bottom = PixelRect.clampCoordinate(y1.rounded(.up))
        self.init(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the rectangle covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// One past the right edge.
    public var maxX: Int { x + width }
    /// One past the bottom edge.
    public var maxY: Int { y + height }

    /// The same rectangle in floating-point coordinates.
    public var rect: Rect { Rect(x: Double(x), y: Double(y), width: Double(width), height: Double(height)) }

    /// `(x, y, width×height)`.
    public var description: String { "(\(x), \(y), \(width)×\(height))" }

    /// Coordinates are kept well inside `Int32` so that pixman's region arithmetic cannot overflow.
    static let coordinateLimit = 1 << 28

    static func clampCoordinate(_ v: Double) -> Int {
        Int(min(max(v, -Double(coordinateLimit)), Double(coordinateLimit)))
    }

    static func clampCoordinate(_ v: Int) -> Int {
        min(max(v, -coordinateLimit), coordinateLimit)
    }
}
