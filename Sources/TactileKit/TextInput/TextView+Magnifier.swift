import TactileCore

/// The long press on a text view, as on a text field: on text, the caret follows the finger under
/// the loupe and the edit menu shows when it lifts; on the selection or an empty view, the edit
/// menu shows at once.
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

    /// Handles the long press recognizer's states.
    func longPressed(_ recognizer: GestureRecognizer) {
        let point = recognizer.location(in: self)
        switch recognizer.state {
        case .began:
            if isEditable, !becomeFirstResponder() { return }
            let selection = selectedRange
            let index = caret(nearest: point)
            if storage.isEmpty || (!selection.isEmpty && selection.lowerBound <= index && index <= selection.upperBound) {
                return showEditMenu(at: point)
            }
            dismissEditMenu()
            let loupe = TextMagnifier(host: self)
            magnifier = loupe
            window?.addSubview(loupe)
            moveCaretUnderLoupe(to: point)
        case .changed:
            moveCaretUnderLoupe(to: point)
        case .ended:
            guard hideMagnifier() else { return }
            showEditMenu(at: point)
        default:
            hideMagnifier()
        }
    }

    private func moveCaretUnderLoupe(to point: Point) {
        guard let magnifier else { return }
        placeCaret(caret(nearest: point))
        magnifier.follow()
    }

    /// Removes the loupe; false when none showed.
    @discardableResult func hideMagnifier() -> Bool {
        guard let loupe = magnifier else { return false }
        magnifier = nil
        loupe.removeFromSuperview()
        return true
    }
}
