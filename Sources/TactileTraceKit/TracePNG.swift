import Tactile

/// A `TraceDrawing` drawn by the toolkit itself: a window with no display whose one view paints the
/// shapes with `Canvas` (text in the default font), snapshotted to a PNG.
@MainActor public enum TracePNG {
    public static func render(_ d: TraceDrawing) -> [UInt8] {
        let window = Window(frame: Rect(origin: .zero, size: d.size))
        window.addSubview(TraceView(drawing: d))
        return window.snapshot().pngData()
    }

    private final class TraceView: View {
        let drawing: TraceDrawing
        let text = FontOverlayText()

        init(drawing: TraceDrawing) {
            self.drawing = drawing
            super.init(frame: Rect(origin: .zero, size: drawing.size))
        }

        override func draw(_ rect: Rect, in canvas: Canvas) {
            for s in drawing.shapes {
                switch s {
                case let .rect(r, c): canvas.fill(r, with: c)
                case let .circle(p, radius, c):
                    canvas.fillEllipse(in: Rect(x: p.x - radius, y: p.y - radius, width: 2 * radius, height: 2 * radius), with: c)
                case let .text(string, p, size, c): text.draw(string, at: p, size: size, color: c, in: canvas)
                }
            }
        }
    }
}
