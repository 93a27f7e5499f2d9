import TactileCore

/// The edit menu of a text view (Undo, Redo, Cut, Copy, Paste, Select All — those that apply) and
/// the clipboard. A read-only view offers Copy and Select All.
extension TextView {
    /// Whether the edit menu shows.
    public var isEditMenuVisible: Bool { editMenu != nil }

    /// The items the edit menu offers now, in order.
    var editMenuItems: [EditMenu.Item] {
        var items: [EditMenu.Item] = isEditable ? undoStack.menuItems : []
        if !selectedRange.isEmpty { items += isEditable ? [.cut, .copy] : [.copy] }
        if isEditable, window?.clipboard?.hasText == true { items.append(.paste) }
        if selectedRange.count < storage.count { items.append(.selectAll) }
        return items
    }

    /// Runs the edit menu's `item` (EditMenuHost).
    func performEditMenuItem(_ item: EditMenu.Item) {
        let selection = selectedRange
        switch item {
        case .undo: undoStack.undo()
        case .redo: undoStack.redo()
        case .copy: _ = window?.clipboard?.copy(selectedText)
        case .cut:
            if window?.clipboard?.copy(selectedText) == true { replace(selection, with: "") }
        case .paste:
            _ = window?.clipboard?.requestText { [weak self] text in
                guard let self, self.isEditable else { return }
                self.insertText(text)
            }
        case .selectAll: selectedRange = 0..<storage.count
        }
    }

    /// The selected characters, as a string (for Copy and Cut).
    var selectedText: String {
        let selection = selectedRange
        let lower = storage.index(storage.startIndex, offsetBy: selection.lowerBound)
        let upper = storage.index(lower, offsetBy: selection.count)
        return String(storage[lower..<upper])
    }
}
