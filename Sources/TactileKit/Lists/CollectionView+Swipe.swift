import TactileCore

/// Swipe actions on list rows (see `RowSwipeController`): running an action with a completion that
/// may come late, twice or never, and offering the actions to screen readers.
extension CollectionView {
    /// The index path of the row showing its swipe actions (nil when none is open).
    public var indexPathForSwipedItem: IndexPath? {
        swipeController.isActive ? swipeController.indexPath : nil
    }

    /// Closes the row showing its swipe actions, if any (UIKit's `setEditing(false)` for one row).
    public func closeSwipedItem(animated: Bool) {
        swipeController.close(animated: animated)
    }

    /// Runs `action`'s handler for the row at `indexPath`. Its completion closes the row; a
    /// completion called again logs one line and is ignored; one never called leaves the row to the
    /// next touch (a row the handler deleted is gone with its cell).
    func runSwipeAction(_ action: SwipeAction, at indexPath: IndexPath, performed: Int) {
        var called = false
        let title = action.title
        action.handler { [weak self] _ in
            guard let self else { return }
            guard !called else {
                self.logProblem("the completion of swipe action \"\(title)\" was called more than once; ignored")
                return
            }
            called = true
            self.swipeController.actionDidComplete(performed: performed)
        }
        // The handler may have changed the data without telling the view: a row that no longer
        // shows the item it was swiped on closes at once.
        if let cell = swipeController.cell, cell.indexPath != indexPath || visible[indexPath] !== cell {
            swipeController.tearDown()
        }
    }

    /// Screen readers' custom actions for the row at `indexPath`: its swipe actions, each performed
    /// without swiping (nil when it has none or the layout is not a list).
    func swipeAccessibilityActions(for cell: CollectionViewCell, at indexPath: IndexPath) -> [AccessibilityCustomAction]? {
        guard collectionViewLayout is ListLayout, let delegate else { return nil }
        let actions = delegate.collectionView(self, trailingSwipeActionsForItemAt: indexPath)
        guard !actions.isEmpty else { return nil }
        return actions.map { action in
            AccessibilityCustomAction(name: action.title) { [weak self, weak cell] in
                guard let self, let cell, let current = cell.indexPath, self.visible[current] === cell else { return false }
                self.swipeController.close(animated: false)
                self.runSwipeAction(action, at: current, performed: 0)
                return true
            }
        }
    }

    /// Sets `cell`'s custom actions to its row's swipe actions (leaving a cell without any alone).
    func updateSwipeAccessibility(of cell: CollectionViewCell, at indexPath: IndexPath) {
        let actions = swipeAccessibilityActions(for: cell, at: indexPath)
        if actions != nil || cell.accessibilityCustomActions != nil { cell.accessibilityCustomActions = actions }
    }
}
