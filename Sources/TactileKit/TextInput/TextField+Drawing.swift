import TactileCore

/// Drawing, caret placement and the blinking caret.
extension TextField {
    /// The string drawn: the text with any composing text at the caret, or a bullet per character
    /// for secure entry.
    var displayText: String {
        if isSecureTextEntry { return String(repeating: "\u{2022}", count: storage.count + markedCount) }
        guard let markedText else { return storage }
        var shown = storage
        shown.insert(contentsOf: markedText, at: shown.index(shown.startIndex, offsetBy: caret))
        return shown
    }

    /// Keeps the caret inside the visible width by scrolling the text.
    func scrollToCaret() {
        let offsets = caretOffsets()
        let caretOffset = offsets[min(displayCaret, offsets.count - 1)]
        let visible = textAreaWidth
        if caretOffset - scrollOffset > visible { scrollOffset = caretOffset - visible }
        if caretOffset - scrollOffset < 0 { scrollOffset = caretOffset }
        scrollOffset = min(max(0, scrollOffset), max(0, textLayout().size.width - visible))
    }

    /// Draws the border, the selection's tint, the text (or placeholder), the selection's handles,
    /// the caret and the clear button.
    func drawField(in canvas: Canvas) {
        let border = isFirstResponder ? Color(red: 0.16, green: 0.45, blue: 0.85) : Color(white: 0.7)
        canvas.fillRoundedRect(bounds, radius: 8, with: border)
        let fill = isEnabled ? Color.white : Color(white: 0.92)
        canvas.fillRoundedRect(bounds.insetBy(dx: 2, dy: 2), radius: 6, with: fill)
        defer { drawClearButton(in: canvas, fill: fill) }
        guard let font else { return }
        scrollToCaret()
        let size = fontSize
        let lineHeight = font.lineHeight(atSize: size)
        let top = (bounds.height - lineHeight) / 2
        let selection = selectedRange
        if isFirstResponder, !selection.isEmpty {
            // The selection is tinted behind its characters (in pieces where directions mix).
            for span in selectionSpans(selection) {
                canvas.fill(Rect(x: span.lowerBound, y: top, width: span.upperBound - span.lowerBound, height: lineHeight),
                            with: border.withAlpha(0.3))
            }
        }
        if storage.isEmpty, markedText == nil, let placeholder, !placeholder.isEmpty {
            let layout = font.layout(placeholder, size: size, maximumLines: 1, direction: paragraphDirection)
            let x = isRightToLeft ? bounds.width - Self.textInset - layout.size.width : Self.textInset
            canvas.draw(layout, font: font, at: Point(x: x, y: top), color: Color(white: 0.6))
        } else if !storage.isEmpty || markedText != nil {
            let layout = textLayout()
            canvas.draw(layout, font: font, at: Point(x: textAreaStart - scrollOffset, y: top), color: textColor)
        }
        if markedText != nil {
            // The composing text is underlined; its highlighted part (if any) gets a tint.
            let start = caretX(atDisplay: caret), end = caretX(atDisplay: caret + markedCount)
            if let cursor = markedCursor, !cursor.isEmpty {
                let from = caretX(atDisplay: caret + cursor.lowerBound), to = caretX(atDisplay: caret + cursor.upperBound)
                canvas.fill(Rect(x: from, y: top, width: to - from, height: lineHeight), with: border.withAlpha(0.25))
            }
            canvas.fill(Rect(x: start, y: top + lineHeight - 2, width: end - start, height: 2), with: textColor)
        }
        if isFirstResponder, !selection.isEmpty {
            SelectionHandleDrag.draw(for: self, top: top, lineHeight: lineHeight, color: border, in: canvas)
        }
        if isFirstResponder && caretVisible && selection.isEmpty && (markedText == nil || markedCursor != nil) {
            let x = caretX(atDisplay: displayCaret)
            canvas.fill(Rect(x: x - 1, y: top, width: 2, height: lineHeight), with: border)
        }
    }

    // MARK: Blinking

    func startBlinking() {
        caretVisible = true
        scheduleBlink()
    }

    func stopBlinking() {
        if let blinkTimer, let clock = window?.clock { clock.cancel(blinkTimer) }
        blinkTimer = nil
        caretVisible = false
    }

    func restartBlink() {
        guard isFirstResponder else { return }
        if let blinkTimer, let clock = window?.clock { clock.cancel(blinkTimer) }
        blinkTimer = nil
        caretVisible = true
        scheduleBlink()
    }

    private func scheduleBlink() {
        guard let clock = window?.clock else { return }
        blinkTimer = clock.schedule(after: Self.caretBlinkInterval) { [weak self] in
            guard let self, self.isFirstResponder else { return }
            self.caretVisible.toggle()
            self.setNeedsDisplay()
            self.scheduleBlink()
        }
    }
}
