/// A pixman-backed drawing surface handed to `View.draw(_:in:)`.
/// Coordinates are the drawing view's own.
/// (Stub: the drawing work replaces these bodies.)
@MainActor public final class Canvas {
    init() {}

    /// Fills `rect` with `color`.
    public func fill(_ rect: Rect, with color: Color) {}
    /// Fills the ellipse inscribed in `rect`, anti-aliased.
    public func fillEllipse(in rect: Rect, with color: Color) {}
    /// Fills a rectangle with rounded corners of `radius`, anti-aliased.
    public func fillRoundedRect(_ rect: Rect, radius: Double, with color: Color) {}
    /// Strokes an anti-aliased polyline through `points`.
    public func stroke(_ points: [Point], width: Double, color: Color) {}
}
