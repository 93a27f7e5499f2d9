import TactileCore
import Glibc

/// The motion of one scroll axis after the finger lifts: exponential deceleration inside the
/// scrollable range, a critically damped spring pulling back to the edge outside it (rubber band).
struct ScrollAxisMotion {
    /// UIKit's rubber-band constant: how stiff dragging past an edge feels.
    static let rubberBandConstant = 0.55
    /// Angular frequency (1/s) of the spring that pulls an overscrolled axis back to its edge:
    /// 100 pt of overscroll settles in about 0.6 s.
    static let springFrequency = 14.0
    /// Below this speed (pt/s) the axis is at rest.
    static let restSpeed = 5.0
    /// Closer than this (pt) to the edge, an overscrolled axis snaps to it.
    static let restDistance = 0.5

    var position: Double
    var velocity: Double
    /// The scrollable range.
    var minimum: Double, maximum: Double
    /// Whether the axis may go past its edges.
    var bounces: Bool
    /// Velocity factor per millisecond (UIKit's normal rate is 0.998).
    var decelerationRate: Double

    var isAtRest = false

    /// Advances the motion by `dt` seconds (in steps of at most 4 ms, for a stable spring).
    mutating func advance(by dt: Double) {
        var remaining = dt
        while remaining > 0 && !isAtRest {
            let step = min(remaining, 0.004)
            remaining -= step
            integrate(step)
        }
    }

    private mutating func integrate(_ dt: Double) {
        if position < minimum || position > maximum {
            let edge = position < minimum ? minimum : maximum
            guard bounces else {
                position = edge
                velocity = 0
                isAtRest = true
                return
            }
            let w = Self.springFrequency
            let before = position - edge
            velocity += (-w * w * before - 2 * w * velocity) * dt
            position += velocity * dt
            let after = position - edge
            // Arriving back at the edge ends the bounce there (no oscillation into the content).
            if before * after <= 0 || (abs(after) < Self.restDistance && abs(velocity) < Self.restSpeed) {
                position = edge
                velocity = 0
                isAtRest = true
            }
            return
        }
        velocity *= pow(decelerationRate, dt * 1000)
        position += velocity * dt
        if !bounces && (position < minimum || position > maximum) {
            position = min(max(position, minimum), maximum)
            velocity = 0
        }
        if abs(velocity) < Self.restSpeed && position >= minimum && position <= maximum {
            velocity = 0
            isAtRest = true
        }
    }

    /// Where a drag that wants `raw` puts the axis: past an edge the overshoot is resisted as
    /// UIKit's `(1 - 1 / (x·c/d + 1))·d` for a viewport of `dimension` points.
    static func rubberBanded(_ raw: Double, minimum: Double, maximum: Double, dimension: Double, bounces: Bool) -> Double {
        let d = max(dimension, 1)
        if raw < minimum { return bounces ? minimum - resist(minimum - raw, d) : minimum }
        if raw > maximum { return bounces ? maximum + resist(raw - maximum, d) : maximum }
        return raw
    }

    /// The drag position whose rubber-banded result is `shown` (so a drag can grab a bouncing view).
    static func unbanded(_ shown: Double, minimum: Double, maximum: Double, dimension: Double) -> Double {
        let d = max(dimension, 1)
        if shown < minimum { return minimum - unresist(minimum - shown, d) }
        if shown > maximum { return maximum + unresist(shown - maximum, d) }
        return shown
    }

    private static func resist(_ x: Double, _ d: Double) -> Double {
        (1 - 1 / (x * rubberBandConstant / d + 1)) * d
    }

    private static func unresist(_ y: Double, _ d: Double) -> Double {
        let f = min(y / d, 0.999)
        return (1 / (1 - f) - 1) * d / rubberBandConstant
    }
}
