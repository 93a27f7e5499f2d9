/// A set of permitted swipe directions.
public struct SwipeDirection: OptionSet, Sendable {
    /// The bit set of directions.
    public let rawValue: UInt
    /// A direction set from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Towards +x.
    public static let right = SwipeDirection(rawValue: 1 << 0)
    /// Towards −x.
    public static let left = SwipeDirection(rawValue: 1 << 1)
    /// Towards −y.
    public static let up = SwipeDirection(rawValue: 1 << 2)
    /// Towards +y.
    public static let down = SwipeDirection(rawValue: 1 << 3)
}
