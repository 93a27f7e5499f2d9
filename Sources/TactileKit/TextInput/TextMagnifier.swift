import TactileCore

#if canImport(Glibc)
import Glibc
#endif

/// What the loupe magnifies: a text field or text view, drawing its own text.
@MainActor protocol MagnifierHost: EditMenuHost {
    /// The caret, in the host's coordinates.
    var magnifiedCaretRect: Rect { get }
    /// The loupe, while a long press moves the caret.
    var magnifier: TextMagnifier? { get set }
    /// Draws the host's text (and selection tint) as it draws it, on `canvas`, whose coordinates
    /// are the host's, magnified.
    func drawMagnifiedText(on canvas: Canvas)
    /// Readies the host for a long press (the first responder, when it edits); false ignores the press.
    func beginLongPress() -> Bool
    /// Whether a long press at `point` shows the edit menu at once: on the selection, or with no text.
    func longPressShowsMenu(at point: Point) -> Bool
    /// Puts the caret at the boundary nearest `point`, under the loupe.
    func moveCaretUnderLoupe(to point: Point)
}

extension MagnifierHost {
    /// A long press: on text, the caret follows the finger under the loupe and the edit menu shows
    /// when it lifts; on the selection or with no text, the edit menu shows at once.
    func longPressed(_ recognizer: GestureRecognizer) {
        let point = recognizer.location(in: self)
        switch recognizer.state {
        case .began:
            guard beginLongPress() else { return }
            if longPressShowsMenu(at: point) { return showEditMenu(at: point) }
            dismissEditMenu()
            let loupe = TextMagnifier(host: self)
            magnifier = loupe
            window?.addSubview(loupe)
            moveCaretUnderLoupe(to: point)
            loupe.follow()
        case .changed:
            guard let loupe = magnifier else { return }
            moveCaretUnderLoupe(to: point)
            loupe.follow()
        case .ended:
            guard hideMagnifier() else { return }
            showEditMenu(at: point)
        default:
            hideMagnifier()
        }
    }

    /// Removes the loupe; false when none showed.
    @discardableResult func hideMagnifier() -> Bool {
        guard let loupe = magnifier else { return false }
        magnifier = nil
        loupe.removeFromSuperview()
        return true
    }
}

/// The loupe a long press on text shows above the finger: the text around the caret drawn `zoom`
/// times larger (rasterized at that size, from the host's own layout), with the caret at its
/// centre. It follows the caret as the finger moves.
///
/// Three layers: the white face (this view), the magnified line clipped inside the border
/// (`MagnifiedLine`), and the border drawn over both (`MagnifierRing`), so that text running to
/// the loupe's edge never covers the border.
@MainActor final class TextMagnifier: View {
    static let size = Size(width: 132, height: 56)
    static let zoom: Double = 1.5
    /// Space between the host's text line and the loupe.
    static let offset: Double = 6
    static let cornerRadius: Double = 12
    static let borderWidth: Double = 1.5

    weak var host: (any MagnifierHost)? { didSet { line.host = host } }
    /// The magnified text and caret, clipped to the inside of the border.
    let line = MagnifiedLine()
    private let ring = MagnifierRing(frame: .zero)

    init(host: any MagnifierHost) {
        super.init(frame: Rect(origin: .zero, size: Self.size))
        self.host = host
        line.host = host
        line.frame = bounds.insetBy(dx: Self.borderWidth, dy: Self.borderWidth)
        ring.frame = bounds
        addSubview(line)
        addSubview(ring)
        clipsToBounds = true
    }

    /// Puts the loupe above the host's caret (below it when there is no room above), inside the
    /// window, and redraws it.
    func follow() {
        guard let host, let window = host.window else { return }
        let caret = host.convert(host.magnifiedCaretRect, to: window)
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

/// The loupe's magnified text with the caret at its centre.
@MainActor final class MagnifiedLine: View {
    weak var host: (any MagnifierHost)?

    init() {
        super.init(frame: .zero)
        clipsToBounds = true
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        guard let host else { return }
        let zoom = TextMagnifier.zoom
        let caret = host.magnifiedCaretRect
        let origin = Point(x: bounds.midX - caret.midX * zoom, y: bounds.midY - caret.midY * zoom)
        host.drawMagnifiedText(on: canvas.zoomed(by: zoom, origin: origin))
        let height = caret.height * zoom
        canvas.fill(Rect(x: bounds.midX - 1, y: bounds.midY - height / 2, width: 2, height: height),
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
