import TactileCore

/// The long press on a text field, and the edit menu it shows: Undo and Redo when they apply, Cut and Copy with a
/// selection (never for secure entry), Paste when the clipboard holds text, Select All when some text is not selected.
extension TextField {
    /// Whether the edit menu shows.
    public var isEditMenuVisible: Bool { editMenu != nil }

    /// The items the edit menu offers now, in order.
    var editMenuItems: [EditMenu.Item] {
        var items: [EditMenu.Item] = isEnabled ? undoStack.menuItems : []
        if !selectedRange.isEmpty && !isSecureTextEntry { items += [.cut, .copy] }
        if canPaste { items.append(.paste) }
        if selectedRange.count < storage.count { items.append(.selectAll) }
        return items
    }

    /// Runs the edit menu's `item` (EditMenuHost).
    func performEditMenuItem(_ item: EditMenu.Item) {
        switch item {
        case .undo: undoStack.undo()
        case .redo: undoStack.redo()
        case .cut: cut()
        case .copy: copy()
        case .paste: paste()
        case .selectAll: selectAll()
        }
    }
}
