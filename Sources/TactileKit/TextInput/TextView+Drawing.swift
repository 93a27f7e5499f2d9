import TactileCore

/// Wrapping, scrolling to the caret, and drawing: each paragraph's layout (`TextViewLines`) drawn
/// as it was laid out, lines starting at the leading edge (the right one in a right-to-left layout).
extension TextView {
    /// The width lines wrap at: the view's width less the insets.
    var textWidth: Double { max(1, bounds.width - 2 * Self.textInset) }

    /// What the lines are laid out for now.
    var lineSettings: TextViewLines.Settings {
        TextViewLines.Settings(font: font.map(ObjectIdentifier.init), size: fontSize, width: textWidth,
                               direction: effectiveUserInterfaceLayoutDirection)
    }

    /// The wrapped lines, laid out when first needed after a change.
    var lines: TextViewLines {
        if let laidOut, laidOut.settings == lineSettings { return laidOut }
        let made = TextViewLines(text: storage, font: font, size: fontSize, width: textWidth,
                                 direction: effectiveUserInterfaceLayoutDirection, cache: &paragraphCache)
        laidOut = made
        return made
    }

    /// The content is as tall as the lines, plus the insets.
    func updateContentSize() {
        let height = Double(lines.lines.count) * lines.lineHeight + 2 * Self.textInset
        let size = Size(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    /// The caret's rectangle in content coordinates (2 points wide, a line tall).
    public func caretRect(at offset: Int) -> Rect {
        let lines = self.lines
        let index = lines.lineIndex(ofCaret: offset)
        let x = Self.textInset + lines.x(ofCaret: offset)
        return Rect(x: x - 1, y: Self.textInset + Double(index) * lines.lineHeight, width: 2, height: lines.lineHeight)
    }

    /// The character boundary nearest to `point` (content coordinates).
    func caret(nearest point: Point) -> Int {
        let lines = self.lines
        let index = Int(((point.y - Self.textInset) / lines.lineHeight).rounded(.down))
        let clamped = min(max(index, 0), lines.lines.count - 1)
        return lines.caret(onLine: clamped, nearestX: point.x - Self.textInset)
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

    /// Draws the selection's tint, the paragraphs with a line in `rect` and, while editing, the
    /// caret. Nothing is shaped here: each paragraph's layout is drawn as laid out.
    func drawText(in rect: Rect, canvas: Canvas) {
        let lines = self.lines
        let height = lines.lineHeight
        let first = max(0, Int(((rect.minY - Self.textInset) / height).rounded(.down)))
        let last = min(lines.lines.count - 1, Int(((rect.maxY - Self.textInset) / height).rounded(.down)))
        guard first <= last else { return }
        let selection = selectedRange
        if !selection.isEmpty {
            for index in first...last { drawSelection(selection, onLine: index, of: lines, in: canvas) }
        }
        if let font {
            var paragraph = -1
            for index in first...last where lines.lines[index].paragraph != paragraph {
                paragraph = lines.lines[index].paragraph
                let placed = lines.paragraphs[paragraph]
                let origin = Point(x: Self.textInset, y: Self.textInset + Double(placed.firstLine) * height)
                let shown = (index - placed.firstLine)..<(last + 1 - placed.firstLine)
                canvas.draw(placed.paragraph.layout, font: font, at: origin, color: textColor, lines: shown)
            }
        }
        if isFirstResponder, selection.isEmpty {
            canvas.fill(caretRect(at: caret), with: Self.tintColor)
        }
        drawSelectionHandles(in: canvas)
    }

    /// The caret's and the handles' colour.
    static var tintColor: Color { Color(red: 0.16, green: 0.45, blue: 0.85) }

    /// Tints the characters of `selection` on line `index`: one rectangle per visual piece (the
    /// characters of a run next to each other), a thin one at the line's end (on the side the line
    /// reads towards) where only the newline after it is selected.
    private func drawSelection(_ selection: Range<Int>, onLine index: Int, of lines: TextViewLines, in canvas: Canvas) {
        let line = lines.lines[index]
        let y = Self.textInset + Double(index) * lines.lineHeight, height = lines.lineHeight
        let tint = Self.tintColor.withAlpha(0.3)
        let overlap = selection.clamped(to: line.range)
        if overlap.isEmpty {
            let endsParagraph = index + 1 == lines.lines.count || lines.lines[index + 1].paragraph != line.paragraph
            guard endsParagraph, selection.lowerBound <= line.range.upperBound,
                  selection.upperBound > line.range.upperBound else { return }
            let end = line.offsets[line.offsets.count - 1]
            let leftward = line.offsets[0] > end || end + 4 > lines.width
            canvas.fill(Rect(x: Self.textInset + (leftward ? end - 4 : end), y: y, width: 4, height: height), with: tint)
            return
        }
        var piece: (minX: Double, maxX: Double)?
        for offset in overlap {
            let e = lines.extent(of: offset, onLine: index)
            if let p = piece, e.minX <= p.maxX + 0.5, e.maxX >= p.minX - 0.5 {
                piece = (min(p.minX, e.minX), max(p.maxX, e.maxX))
                continue
            }
            if let p = piece { canvas.fill(Rect(x: Self.textInset + p.minX, y: y, width: p.maxX - p.minX, height: height), with: tint) }
            piece = (e.minX, e.maxX)
        }
        if let p = piece {
            canvas.fill(Rect(x: Self.textInset + p.minX, y: y, width: max(p.maxX - p.minX, 4), height: height), with: tint)
        }
    }
}
