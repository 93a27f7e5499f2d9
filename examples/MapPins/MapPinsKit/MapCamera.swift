import Tactile

/// Which part of the map the window shows: map point `origin` sits at the window's top-left
/// corner and one map unit is `scale` points. Map units are "metres" of the invented city.
public struct MapCamera: Hashable, Sendable {
    /// The map point at the window's top-left corner.
    public var origin: Point
    /// Points per map unit.
    public var scale: Double

    /// The zoom range the app allows.
    public static let scaleRange: ClosedRange<Double> = 0.25...8

    /// A camera.
    public init(origin: Point = .zero, scale: Double = 1) {
        self.origin = origin
        self.scale = scale
    }

    /// Window point of map point `p`.
    public func windowPoint(_ p: Point) -> Point {
        Point(x: (p.x - origin.x) * scale, y: (p.y - origin.y) * scale)
    }

    /// Map point under window point `p`.
    public func mapPoint(_ p: Point) -> Point {
        Point(x: p.x / scale + origin.x, y: p.y / scale + origin.y)
    }

    /// Moves the map by `delta` window points (the content follows a finger moving by `delta`).
    public mutating func pan(by delta: Point) {
        origin.x -= delta.x / scale
        origin.y -= delta.y / scale
    }

    /// Multiplies the zoom by `factor` (clamped to `scaleRange`) keeping the map point under window
    /// point `anchor` in place. Returns the factor actually applied.
    @discardableResult
    public mutating func zoom(by factor: Double, about anchor: Point) -> Double {
        guard factor.isFinite, factor > 0 else { return 1 }
        let fixed = mapPoint(anchor)
        let newScale = min(max(scale * factor, Self.scaleRange.lowerBound), Self.scaleRange.upperBound)
        let applied = newScale / scale
        scale = newScale
        origin = Point(x: fixed.x - anchor.x / scale, y: fixed.y - anchor.y / scale)
        return applied
    }
}
