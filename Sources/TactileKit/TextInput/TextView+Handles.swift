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
        drawSelectionHandles(color: Self.tintColor, in: canvas) { caretRect(at: $0) }
    }
}
