/// Insets whose horizontal sides follow the layout direction (UIKit's `NSDirectionalEdgeInsets`):
/// `leading` is the left in a left-to-right layout and the right in a right-to-left one.
public struct DirectionalEdgeInsets: Sendable, Equatable, Hashable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading edge.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing edge.
    public var trailing: Double

    /// Insets of the given distances.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any side.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The physical insets for a layout running left-to-right (`rightToLeft == false`) or
    /// right-to-left.
    public func resolved(rightToLeft: Bool) -> EdgeInsets {
        rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}
