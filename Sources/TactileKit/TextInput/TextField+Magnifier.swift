import TactileCore

/// What the loupe shows of a text field (its one line of text, as laid out and scrolled), and the
/// field's part in the long press (`MagnifierHost.longPressed`).
extension TextField: MagnifierHost {
    var magnifiedCaretRect: Rect { caretRect() }

    func drawMagnifiedText(on canvas: Canvas) {
        guard let font, !displayText.isEmpty else { return }
        let top = (bounds.height - font.lineHeight(atSize: fontSize)) / 2
        canvas.draw(textLayout(), font: font, at: Point(x: textAreaStart - scrollOffset, y: top), color: textColor)
    }

    func beginLongPress() -> Bool { isFirstResponder || becomeFirstResponder() }

    func longPressShowsMenu(at point: Point) -> Bool {
        let selection = selectedRange
        return storage.isEmpty || (!selection.isEmpty && point.x >= caretX(at: selection.lowerBound) - 4
            && point.x <= caretX(at: selection.upperBound) + 4)
    }

    func moveCaretUnderLoupe(to point: Point) {
        clearMarkedText()
        caret = nearestBoundary(toX: point.x)
        restartBlink()
        setNeedsDisplay()
    }
}
