import TactileCore

/// A `wl_region`: rectangles added and subtracted in order, in surface coordinates.
public struct SurfaceRegion: Equatable, Sendable {
    /// One step of the region's construction.
    public enum Operation: Equatable, Sendable {
        case add(Rect)
        case subtract(Rect)
    }

    /// The steps, oldest first.
    public private(set) var operations: [Operation] = []

    /// An empty region.
    public init() {}

    mutating func add(_ rect: Rect) { operations.append(.add(rect)) }
    mutating func subtract(_ rect: Rect) { operations.append(.subtract(rect)) }

    /// Whether `point` (surface coordinates) is inside: the last step covering it decides.
    public func contains(_ point: Point) -> Bool {
        for operation in operations.reversed() {
            switch operation {
            case .add(let rect) where rect.contains(point): return true
            case .subtract(let rect) where rect.contains(point): return false
            default: continue
            }
        }
        return false
    }
}
