import Glibc

/// How an animation's progress follows time: the cubic Bézier curves of Core Animation's named
/// timing functions, or a damped spring.
enum AnimationCurve: Equatable {
    case easeInOut, easeIn, easeOut, linear
    /// A spring with damping ratio `damping` (1 = no overshoot) and initial velocity `velocity`
    /// (the whole distance per second), settled by the end of the duration.
    case spring(damping: Double, velocity: Double)

    /// The curve `options` select (`.curveEaseInOut` when none).
    init(_ options: AnimationOptions) {
        if options.contains(.curveLinear) { self = .linear }
        else if options.contains(.curveEaseIn) { self = .easeIn }
        else if options.contains(.curveEaseOut) { self = .easeOut }
        else { self = .easeInOut }
    }

    /// Progress at `t` (0...1 of the duration, `seconds` long); 0 at the start, 1 at the end.
    func value(at t: Double, duration seconds: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch self {
        case .linear: return t
        case .easeInOut: return Self.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, at: t)
        case .easeIn: return Self.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, at: t)
        case .easeOut: return Self.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, at: t)
        case let .spring(damping, velocity): return Self.spring(damping: damping, velocity: velocity, time: t * seconds, duration: seconds)
        }
    }

    /// The y of the cubic Bézier from (0,0) to (1,1) with control points (x1,y1), (x2,y2) at x = `x`.
    static func bezier(x1: Double, y1: Double, x2: Double, y2: Double, at x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        // Newton's method on x(s) = x, falling back to bisection where the slope is flat.
        var s = x
        for _ in 0..<8 {
            let error = coordinate(x1, x2, s) - x
            if abs(error) < 1e-7 { return coordinate(y1, y2, s) }
            let d = slope(x1, x2, s)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<30 {
            let value = coordinate(x1, x2, s)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(y1, y2, s)
    }

    /// A damped spring from 0 towards 1, stiff enough that its envelope has decayed to 0.1% by `duration`.
    static func spring(damping: Double, velocity: Double, time: Double, duration: Double) -> Double {
        let zeta = damping.isFinite ? min(max(damping, 0.05), 1) : 1
        let v0 = velocity.isFinite ? velocity : 0
        let decay = 6.9 / max(duration, 1e-3)              // e^(-6.9) ≈ 0.001
        if zeta >= 1 {
            let omega = decay
            let displacement = (-1 + (v0 - omega) * time) * exp(-omega * time)
            return 1 + displacement
        }
        let omega = decay / zeta
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let b = (v0 - zeta * omega) / damped
        let displacement = exp(-zeta * omega * time) * (-cos(damped * time) + b * sin(damped * time))
        return 1 + displacement
    }
}
