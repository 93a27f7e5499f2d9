import TactileCore

/// The selection's handles in a text view: dragged like a text field's (`SelectionHandleDrag`),
/// across lines; drawn as a bar at each end with a knob above the start and below the end.
extension TextView: SelectionHandleHost {
    /// How far `point` is from the handle's bar: across, and up or down beyond the bar's line.
    func handleDistance(from point: Point, to offset: Int) -> Double {
        let bar = caretRect(at: offset)
        let dy = max(0, abs(point.y - bar.midY) - bar.height / 2)
        return max(abs(point.x - bar.midX), dy)
    }

    func handleBoundary(nearest point: Point) -> Int {
        caret(nearest: point)
    }

    /// Draws both handles while editing with a selection.
    func drawSelectionHandles(in canvas: Canvas) {
        let selection = selectedRange
        guard isFirstResponder, !selection.isEmpty else { return }
        let knob = SelectionHandleDrag.knobSize
        let color = Color(red: 0.16, green: 0.45, blue: 0.85)
        for (offset, isStart) in [(selection.lowerBound, true), (selection.upperBound, false)] {
            let bar = caretRect(at: offset)
            canvas.fill(bar, with: color)
            let y = isStart ? bar.minY - knob + 1 : bar.maxY - 1
            canvas.fillEllipse(in: Rect(x: bar.midX - knob / 2, y: y, width: knob, height: knob), with: color)
        }
    }
}
