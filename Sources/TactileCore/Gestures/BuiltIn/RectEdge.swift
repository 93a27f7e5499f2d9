/// Edges of a rectangle; `ScreenEdgePanGestureRecognizer.edges` uses the window's.
public struct RectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    /// An edge mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The edge at minimum y.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The edge at minimum x.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The edge at maximum y.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The edge at maximum x.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

extension RectEdge: CustomStringConvertible {
    /// The edges in the mask, e.g. `left|right`; `none` when empty.
    public var description: String {
        var names: [String] = []
        if contains(.top) { names.append("top") }
        if contains(.left) { names.append("left") }
        if contains(.bottom) { names.append("bottom") }
        if contains(.right) { names.append("right") }
        return names.isEmpty ? "none" : names.joined(separator: "|")
    }
}
