import TactileCore

/// Selection: by the user's touches (highlight after the scroll view's content-touch delay, select
/// on lift inside the cell) and by code.
extension CollectionView {
    /// The selected items, in index-path order.
    public var indexPathsForSelectedItems: [IndexPath] {
        selected.sorted()
    }

    /// Selects the item at `indexPath` (nil deselects everything) and scrolls it to
    /// `scrollPosition`. The delegate is not told (as in UIKit). An index path out of range logs
    /// and is ignored; without `allowsMultipleSelection` the other items are deselected.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return deselectAll() }
        guard checkIndexPath(indexPath, in: "selectItem(at:animated:scrollPosition:)"), allowsSelection else { return }
        if !allowsMultipleSelection {
            for other in selected where other != indexPath { setSelected(false, at: other) }
        }
        setSelected(true, at: indexPath)
        scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Deselects the item at `indexPath`; the delegate is not told. Out of range logs and is ignored.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard checkIndexPath(indexPath, in: "deselectItem(at:animated:)") else { return }
        setSelected(false, at: indexPath)
    }

    /// Marks `indexPath` (un)selected, updating its cell if one shows it.
    func setSelected(_ isSelected: Bool, at indexPath: IndexPath) {
        if isSelected { selected.insert(indexPath) } else { selected.remove(indexPath) }
        if let cell = visible[indexPath], cell.isSelected != isSelected { cell.isSelected = isSelected }
    }

    func deselectAll() {
        for indexPath in selected { visible[indexPath]?.isSelected = false }
        selected.removeAll()
    }

    /// The user lifted a finger inside the cell of `indexPath`.
    func userTapped(_ indexPath: IndexPath) {
        guard allowsSelection, contains(indexPath) else { return }
        if allowsMultipleSelection, selected.contains(indexPath) {
            setSelected(false, at: indexPath)
            window?.accessibility.selectionChanged(in: self)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selected.sorted() where other != indexPath {
                setSelected(false, at: other)
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: indexPath)
        window?.accessibility.selectionChanged(in: self)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    // MARK: Touches

    /// A touch reached a cell (after the content-touch delay when the view can scroll): the cell
    /// under the first finger is highlighted.
    func cellTouchesBegan(_ touches: Set<Touch>) {
        guard tracking == nil, !swipeController.isActive, let touch = touches.first, let cell = cell(containing: touch.view) else { return }
        tracking = (touch, cell)
        if allowsSelection { cell.isHighlighted = true }
    }

    /// The highlight follows whether the finger is still inside the cell.
    func cellTouchesMoved(_ touches: Set<Touch>) {
        guard let tracking, touches.contains(tracking.touch) else { return }
        let inside = tracking.cell.bounds.contains(tracking.touch.location(in: tracking.cell))
        if allowsSelection, tracking.cell.isHighlighted != inside { tracking.cell.isHighlighted = inside }
    }

    /// Lifting inside the cell selects its item.
    func cellTouchesEnded(_ touches: Set<Touch>) {
        guard let tracking, touches.contains(tracking.touch) else { return }
        self.tracking = nil
        let cell = tracking.cell
        cell.isHighlighted = false
        guard cell.bounds.contains(tracking.touch.location(in: cell)), let indexPath = cell.indexPath else { return }
        userTapped(indexPath)
    }

    /// A cancelled touch (it became a scroll) only removes the highlight.
    func cellTouchesCancelled(_ touches: Set<Touch>) {
        guard let tracking, touches.contains(tracking.touch) else { return }
        cancelTracking()
    }

    /// Stops following the touch, removing its highlight.
    func cancelTracking() {
        guard let tracking else { return }
        self.tracking = nil
        if tracking.cell.isHighlighted { tracking.cell.isHighlighted = false }
    }

    /// The displayed cell of this view that is `view` or holds it.
    private func cell(containing view: View?) -> CollectionViewCell? {
        var v = view
        while let current = v, current !== self {
            if let cell = current as? CollectionViewCell, indexPath(for: cell) != nil { return cell }
            v = current.superview
        }
        return nil
    }
}
