/// A value an animation can move through: the point `t` of the way from `a` to `b`.
protocol Interpolatable {
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self
}

extension Double: Interpolatable {
    static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double {
        t == 1 ? b : a + (b - a) * t
    }
}

extension Point: Interpolatable {
    static func interpolate(_ a: Point, _ b: Point, _ t: Double) -> Point {
        Point(x: .interpolate(a.x, b.x, t), y: .interpolate(a.y, b.y, t))
    }
}

extension Rect: Interpolatable {
    static func interpolate(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
        Rect(x: .interpolate(a.origin.x, b.origin.x, t), y: .interpolate(a.origin.y, b.origin.y, t),
             width: .interpolate(a.size.width, b.size.width, t), height: .interpolate(a.size.height, b.size.height, t))
    }
}

extension AffineTransform: Interpolatable {
    /// Component-wise, as Core Animation interpolates matrices that are not pure rotations.
    static func interpolate(_ a: AffineTransform, _ b: AffineTransform, _ t: Double) -> AffineTransform {
        AffineTransform(a: .interpolate(a.a, b.a, t), b: .interpolate(a.b, b.b, t), c: .interpolate(a.c, b.c, t),
                        d: .interpolate(a.d, b.d, t), tx: .interpolate(a.tx, b.tx, t), ty: .interpolate(a.ty, b.ty, t))
    }
}

extension Optional: Interpolatable where Wrapped == Color {
    /// Between colours channel by channel; nil stands for the other colour fully transparent.
    static func interpolate(_ a: Color?, _ b: Color?, _ t: Double) -> Color? {
        if t == 1 { return b }
        guard a != nil || b != nil else { return nil }
        let from = a ?? Color(red: b!.red, green: b!.green, blue: b!.blue, alpha: 0)
        let to = b ?? Color(red: from.red, green: from.green, blue: from.blue, alpha: 0)
        return Color(red: .interpolate(from.red, to.red, t), green: .interpolate(from.green, to.green, t),
                     blue: .interpolate(from.blue, to.blue, t), alpha: .interpolate(from.alpha, to.alpha, t))
    }
}
