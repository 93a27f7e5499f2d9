/// Damage recorded for a view that uses its own surface (`View.usesOwnSurface`).
public struct OwnSurfaceDamage: Sendable, Equatable {
    /// The outermost view with its own surface that the damage belongs to.
    public let view: ObjectIdentifier
    /// The area, in window coordinates (clipped to the window).
    public let rect: Rect
    /// True when the view itself moved, resized, appeared or vanished (its surface needs moving,
    /// not redrawing); false when content inside it changed.
    public let isGeometry: Bool
}
