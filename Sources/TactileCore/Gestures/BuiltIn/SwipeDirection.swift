/// The directions a `SwipeGestureRecognizer` accepts: a bit mask, as UIKit's.
public struct SwipeDirection: OptionSet, Sendable {
    public let rawValue: UInt
    /// A direction mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Towards increasing x.
    public static let right = SwipeDirection(rawValue: 1 << 0)
    /// Towards decreasing x.
    public static let left = SwipeDirection(rawValue: 1 << 1)
    /// Towards decreasing y (y grows downwards).
    public static let up = SwipeDirection(rawValue: 1 << 2)
    /// Towards increasing y.
    public static let down = SwipeDirection(rawValue: 1 << 3)
}

extension SwipeDirection: CustomStringConvertible {
    /// The directions in the mask, e.g. `right|up`; `none` when empty.
    public var description: String {
        var names: [String] = []
        if contains(.right) { names.append("right") }
        if contains(.left) { names.append("left") }
        if contains(.up) { names.append("up") }
        if contains(.down) { names.append("down") }
        return names.isEmpty ? "none" : names.joined(separator: "|")
    }
}
