import TactileCore

extension Canvas {
    /// Draws `image` scaled to fill `rect` (bilinear filtering when the sizes differ in pixels),
    /// blending over what is there. For an image drawn scaled again and again, an `ImageView`
    /// keeps a resampled copy instead.
    public func draw(_ image: Image, in rect: Rect) {
        draw(image.pixels.pixelImage, in: rect)
    }
}
