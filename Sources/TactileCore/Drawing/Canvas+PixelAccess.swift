/// Low-level access for drawing code outside TactileCore that talks to pixman directly (text
/// rendering with pixman's glyph cache, for example).
extension Canvas {
    /// The `pixman_image_t *` drawn into (premultiplied `a8r8g8b8`), with the renderer's clip already
    /// set on it; nil once the canvas is no longer valid. Only use it during the `draw(_:in:)` call the
    /// canvas was passed to, and do not change its clip or transform.
    public var pixmanImage: OpaquePointer? { isValid ? target.image : nil }

    /// Where `point` (in the drawing view's coordinates) lands in the target's pixels. The mapping is
    /// always a uniform `scale` plus a translation.
    public func devicePoint(_ point: Point) -> Point {
        let p = mapping.apply(point.x, point.y)
        return Point(x: p.x, y: p.y)
    }

    /// The target pixels drawing may touch (the renderer's clip: the view's bounds intersected with
    /// the damaged area).
    public var pixelClip: PixelRect { clipBounds }
}
