import TactileCore

/// The chevron a navigation bar's back button shows at its leading end: it points towards the
/// leading edge — left, or right in a right-to-left layout. Drawn as two strokes (not as text, so
/// the text direction of the title cannot turn it). Takes no touches; says nothing to accessibility
/// (the button is named "Back").
@MainActor final class BackChevronView: View {
    /// The chevron's size in points.
    static let size = Size(width: 10, height: 18)

    /// The stroke colour.
    var color = Color(red: 0.16, green: 0.45, blue: 0.85) { didSet { if color != oldValue { setNeedsDisplay() } } }

    override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Whether the chevron points right (the bar is laid out right to left).
    var pointsRight: Bool { isRightToLeft }

    override func draw(_ rect: Rect, in canvas: Canvas) {
        let b = bounds.insetBy(dx: 1.5, dy: 1.5)
        guard b.width > 0, b.height > 0 else { return }
        let tip = pointsRight ? b.maxX : b.minX, back = pointsRight ? b.minX : b.maxX
        canvas.stroke([Point(x: back, y: b.minY), Point(x: tip, y: b.midY), Point(x: back, y: b.maxY)], width: 2.5, color: color)
    }
}
