import TactileCore

/// Wrapping, scrolling to the caret, and drawing: lines start at the leading edge (the right one
/// in a right-to-left layout).
extension TextView {
    /// The width lines wrap at: the view's width less the insets.
    var textWidth: Double { max(1, bounds.width - 2 * Self.textInset) }

    /// The wrapped lines, laid out when first needed after a change.
    var lines: TextViewLines {
        if let laidOut, laidOut.width == textWidth { return laidOut }
        let made = TextViewLines(text: storage, font: font, size: fontSize, width: textWidth)
        laidOut = made
        return made
    }

    /// The content is as tall as the lines, plus the insets.
    func updateContentSize() {
        let height = Double(lines.lines.count) * lines.lineHeight + 2 * Self.textInset
        let size = Size(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    /// The x (content coordinates) where line `index` starts: its leading end.
    func lineStartX(_ index: Int) -> Double {
        let line = lines.lines[index]
        return leadingX(Self.textInset, width: line.width, in: bounds.width)
    }

    /// The caret's rectangle in content coordinates (2 points wide, a line tall).
    public func caretRect(at offset: Int) -> Rect {
        let lines = self.lines
        let index = lines.lineIndex(ofCaret: offset)
        let x = lineStartX(index) + lines.x(ofCaret: offset)
        return Rect(x: x - 1, y: Self.textInset + Double(index) * lines.lineHeight, width: 2, height: lines.lineHeight)
    }

    /// The character boundary nearest to `point` (content coordinates).
    func caret(nearest point: Point) -> Int {
        let lines = self.lines
        let index = Int(((point.y - Self.textInset) / lines.lineHeight).rounded(.down))
        let clamped = min(max(index, 0), lines.lines.count - 1)
        return lines.caret(onLine: clamped, nearestX: point.x - lineStartX(clamped))
    }

    /// Scrolls as little as needed to show the caret's line.
    func scrollToCaret() {
        let rect = caretRect(at: caret)
        let visible = bounds.height - keyboardInset
        var y = contentOffset.y
        if rect.maxY + Self.textInset > y + visible { y = rect.maxY + Self.textInset - visible }
        if rect.minY - Self.textInset < y { y = rect.minY - Self.textInset }
        y = min(max(y, 0), max(0, maximumContentOffset.y))
        if y != contentOffset.y { contentOffset = Point(x: contentOffset.x, y: y) }
    }

    /// Draws the selection's tint, the visible lines and, while editing, the caret.
    func drawText(in rect: Rect, canvas: Canvas) {
        let lines = self.lines
        let height = lines.lineHeight
        let first = max(0, Int(((rect.minY - Self.textInset) / height).rounded(.down)))
        let last = min(lines.lines.count - 1, Int(((rect.maxY - Self.textInset) / height).rounded(.down)))
        guard first <= last else { return }
        let selection = selectedRange
        let characters = Array(storage)
        for index in first...last {
            let line = lines.lines[index]
            let y = Self.textInset + Double(index) * height
            let x = lineStartX(index)
            let overlap = selection.clamped(to: line.range)
            if !overlap.isEmpty || (selection.lowerBound < line.range.lowerBound && selection.upperBound > line.range.upperBound) {
                let x0 = line.offsets[overlap.lowerBound - line.range.lowerBound]
                let x1 = line.offsets[overlap.upperBound - line.range.lowerBound]
                canvas.fill(Rect(x: x + x0, y: y, width: max(x1 - x0, 4), height: height),
                            with: Color(red: 0.16, green: 0.45, blue: 0.85, alpha: 0.3))
            }
            guard !line.range.isEmpty else { continue }
            canvas.draw(String(characters[line.range]), at: Point(x: x, y: y), font: font, size: fontSize, color: textColor)
        }
        if isFirstResponder, selection.isEmpty {
            canvas.fill(caretRect(at: caret), with: Color(red: 0.16, green: 0.45, blue: 0.85))
        }
        drawSelectionHandles(in: canvas)
    }
}
