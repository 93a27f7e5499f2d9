import TactileCore

#if canImport(Glibc)
import Glibc
#endif

/// The loupe a long press on a text field's text shows above the finger: the text around the caret
/// drawn `zoom` times larger, with the caret at its centre. It follows the caret as the finger moves.
///
/// Three layers: the white face (this view), the magnified line clipped inside the border
/// (`MagnifiedLine`), and the border drawn over both (`MagnifierRing`), so that text running to
/// the loupe's edge never covers the border.
@MainActor final class TextMagnifier: View {
    static let size = Size(width: 132, height: 56)
    static let zoom: Double = 1.5
    /// Space between the field's text line and the loupe.
    static let offset: Double = 6
    static let cornerRadius: Double = 12
    static let borderWidth: Double = 1.5

    weak var field: TextField? { didSet { line.field = field } }
    /// The magnified text and caret, clipped to the inside of the border.
    let line = MagnifiedLine()
    private let ring = MagnifierRing(frame: .zero)

    init(field: TextField) {
        super.init(frame: Rect(origin: .zero, size: Self.size))
        self.field = field
        line.field = field
        line.frame = bounds.insetBy(dx: Self.borderWidth, dy: Self.borderWidth)
        ring.frame = bounds
        addSubview(line)
        addSubview(ring)
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
        line.setNeedsDisplay()
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: Self.cornerRadius, with: .white)
    }
}

/// The loupe's magnified text line with the caret at its centre.
@MainActor final class MagnifiedLine: View {
    weak var field: TextField?

    init() {
        super.init(frame: .zero)
        clipsToBounds = true
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        guard let field, let font = field.font else { return }
        let size = field.fontSize * TextMagnifier.zoom
        let lineHeight = font.lineHeight(atSize: size)
        let top = (bounds.height - lineHeight) / 2
        let offsets = field.caretOffsets()
        let caretOffset = offsets[min(field.displayCaret, offsets.count - 1)] * TextMagnifier.zoom
        let shown = field.displayText
        if !shown.isEmpty {
            canvas.draw(font.layout(shown, size: size, direction: field.paragraphDirection), font: font, at: Point(x: bounds.midX - caretOffset, y: top),
                        color: field.textColor)
        }
        canvas.fill(Rect(x: bounds.midX - 1, y: top, width: 2, height: lineHeight),
                    with: Color(red: 0.16, green: 0.45, blue: 0.85))
    }
}

/// The loupe's border, drawn over the magnified line.
@MainActor final class MagnifierRing: View {
    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        let half = TextMagnifier.borderWidth / 2
        let path = Self.outline(of: bounds.insetBy(dx: half, dy: half), radius: TextMagnifier.cornerRadius - half)
        canvas.stroke(path, width: TextMagnifier.borderWidth, color: Color(white: 0.6))
    }

    /// The closed outline of a rounded rectangle, each corner's quarter circle in eight steps.
    static func outline(of rect: Rect, radius: Double) -> [Point] {
        let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
        let corners = [(rect.maxX - r, rect.minY + r, -Double.pi / 2), (rect.maxX - r, rect.maxY - r, 0),
                       (rect.minX + r, rect.maxY - r, Double.pi / 2), (rect.minX + r, rect.minY + r, Double.pi)]
        var points: [Point] = []
        for (cx, cy, start) in corners {
            for step in 0...8 {
                let angle = start + Double(step) * Double.pi / 16
                points.append(Point(x: cx + r * cos(angle), y: cy + r * sin(angle)))
            }
        }
        if let first = points.first { points.append(first) }
        return points
    }
}
