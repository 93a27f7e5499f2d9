import TactileCore

/// What the compositor's input method sent between two `zwp_text_input_v3.done` events, applied
/// together on `done` in the protocol's order.
package struct InputMethodEdit: Equatable {
    /// The composing text (nil or empty: none), with the cursor or highlight as byte offsets into it
    /// (both -1: no cursor).
    package var preedit: String?
    package var preeditCursorBegin: Int32 = 0
    package var preeditCursorEnd: Int32 = 0
    /// Text to insert at the caret.
    package var commit: String?
    /// Bytes to delete before and after the caret.
    package var deleteBefore: UInt32 = 0
    package var deleteAfter: UInt32 = 0

    package init() {}
}

/// The input method's side of a text field: composing text (preedit) shown underlined at the caret,
/// and edits applied as `zwp_text_input_v3.done` says.
extension TextField {
    /// How many characters of composing text show at the caret.
    var markedCount: Int { markedText?.count ?? 0 }

    /// Where the caret shows among the boundaries of `displayText`: inside the composing text when
    /// there is some.
    var displayCaret: Int {
        guard markedText != nil else { return caret }
        return caret + (markedCursor?.lowerBound ?? markedCount)
    }

    /// The text offset for a boundary of `displayText` (a boundary inside composing text is the caret).
    func storageOffset(forDisplay index: Int) -> Int {
        guard markedText != nil else { return index }
        if index <= caret { return index }
        return max(caret, index - markedCount)
    }

    /// Drops the composing text (the input method learns of it through the next state the field sends).
    package func clearMarkedText() {
        guard markedText != nil else { return }
        markedText = nil
        markedCursor = nil
        shaped = ShapedText()
        setNeedsDisplay()
    }

    /// Applies one `done`: removes the composing text, deletes around the caret, inserts the commit
    /// string, then shows the new composing text. Lengths and offsets off the wire are clamped to the
    /// text (whole characters); every change still asks the delegate.
    package func apply(_ edit: InputMethodEdit) {
        clearMarkedText()
        if edit.deleteBefore > 0 || edit.deleteAfter > 0 {
            let range = characterRange(aroundCaretBytesBefore: Int(clamping: edit.deleteBefore),
                                       after: Int(clamping: edit.deleteAfter))
            if !range.isEmpty { replace(range, with: "") }
        }
        if let commit = edit.commit, !commit.isEmpty { insertText(commit) }
        // The composing text is held to the room the field has left, as a commit would be.
        guard let preedit = edit.preedit.map({ admissibleText($0, replacing: caret..<caret) }), !preedit.isEmpty else { return }
        markedText = preedit
        if edit.preeditCursorBegin == -1 && edit.preeditCursorEnd == -1 {
            markedCursor = nil
        } else {
            let begin = Self.characterOffset(ofByte: Int(clamping: edit.preeditCursorBegin), in: preedit)
            let end = Self.characterOffset(ofByte: Int(clamping: edit.preeditCursorEnd), in: preedit)
            markedCursor = min(begin, end)..<max(begin, end)
        }
        shaped = ShapedText()
        restartBlink()
        setNeedsDisplay()
    }

    /// The characters around the caret covering `before` bytes before it and `after` bytes after it
    /// (each clamped to the text; a character partly covered is included).
    func characterRange(aroundCaretBytesBefore before: Int, after: Int) -> Range<Int> {
        let caretIndex = storage.index(storage.startIndex, offsetBy: caret)
        var lower = caret, bytes = 0, index = caretIndex
        while bytes < before, index > storage.startIndex {
            let previous = storage.index(before: index)
            bytes += storage.utf8.distance(from: previous, to: index)
            index = previous
            lower -= 1
        }
        var upper = caret
        bytes = 0
        index = caretIndex
        while bytes < after, index < storage.endIndex {
            let next = storage.index(after: index)
            bytes += storage.utf8.distance(from: index, to: next)
            index = next
            upper += 1
        }
        return lower..<upper
    }

    /// The character boundary at or before byte `offset` of `text` (clamped to the text).
    static func characterOffset(ofByte offset: Int, in text: String) -> Int {
        var characters = 0, bytes = 0
        for character in text {
            bytes += character.utf8.count
            if bytes > offset { break }
            characters += 1
        }
        return characters
    }

    /// The caret's rectangle in the field's coordinates.
    package func caretRect() -> Rect {
        let lineHeight = font?.lineHeight(atSize: fontSize) ?? fontSize * 1.2
        let top = (bounds.height - lineHeight) / 2
        return Rect(x: caretX(atDisplay: displayCaret) - 1, y: top, width: 2, height: lineHeight)
    }
}
