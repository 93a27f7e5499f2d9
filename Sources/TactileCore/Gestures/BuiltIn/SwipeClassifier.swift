import Glibc

/// Decides which cardinal direction a movement is, and how far off that axis it strays.
enum SwipeClassifier {
    /// The nearest cardinal direction of a movement and its angular deviation from it.
    struct Result: Equatable {
        /// The cardinal direction nearest to the movement.
        var direction: SwipeDirection
        /// The angle (radians, ≥ 0) between the movement and `direction`.
        var deviation: Double
    }

    /// Classifies the movement `translation` (y grows downwards); nil for no movement.
    static func classify(_ translation: Point) -> Result? {
        let ax = abs(translation.x), ay = abs(translation.y)
        guard ax > 0 || ay > 0 else { return nil }
        if ax >= ay {
            return Result(direction: translation.x > 0 ? .right : .left, deviation: atan2(ay, ax))
        }
        return Result(direction: translation.y > 0 ? .down : .up, deviation: atan2(ax, ay))
    }

    /// The direction of `translation` if it lies within `tolerance` radians of a cardinal axis.
    static func direction(of translation: Point, tolerance: Double) -> SwipeDirection? {
        guard let r = classify(translation), r.deviation <= tolerance else { return nil }
        return r.direction
    }
}
