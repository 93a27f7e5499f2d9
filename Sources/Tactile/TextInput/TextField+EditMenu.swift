import TactileCore

/// The edit menu a long press on a text field shows: Cut and Copy with a selection (never for secure
/// entry), Paste when the clipboard holds text, Select All when some text is not selected.
extension TextField {
    /// Whether the edit menu shows.
    public var isEditMenuVisible: Bool { editMenu != nil }

    /// The items the edit menu offers now, in order.
    var editMenuItems: [EditMenu.Item] {
        var items: [EditMenu.Item] = []
        if !selectedRange.isEmpty && !isSecureTextEntry { items += [.cut, .copy] }
        if canPaste { items.append(.paste) }
        if selectedRange.count < storage.count { items.append(.selectAll) }
        return items
    }

    /// Shows the edit menu over the field near `point` (the field's coordinates); nothing when no
    /// item applies.
    func showEditMenu(at point: Point) {
        dismissEditMenu()
        guard let window else { return }
        let items = editMenuItems
        guard !items.isEmpty else { return }
        let fieldFrame = convert(bounds, to: window)
        let x = convert(point, to: window).x
        let menu = EditMenu(items: items, fieldFrame: fieldFrame, x: x, in: window.bounds) { [weak self] item in
            guard let self else { return }
            self.dismissEditMenu()
            if let item { self.perform(item) }
        }
        editMenu = menu
        menu.show(in: window)
    }

    /// Removes the edit menu if it shows.
    func dismissEditMenu() {
        guard let menu = editMenu else { return }
        editMenu = nil
        menu.dismiss()
    }

    private func perform(_ item: EditMenu.Item) {
        switch item {
        case .cut: cut()
        case .copy: copy()
        case .paste: paste()
        case .selectAll: selectAll()
        }
    }
}
