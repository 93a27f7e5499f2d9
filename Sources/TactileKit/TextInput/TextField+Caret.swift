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

    /// x of every character boundary of `displayText`, in text coordinates (see the extension's
    /// comment for which edge).
    func caretOffsets() -> [Double] {
        dropShapingIfResized()
        if let offsets = shaped.boundaryOffsets { return offsets }
        let extents = characterExtents()
        var offsets: [Double] = []
        offsets.reserveCapacity(extents.count + 1)
        if let first = extents.first {
            offsets.append(first.isRightToLeft ? first.maxX : first.minX)
        } else {
            offsets.append(isRightToLeft ? textAreaWidth : 0)
        }
        for e in extents { offsets.append(e.isRightToLeft ? e.minX : e.maxX) }
        shaped.boundaryOffsets = offsets
        return offsets
    }

    /// The horizontal spans (field coordinates) the characters `range` of the text cover, left to
    /// right, adjacent ones merged.
    func selectionSpans(_ range: Range<Int>) -> [ClosedRange<Double>] {
        let extents = characterExtents()
        let lower = range.lowerBound > caret ? range.lowerBound + markedCount : range.lowerBound
        let upper = range.upperBound > caret ? range.upperBound + markedCount : range.upperBound
        let shift = Self.textInset - scrollOffset
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

    /// The visual extent of one character of `displayText`, in text coordinates.
    struct CharacterExtent {
        var minX: Double, maxX: Double
        /// Whether the character belongs to a right-to-left run.
        var isRightToLeft: Bool
    }

    /// Each character's extent, from the glyphs shaped from it; the characters of a ligature share its
    /// glyph's width in their reading order. Kept with the shaped text.
    func characterExtents() -> [CharacterExtent] {
        dropShapingIfResized()
        if let extents = shaped.characterExtents { return extents }
        let extents = computeCharacterExtents()
        shaped.characterExtents = extents
        return extents
    }

    /// `characterExtents()` computed from the layout.
    private func computeCharacterExtents() -> [CharacterExtent] {
        let shown = displayText
        var characterAtByte: [Int] = []
        characterAtByte.reserveCapacity(shown.utf8.count + 1)
        var count = 0
        for character in shown {
            for _ in 0..<character.utf8.count { characterAtByte.append(count) }
            count += 1
        }
        characterAtByte.append(count)
        var extents: [CharacterExtent?] = Array(repeating: nil, count: count)
        let glyphs = textLayout().glyphs
        // Each cluster's successor in byte order (the end for the last), found once: a search per
        // glyph would be quadratic in the text's length.
        let clusters = Set(glyphs.map(\.cluster)).sorted()
        var nextCluster: [Int: Int] = [:]
        nextCluster.reserveCapacity(clusters.count)
        for (i, c) in clusters.enumerated() { nextCluster[c] = i + 1 < clusters.count ? clusters[i + 1] : characterAtByte.count - 1 }
        for g in glyphs where g.advance > 0 || extents[safe: characterAtByte[safe: g.cluster] ?? count] == nil {
            guard let first = characterAtByte[safe: g.cluster], first < count else { continue }
            let next = nextCluster[g.cluster] ?? characterAtByte.count - 1
            let last = max(first, (characterAtByte[safe: next] ?? count) - 1)
            let share = g.advance / Double(last - first + 1)
            let left = g.origin.x
            for c in first...last {
                let step = Double(g.isRightToLeft ? last - c : c - first)
                let piece = CharacterExtent(minX: left + step * share, maxX: left + (step + 1) * share,
                                            isRightToLeft: g.isRightToLeft)
                if let e = extents[c], g.advance > 0, e.maxX > e.minX {
                    extents[c] = CharacterExtent(minX: min(e.minX, piece.minX), maxX: max(e.maxX, piece.maxX),
                                                 isRightToLeft: e.isRightToLeft)
                } else if extents[c] == nil || g.advance > 0 {
                    extents[c] = piece
                }
            }
        }
        // Characters without a glyph (cut combining marks) sit at the edge of the one before them.
        var previous = CharacterExtent(minX: 0, maxX: 0, isRightToLeft: false)
        return extents.map { e in
            if let e { previous = e; return e }
            let edge = previous.isRightToLeft ? previous.minX : previous.maxX
            return CharacterExtent(minX: edge, maxX: edge, isRightToLeft: previous.isRightToLeft)
        }
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
