import TactileCore

/// A text object that shows the edit menu (`TextField`, `TextView`): it keeps the menu shown, says
/// which items apply and runs the one chosen; showing and dismissing are shared.
@MainActor protocol EditMenuHost: View {
    /// The edit menu shown now, if any.
    var editMenu: EditMenu? { get set }
    /// The items the edit menu offers now, in order.
    var editMenuItems: [EditMenu.Item] { get }
    /// Runs the chosen `item`.
    func performEditMenuItem(_ item: EditMenu.Item)
}

extension EditMenuHost {
    /// Shows the edit menu near `point` (the host's coordinates); nothing when no item applies.
    func showEditMenu(at point: Point) {
        dismissEditMenu()
        editMenu = EditMenu.present(editMenuItems, over: self, at: point) { [weak self] item in
            guard let self else { return }
            self.dismissEditMenu()
            if let item { self.performEditMenuItem(item) }
        }
    }

    /// Removes the edit menu if it shows.
    func dismissEditMenu() {
        guard let menu = editMenu else { return }
        editMenu = nil
        menu.dismiss()
    }
}

extension TextField: EditMenuHost {}
extension TextView: EditMenuHost {}
