import TactileCore

/// Draws the touch overlay's badge text with the toolkit's default font.
@MainActor public final class FontOverlayText: OverlayTextDrawing {
    private let font: Font?

    /// Text in `font`, or the default font (`Font.systemDefault`); without any font nothing is drawn.
    public init(font: Font? = nil) { self.font = font ?? Font.systemDefault }

    public func width(of text: String, size: Double) -> Double {
        font?.layout(text, size: size).size.width ?? Double(text.count) * size * 0.55
    }

    public func draw(_ text: String, at origin: Point, size: Double, color: Color, in canvas: Canvas) {
        guard let font else { return }
        let layout = font.layout(text, size: size)
        font.glyphCache.draw(layout, of: font, at: origin, color: color, in: canvas)
    }
}
