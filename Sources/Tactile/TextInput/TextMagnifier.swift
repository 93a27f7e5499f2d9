import TactileCore

/// The loupe a long press on a text field's text shows above the finger: the text around the caret
/// drawn `zoom` times larger, with the caret at its centre. It follows the caret as the finger moves.
@MainActor final class TextMagnifier: View {
    static let size = Size(width: 132, height: 56)
    static let zoom: Double = 1.5
    /// Space between the field's text line and the loupe.
    static let offset: Double = 6

    weak var field: TextField?

    init(field: TextField) {
        self.field = field
        super.init(frame: Rect(origin: .zero, size: Self.size))
        clipsToBounds = true
    }

    /// Puts the loupe above the field's caret (below the field when there is no room above), inside
    /// the window, and redraws it.
    func follow() {
        guard let field, let window = field.window else { return }
        let caret = field.convert(field.caretRect(), to: window)
        var y = caret.minY - Self.offset - Self.size.height
        if y < window.bounds.minY { y = caret.maxY + Self.offset }
        let x = min(max(caret.midX - Self.size.width / 2, window.bounds.minX), window.bounds.maxX - Self.size.width)
        frame = Rect(x: x, y: y, width: Self.size.width, height: Self.size.height)
        setNeedsDisplay()
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        guard let field else { return }
        let accent = Color(red: 0.16, green: 0.45, blue: 0.85)
        canvas.fillRoundedRect(bounds, radius: 12, with: Color(white: 0.6))
        canvas.fillRoundedRect(bounds.insetBy(dx: 1.5, dy: 1.5), radius: 11, with: .white)
        guard let font = field.font else { return }
        let size = field.fontSize * Self.zoom
        let lineHeight = font.lineHeight(atSize: size)
        let top = (bounds.height - lineHeight) / 2
        let offsets = field.caretOffsets()
        let caretOffset = offsets[min(field.displayCaret, offsets.count - 1)] * Self.zoom
        let shown = field.displayText
        if !shown.isEmpty {
            canvas.draw(font.layout(shown, size: size), font: font, at: Point(x: bounds.midX - caretOffset, y: top),
                        color: field.textColor)
        }
        canvas.fill(Rect(x: bounds.midX - 1, y: top, width: 2, height: lineHeight), with: accent)
    }
}
