import Glibc

/// A 2-D affine transform, laid out as Core Graphics does:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct AffineTransform: Hashable, Sendable {
    /// x scale / rotation component (multiplies x into x').
    public var a: Double
    /// Rotation / shear component (multiplies x into y').
    public var b: Double
    /// Rotation / shear component (multiplies y into x').
    public var c: Double
    /// y scale / rotation component (multiplies y into y').
    public var d: Double
    /// Horizontal translation.
    public var tx: Double
    /// Vertical translation.
    public var ty: Double

    /// A transform from its six components.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (`translationX`, `y`).
    public init(translationX: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y)
    }
    /// A scale by `scaleX` horizontally and `y` vertically.
    public init(scaleX: Double, y: Double) {
        self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }
    /// A rotation by `rotationAngle` radians (positive turns +x towards +y).
    public init(rotationAngle: Double) {
        let s = sin(rotationAngle), co = cos(rotationAngle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t`: applying the result equals applying `self`, then `t`.
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                        c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                        tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// The inverse, or nil when the transform is singular (collapses the plane).
    public func inverted() -> AffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// A translation applied before this transform (Core Graphics' `translatedBy`).
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform (Core Graphics' `scaledBy`).
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians applied before this transform (Core Graphics' `rotated`).
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// `p` mapped through the transform.
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }
}
