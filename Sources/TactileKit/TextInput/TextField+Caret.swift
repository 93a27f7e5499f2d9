import TactileCore

/// Where characters and caret positions of the field's text sit, through the bidi layout.
///
/// The caret moves in logical order (through `caret`); each boundary is drawn at the visual edge of
/// the character before it, on that character's side: the right edge of a left-to-right character,
/// the left edge of a right-to-left one (so a caret after a just typed Arabic letter sits at its
/// left). Boundary 0 sits at the leading edge of the first character.
extension TextField {
    /// How the field's text picks its base direction: from its first strong letter, else the
    /// field's layout direction.
    var paragraphDirection: ParagraphDirection { .firstStrong(fallback: effectiveUserInterfaceLayoutDirection) }

    /// `displayText` laid out on one line (kept until the text, font or size changes). A
    /// right-to-left paragraph that fits the text area sits at its right edge.
    func textLayout() -> TextLayout {
        dropShapingIfResized()
        if let layout = shaped.layout { return layout }
        guard let font else { return .empty }
        var layout = font.layout(displayText, size: fontSize, direction: paragraphDirection)
        let room = textAreaWidth
        if layout.lines.first?.isRightToLeft == true, layout.size.width < room {
            layout = font.layout(displayText, size: fontSize, width: room, alignment: .natural, direction: paragraphDirection)
        }
        shaped.layout = layout
        return layout
    }

    /// Forgets the shaped text when the text area's width or the field's direction changed.
    private func dropShapingIfResized() {
        let room = textAreaWidth, direction = effectiveUserInterfaceLayoutDirection
        guard shaped.room != room || shaped.direction != direction else { return }
        shaped = ShapedText()
        shaped.room = room
        shaped.direction = direction
    }

    /// The caret's x (in the field's coordinates) before character `offset` of the text.
    public func caretX(at offset: Int) -> Double {
        caretX(atDisplay: offset > caret ? offset + markedCount : offset)
    }

    /// The x (in the field's coordinates) of boundary `index` of `displayText`.
    func caretX(atDisplay index: Int) -> Double {
        let offsets = caretOffsets()
        let i = min(max(index, 0), offsets.count - 1)
        return textAreaStart - scrollOffset + offsets[i]
    }

    /// The character boundary nearest to `x` (the field's coordinates).
    func nearestBoundary(toX x: Double) -> Int {
        let offsets = caretOffsets()
        let target = x - textAreaStart + scrollOffset
        var best = 0
        for (i, offset) in offsets.enumerated() where abs(offset - target) < abs(offsets[best] - target) { best = i }
        return best
    }

    /// x of every character boundary of `displayText`, in text coordinates (see the extension's
    /// comment for which edge): the boundaries of the one laid-out line (`LayoutCaretPositions`).
    func caretOffsets() -> [Double] {
        dropShapingIfResized()
        if let offsets = shaped.boundaryOffsets { return offsets }
        let offsets = LayoutCaretPositions.lines(of: textLayout(), extents: characterExtents(),
                                                 emptyX: isRightToLeft ? textAreaWidth : 0)[0].offsets
        shaped.boundaryOffsets = offsets
        return offsets
    }

    /// The horizontal spans (field coordinates) the characters `range` of the text cover, left to
    /// right, adjacent ones merged.
    func selectionSpans(_ range: Range<Int>) -> [ClosedRange<Double>] {
        let extents = characterExtents()
        let lower = range.lowerBound > caret ? range.lowerBound + markedCount : range.lowerBound
        let upper = range.upperBound > caret ? range.upperBound + markedCount : range.upperBound
        let shift = textAreaStart - scrollOffset
        let pieces = extents[max(0, min(lower, extents.count))..<max(0, min(upper, extents.count))]
            .map { ($0.minX + shift)...($0.maxX + shift) }
            .sorted { $0.lowerBound < $1.lowerBound }
        var spans: [ClosedRange<Double>] = []
        for piece in pieces {
            if let last = spans.last, piece.lowerBound <= last.upperBound + 0.5 {
                spans[spans.count - 1] = last.lowerBound...max(last.upperBound, piece.upperBound)
            } else {
                spans.append(piece)
            }
        }
        return spans
    }

    /// Each character's extent in the laid-out line, in text coordinates (`LayoutCaretPositions`),
    /// kept with the shaped text.
    func characterExtents() -> [LayoutCaretPositions.Extent] {
        dropShapingIfResized()
        if let extents = shaped.characterExtents { return extents }
        let extents = LayoutCaretPositions.characterExtents(of: textLayout(), paragraph: Substring(displayText))
        shaped.characterExtents = extents
        return extents
    }
}
