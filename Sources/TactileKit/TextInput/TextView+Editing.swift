import TactileCore

/// Hardware keys, caret movement, taps, word selection, the edit menu and undo.
extension TextView: TextUndoable {
    /// Handles a key while first responder; false for keys it leaves to the next responder.
    func handleKey(_ event: KeyEvent) -> Bool {
        if undoStack.handle(event) { return true }
        switch event.keysym {
        case 0xff0d, 0xff8d: insertText("\n")                 // Return, KP_Enter
        case 0xff08: deleteBackward()                         // BackSpace
        case 0xff51: moveCaret(by: isRightToLeft ? 1 : -1)    // Left
        case 0xff53: moveCaret(by: isRightToLeft ? -1 : 1)    // Right
        case 0xff52: moveCaretVertically(by: -1)              // Up
        case 0xff54: moveCaretVertically(by: 1)               // Down
        case 0xff50: moveCaretToLineEnd(false)                // Home
        case 0xff57: moveCaretToLineEnd(true)                 // End
        default:
            if event.modifiers.contains(.control) || event.modifiers.contains(.logo) || event.text.isEmpty { return false }
            insertText(event.text)
        }
        return true
    }

    /// Moves the caret by characters; with a selection, one step goes to its start or end.
    func moveCaret(by delta: Int) {
        let selection = selectedRange
        let target = !selection.isEmpty ? (delta < 0 ? selection.lowerBound : selection.upperBound) : caret + delta
        placeCaret(target)
    }

    /// Moves the caret to the nearest boundary on the line `delta` lines away (the first or last
    /// boundary past the first or last line).
    func moveCaretVertically(by delta: Int) {
        let lines = self.lines
        let index = lines.lineIndex(ofCaret: caret) + delta
        if index < 0 { return placeCaret(0) }
        if index >= lines.lines.count { return placeCaret(storage.count) }
        placeCaret(lines.caret(onLine: index, nearestX: lines.x(ofCaret: caret)))
    }

    /// Moves the caret to the start or end of its line.
    func moveCaretToLineEnd(_ end: Bool) {
        let line = lines.lines[lines.lineIndex(ofCaret: caret)]
        placeCaret(end ? line.range.upperBound : line.range.lowerBound)
    }

    /// Puts the caret at `offset`, dropping the selection, and scrolls to it.
    func placeCaret(_ offset: Int) {
        selectionAnchor = nil
        caret = offset
        undoStack.endGroup()
        scrollToCaret()
        setNeedsDisplay()
    }

    package func applyUndoEdit(replacing range: Range<Int>, with string: String) {
        let end = storage.replaceCharacters(in: range, with: string)
        selectionAnchor = nil
        caret = end
        dismissEditMenu()
        textDidChange()
        delegate?.textViewDidChange(self)
    }

    // MARK: Touch

    /// A tap places the caret (making an editable view first responder), a double tap selects a
    /// word, a long press shows the edit menu. All fail when the finger moves, so the view scrolls.
    func installTextGestures() {
        caretRecognizer.name = "TextView.caret"
        caretRecognizer.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            if self.isEditable, !self.becomeFirstResponder() { return }
            self.dismissEditMenu()
            self.placeCaret(self.caret(nearest: recognizer.location(in: self)))
        }
        wordRecognizer.numberOfTapsRequired = 2
        wordRecognizer.delaysTouchesEnded = false
        wordRecognizer.name = "TextView.selectWord"
        wordRecognizer.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended, !self.storage.isEmpty else { return }
            let index = self.caret(nearest: recognizer.location(in: self))
            self.selectedRange = WordBoundaries.wordRange(in: Array(self.storage), at: min(index, self.storage.count - 1))
        }
        editMenuRecognizer.name = "TextView.editMenu"
        editMenuRecognizer.addAction { [weak self] recognizer in self?.longPressed(recognizer) }
        addGestureRecognizer(caretRecognizer)
        addGestureRecognizer(wordRecognizer)
        addGestureRecognizer(editMenuRecognizer)
        selectionHandles.install(on: self)
    }
}
