/// Distances inset from each edge of a rectangle, in points (UIKit's `UIEdgeInsets`).
///
/// `left` and `right` are physical sides; use ``DirectionalEdgeInsets`` for insets that follow the
/// layout direction.
public struct EdgeInsets: Sendable, Equatable, Hashable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Insets of the given distances.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The same inset on all four sides.
    public init(all inset: Double) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    /// `left + right`.
    public var horizontal: Double { left + right }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }
}

extension Rect {
    /// The rectangle shrunk by `insets` (grown by negative ones); never a negative size.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top,
             width: Swift.max(0, size.width - insets.horizontal),
             height: Swift.max(0, size.height - insets.vertical))
    }
}
