/// The span (distance) and the accumulated, unwrapped angle between two touches,
/// as used by pinch and rotation.
struct TwoTouchMeasure {
    /// Current distance between the two touches, in points.
    private(set) var span: Double
    /// Angle of the line between the touches, accumulated without wrapping (radians): turning twice round
    /// gives 4π. Starts at the raw angle of the first pair.
    private(set) var angle: Double
    /// The last raw (wrapped) angle, to accumulate the next turn from.
    private var rawAngle: Double

    /// Starts measuring the pair `a`, `b`.
    init(_ a: Point, _ b: Point) {
        span = GestureGeometry.distance(a, b)
        rawAngle = GestureGeometry.angle(from: a, to: b)
        angle = rawAngle
    }

    /// The same pair moved to `a`, `b`: the angle accumulates the smallest turn.
    mutating func update(_ a: Point, _ b: Point) {
        span = GestureGeometry.distance(a, b)
        let raw = GestureGeometry.angle(from: a, to: b)
        angle += GestureGeometry.angleDelta(from: rawAngle, to: raw)
        rawAngle = raw
    }

    /// The pair was replaced by `a`, `b` (a finger lifted and another took its place): the span takes the new
    /// value and the accumulated angle stays where it was, so nothing jumps. Returns the span's jump.
    @discardableResult
    mutating func rebase(_ a: Point, _ b: Point) -> Double {
        let old = span
        span = GestureGeometry.distance(a, b)
        rawAngle = GestureGeometry.angle(from: a, to: b)
        return span - old
    }
}
