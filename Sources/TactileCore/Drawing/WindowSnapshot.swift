extension Window {
    /// Runs the pending layout pass, then renders the window (presentation values of running
    /// animations) — every visible view, then the touch overlay — at scale 1 into a new
    /// bitmap the size of its bounds (rounded up to whole pixels). Needs no display. Areas no view
    /// paints are transparent black (0, 0, 0, 0).
    public func snapshot() -> Bitmap {
        let size = bounds.size
        let limit = Double(DrawingError.maximumDimension)
        let width = size.width.isFinite ? Int(min(max(size.width, 0), limit).rounded(.up)) : 0
        let height = size.height.isFinite ? Int(min(max(size.height, 0), limit).rounded(.up)) : 0
        guard width > 0, height > 0, let image = try? PixelImage(width: width, height: height) else {
            return Bitmap(width: width, height: height)
        }
        prepareForFrame()
        ViewRenderer().render(self, into: image, scale: 1)
        return image.bitmap()
    }

    /// Draws what sits above all of the window's views, in window coordinates; the renderer calls it
    /// last, for snapshots and on-screen frames alike.
    ///
    /// The touch overlay's feedback circles (`touchOverlayEnabled`, Window+TouchOverlay.swift).
    func drawOverlay(in canvas: Canvas) { drawTouchOverlay(in: canvas) }
}
