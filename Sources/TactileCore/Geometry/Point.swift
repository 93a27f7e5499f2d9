/// A location in a 2-D coordinate space, in points.
public struct Point: Hashable, Sendable {
    /// Horizontal coordinate.
    public var x: Double
    /// Vertical coordinate.
    public var y: Double
    /// A point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The straight-line distance to `other`.
    public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}
