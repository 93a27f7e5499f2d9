import TactileCore

/// Drawing, caret placement and the blinking caret.
extension TextField {
    /// The string drawn: the text, or a bullet per character for secure entry.
    var displayText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: storage.count) : storage
    }

    /// The caret's x (in the field's coordinates) before character `offset`.
    public func caretX(at offset: Int) -> Double {
        let offsets = caretOffsets()
        let i = min(max(offset, 0), offsets.count - 1)
        return Self.textInset - scrollOffset + offsets[i]
    }

    /// The character boundary nearest to `x` (the field's coordinates).
    func nearestBoundary(toX x: Double) -> Int {
        let offsets = caretOffsets()
        let target = x - Self.textInset + scrollOffset
        var best = 0
        for (i, offset) in offsets.enumerated() where abs(offset - target) < abs(offsets[best] - target) { best = i }
        return best
    }

    /// x of every character boundary of `displayText`, from the widths of its prefixes (fields are
    /// short; the result is kept until the text, font or size changes).
    func caretOffsets() -> [Double] {
        if let boundaryOffsets { return boundaryOffsets }
        var offsets: [Double] = [0]
        let shown = displayText
        if let font {
            var prefix = ""
            for character in shown {
                prefix.append(character)
                offsets.append(Self.advance(of: prefix, font: font, size: fontSize))
            }
        } else {
            offsets += shown.indices.map { _ in 0 }
        }
        boundaryOffsets = offsets
        return offsets
    }

    /// The advance of `text`, trailing spaces included (a layout drops them from its width, so a
    /// marker character is measured after the text and taken away again).
    static func advance(of text: String, font: Font, size: Double) -> Double {
        guard text.last == " " else { return font.layout(text, size: size).size.width }
        let marker = font.layout("|", size: size).size.width
        return font.layout(text + "|", size: size).size.width - marker
    }

    /// Keeps the caret inside the visible width by scrolling the text.
    func scrollToCaret() {
        let offsets = caretOffsets()
        let caretOffset = offsets[min(caret, offsets.count - 1)]
        let visible = max(1, bounds.width - 2 * Self.textInset)
        if caretOffset - scrollOffset > visible { scrollOffset = caretOffset - visible }
        if caretOffset - scrollOffset < 0 { scrollOffset = caretOffset }
        scrollOffset = min(max(0, scrollOffset), max(0, (offsets.last ?? 0) - visible))
    }

    /// Draws the border, the text (or placeholder) and the caret.
    func drawField(in canvas: Canvas) {
        let border = isFirstResponder ? Color(red: 0.16, green: 0.45, blue: 0.85) : Color(white: 0.7)
        canvas.fillRoundedRect(bounds, radius: 8, with: border)
        canvas.fillRoundedRect(bounds.insetBy(dx: 2, dy: 2), radius: 6, with: isEnabled ? .white : Color(white: 0.92))
        guard let font else { return }
        scrollToCaret()
        let size = fontSize
        let lineHeight = font.lineHeight(atSize: size)
        let top = (bounds.height - lineHeight) / 2
        if storage.isEmpty, let placeholder, !placeholder.isEmpty {
            let layout = font.layout(placeholder, size: size, maximumLines: 1)
            canvas.draw(layout, font: font, at: Point(x: Self.textInset, y: top), color: Color(white: 0.6))
        } else if !storage.isEmpty {
            let layout = font.layout(displayText, size: size)
            canvas.draw(layout, font: font, at: Point(x: Self.textInset - scrollOffset, y: top), color: textColor)
        }
        if isFirstResponder && caretVisible {
            let x = caretX(at: caret)
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
