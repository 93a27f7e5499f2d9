import TactileCore

/// Undo and redo of a field's edits (`TextUndoStack`).
extension TextField: TextUndoable {
    package func applyUndoEdit(replacing range: Range<Int>, with string: String) {
        clearMarkedText()
        let end = storage.replaceCharacters(in: range, with: string)
        caret = end
        dismissEditMenu()
        textDidChange()
        sendActions(for: .editingChanged)
    }
}
