/// Which parts of a subview's frame stretch when its superview's bounds size changes (UIKit's
/// `UIView.AutoresizingMask`). Along each axis the change is shared among the flexible parts in
/// proportion to their current lengths; with no flexible part the frame stays as it is.
public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The distance to the superview's left edge stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension AutoresizingMask {
    /// The subview frame after its superview's size went from `old` to `new`.
    func resize(_ frame: Rect, from old: Size, to new: Size) -> Rect {
        let (x, width) = Self.share(origin: frame.origin.x, length: frame.size.width, container: old.width,
                                    delta: new.width - old.width,
                                    flexible: (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)))
        let (y, height) = Self.share(origin: frame.origin.y, length: frame.size.height, container: old.height,
                                     delta: new.height - old.height,
                                     flexible: (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)))
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Shares `delta` along one axis among the flexible parts (leading margin, length, trailing
    /// margin) in proportion to their lengths, equally when those add up to 0.
    static func share(origin: Double, length: Double, container: Double, delta: Double,
                      flexible: (lead: Bool, length: Bool, trail: Bool)) -> (origin: Double, length: Double) {
        guard delta != 0, flexible.lead || flexible.length || flexible.trail else { return (origin, length) }
        let trailing = container - origin - length
        let parts = [flexible.lead ? max(origin, 0) : 0, flexible.length ? max(length, 0) : 0,
                     flexible.trail ? max(trailing, 0) : 0]
        let total = parts[0] + parts[1] + parts[2]
        let count = Double((flexible.lead ? 1 : 0) + (flexible.length ? 1 : 0) + (flexible.trail ? 1 : 0))
        func portion(_ i: Int, _ isFlexible: Bool) -> Double {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * parts[i] / total : delta / count
        }
        let newLength = max(0, length + portion(1, flexible.length))
        return (origin + portion(0, flexible.lead), newLength)
    }
}
