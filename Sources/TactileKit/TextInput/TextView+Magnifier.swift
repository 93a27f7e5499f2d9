import TactileCore

/// What the loupe shows of a text view (the lines around the caret, as drawn), and the view's part
/// in the long press (`MagnifierHost.longPressed`).
extension TextView: MagnifierHost {
    var magnifiedCaretRect: Rect { caretRect(at: caret) }

    func drawMagnifiedText(on canvas: Canvas) {
        // The lines the loupe can show around the caret (content coordinates).
        let caret = caretRect(at: self.caret)
        let half = Size(width: TextMagnifier.size.width / TextMagnifier.zoom / 2 + 8,
                        height: TextMagnifier.size.height / TextMagnifier.zoom / 2 + 8)
        drawText(in: Rect(x: caret.midX - half.width, y: caret.midY - half.height,
                          width: 2 * half.width, height: 2 * half.height), canvas: canvas)
    }

    func beginLongPress() -> Bool { !isEditable || isFirstResponder || becomeFirstResponder() }

    func longPressShowsMenu(at point: Point) -> Bool {
        let selection = selectedRange, index = caret(nearest: point)
        return storage.isEmpty || (!selection.isEmpty && selection.lowerBound <= index && index <= selection.upperBound)
    }

    func moveCaretUnderLoupe(to point: Point) { placeCaret(caret(nearest: point)) }
}
