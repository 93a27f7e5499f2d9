import TactileCore

/// What the loupe shows of a text field: its one line of text, as laid out and scrolled.
extension TextField: MagnifierHost {
    var magnifiedCaretRect: Rect { caretRect() }

    func drawMagnifiedText(on canvas: Canvas) {
        guard let font, !displayText.isEmpty else { return }
        let top = (bounds.height - font.lineHeight(atSize: fontSize)) / 2
        canvas.draw(textLayout(), font: font, at: Point(x: Self.textInset - scrollOffset, y: top), color: textColor)
    }
}
