import TactileCore

/// A context menu's lifted view: a snapshot of the view taken when the menu opened, drawn where the
/// view is (the presentation grows it a little). It takes no touches: they close the menu.
@MainActor final class ContextMenuPreview: View {
    /// The view's pixels at scale 1; nil when the view is empty or too large to copy.
    let image: PixelImage?

    init(snapshotOf source: View, frame: Rect) {
        let size = source.bounds.size
        let width = size.width.isFinite ? Int(min(max(size.width, 0), 4096).rounded(.up)) : 0
        let height = size.height.isFinite ? Int(min(max(size.height, 0), 4096).rounded(.up)) : 0
        if width > 0, height > 0, let pixels = try? PixelImage(width: width, height: height) {
            ViewRenderer().render(source, into: pixels, scale: 1)
            image = pixels
        } else {
            image = nil
        }
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        guard let image else { return }
        canvas.draw(image, in: Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
    }
}
