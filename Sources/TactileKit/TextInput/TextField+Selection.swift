import TactileCore

/// The selection: a range of characters (grapheme clusters) that typing replaces, backspace
/// deletes and Copy and Cut take; a double tap selects the word under the finger.
extension TextField {
    /// The selected characters, as grapheme offsets like `caret`; empty (at the caret) when nothing
    /// is selected. Setting it clamps to the text, drops any composing text and puts the caret at
    /// its end.
    public var selectedRange: Range<Int> {
        get {
            guard let selectionAnchor, selectionAnchor < caret else { return caret..<caret }
            return selectionAnchor..<caret
        }
        set {
            clearMarkedText()
            let count = storage.count
            let lower = min(max(newValue.lowerBound, 0), count), upper = min(max(newValue.upperBound, 0), count)
            caret = upper
            selectionAnchor = lower < upper ? lower : nil
            undoStack.endGroup()
            restartBlink()
            setNeedsDisplay()
            editingStateDidChange()
        }
    }

    /// The selected text (empty when nothing is selected).
    public var selectedText: String {
        let range = selectedRange
        guard !range.isEmpty else { return "" }
        let lower = storage.index(storage.startIndex, offsetBy: range.lowerBound)
        return String(storage[lower..<storage.index(lower, offsetBy: range.count)])
    }

    /// Selects the whole text.
    public func selectAll() {
        selectedRange = 0..<storage.count
    }

    /// Deletes the selected characters (through the delegate); false when nothing is selected.
    func deleteSelection() -> Bool {
        let range = selectedRange
        guard !range.isEmpty else { return false }
        replace(range, with: "")
        return true
    }

    /// The word around character `index` of the text (`WordBoundaries.wordRange(in:at:)`).
    func wordRange(at index: Int) -> Range<Int> {
        WordBoundaries.wordRange(in: Array(storage), at: index)
    }

    /// The character of the text under `x` (the field's coordinates): the one whose glyphs span it,
    /// the last one past the end.
    func characterIndex(atX x: Double) -> Int {
        let extents = characterExtents()
        guard !extents.isEmpty else { return 0 }
        let target = x - textAreaStart + scrollOffset
        if let under = extents.firstIndex(where: { $0.minX <= target && target < $0.maxX }) { return under }
        // Past either end: the nearest character.
        let distances = extents.map { min(abs($0.minX - target), abs($0.maxX - target)) }
        return distances.indices.min { distances[$0] < distances[$1] } ?? extents.count - 1
    }

    /// Selects the word under `x` (the field's coordinates); in a secure field, the whole text (its
    /// words are not shown).
    func selectWord(atX x: Double) {
        clearMarkedText()
        guard !storage.isEmpty else { return }
        if isSecureTextEntry { return selectAll() }
        selectedRange = wordRange(at: characterIndex(atX: x))
    }

    // MARK: Gestures

    /// The double tap that selects a word, the long press (the magnifier and the edit menu) and the
    /// drag of a selection handle. A single tap
    /// still places the caret at once (the field's own tracking; the double tap does not delay the
    /// first tap's end), and both fail when the finger moves, so an enclosing scroll view scrolls.
    func installSelectionGestures() {
        wordSelectionRecognizer.numberOfTapsRequired = 2
        wordSelectionRecognizer.delaysTouchesEnded = false
        wordSelectionRecognizer.name = "TextField.selectWord"
        wordSelectionRecognizer.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            if !self.isFirstResponder, !self.becomeFirstResponder() { return }
            self.selectWord(atX: recognizer.location(in: self).x)
        }
        editMenuRecognizer.name = "TextField.editMenu"
        editMenuRecognizer.addAction { [weak self] recognizer in self?.longPressed(recognizer) }
        addGestureRecognizer(wordSelectionRecognizer)
        addGestureRecognizer(editMenuRecognizer)
        selectionHandles.install(on: self)
    }
}

extension TextField: SelectionHandleHost {
    /// The horizontal distance: the field is one line.
    func handleDistance(from point: Point, to offset: Int) -> Double {
        abs(caretX(at: offset) - point.x)
    }

    func handleBoundary(nearest point: Point) -> Int {
        storageOffset(forDisplay: nearestBoundary(toX: point.x))
    }
}
