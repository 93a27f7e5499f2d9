import TactileCore

/// The long press on a text field, and the edit menu it shows: Undo and Redo when they apply, Cut and Copy with a
/// selection (never for secure entry), Paste when the clipboard holds text, Select All when some text is not selected.
extension TextField {
    /// A long press on a selection or an empty field shows the edit menu at once; on text, it moves
    /// the caret under the finger with the magnifier showing, and shows the edit menu when the
    /// finger lifts.
    func longPressed(_ recognizer: GestureRecognizer) {
        let point = recognizer.location(in: self)
        switch recognizer.state {
        case .began:
            if !isFirstResponder, !becomeFirstResponder() { return }
            let selection = selectedRange
            let onSelection = !selection.isEmpty && point.x >= caretX(at: selection.lowerBound) - 4
                && point.x <= caretX(at: selection.upperBound) + 4
            if storage.isEmpty || onSelection { return showEditMenu(at: point) }
            let loupe = TextMagnifier(host: self)
            magnifier = loupe
            window?.addSubview(loupe)
            moveCaretForLongPress(to: point)
        case .changed:
            moveCaretForLongPress(to: point)
        case .ended:
            guard hideMagnifier() else { return }
            showEditMenu(at: point)
        default:
            hideMagnifier()
        }
    }

    private func moveCaretForLongPress(to point: Point) {
        guard let magnifier else { return }
        clearMarkedText()
        caret = nearestBoundary(toX: point.x)
        restartBlink()
        setNeedsDisplay()
        magnifier.follow()
    }

    /// Removes the magnifier; false when none showed.
    @discardableResult func hideMagnifier() -> Bool {
        guard let loupe = magnifier else { return false }
        magnifier = nil
        loupe.removeFromSuperview()
        return true
    }

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
