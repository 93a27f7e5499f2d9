import TactileCore

/// Text whose selection has handles (`TextField`, `TextView`).
@MainActor protocol SelectionHandleHost: View {
    var selectedRange: Range<Int> { get set }
    /// How far (in points) `point` (the view's coordinates) is from the handle at `offset`.
    func handleDistance(from point: Point, to offset: Int) -> Double
    /// The character boundary a handle dragged to `point` goes to.
    func handleBoundary(nearest point: Point) -> Int
}

/// The selection's two handles: a drag that starts within `reach` of either end of a text field's
/// or text view's selection moves that end to the character boundary nearest the finger (the
/// selection keeps at least one character). A touch elsewhere never reaches the recognizer, so
/// taps, the double tap, the long press and an enclosing scroll view see it as before.
@MainActor final class SelectionHandleDrag: GestureRecognizerDelegate {
    /// Which end of the selection a drag moves.
    enum End { case start, end }

    /// How far from a handle (horizontally, in points) a touch still takes it.
    static let reach: Double = 22
    /// The knob's diameter, in points.
    static let knobSize: Double = 9

    weak var field: (any SelectionHandleHost)?
    let pan = PanGestureRecognizer()
    /// The end being dragged.
    private(set) var dragged: End?

    init() {
        pan.name = "TextField.selectionHandle"
        pan.maximumNumberOfTouches = 1
        pan.delegate = self
        pan.addAction { [weak self] recognizer in self?.panned(recognizer) }
    }

    /// Puts the drag's recognizer on `field`.
    func install(on field: any SelectionHandleHost) {
        self.field = field
        field.addGestureRecognizer(pan)
    }

    /// The end whose handle is within reach of `point` (the field's coordinates), the nearer of the two.
    func end(near point: Point) -> End? {
        guard let field, field.isFirstResponder else { return nil }
        let selection = field.selectedRange
        guard !selection.isEmpty else { return nil }
        let toStart = field.handleDistance(from: point, to: selection.lowerBound)
        let toEnd = field.handleDistance(from: point, to: selection.upperBound)
        guard min(toStart, toEnd) <= Self.reach else { return nil }
        return toStart < toEnd ? .start : .end
    }

    func gestureRecognizer(_ g: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        guard let field else { return false }
        dragged = end(near: touch.location(in: field))
        return dragged != nil
    }

    private func panned(_ recognizer: GestureRecognizer) {
        guard let field, let dragged else { return }
        switch recognizer.state {
        case .began, .changed:
            let boundary = field.handleBoundary(nearest: recognizer.location(in: field))
            let selection = field.selectedRange
            guard !selection.isEmpty else { return }
            let moved = dragged == .start
                ? min(boundary, selection.upperBound - 1)..<selection.upperBound
                : selection.lowerBound..<max(boundary, selection.lowerBound + 1)
            if moved != selection { field.selectedRange = moved }
        default:
            self.dragged = nil
        }
    }

    /// Draws both handles of `field`'s selection: a bar at each end, a knob above the start and
    /// below the end. `top` and `lineHeight` are the text line's.
    static func draw(for field: TextField, top: Double, lineHeight: Double, color: Color, in canvas: Canvas) {
        field.drawSelectionHandles(color: color, in: canvas) { offset in
            Rect(x: field.caretX(at: offset) - 1, y: top, width: 2, height: lineHeight)
        }
    }
}

extension SelectionHandleHost {
    /// Draws both handles of the selection, whichever host's: the bar `bar(offset)` at each end
    /// (a caret-sized rectangle), a knob centred above the start's bar and below the end's.
    func drawSelectionHandles(color: Color, in canvas: Canvas, bar: (Int) -> Rect) {
        let selection = selectedRange
        let knob = SelectionHandleDrag.knobSize
        let start = bar(selection.lowerBound), end = bar(selection.upperBound)
        canvas.fill(start, with: color)
        canvas.fillEllipse(in: Rect(x: start.midX - knob / 2, y: start.minY - knob + 1, width: knob, height: knob), with: color)
        canvas.fill(end, with: color)
        canvas.fillEllipse(in: Rect(x: end.midX - knob / 2, y: end.maxY - 1, width: knob, height: knob), with: color)
    }
}
