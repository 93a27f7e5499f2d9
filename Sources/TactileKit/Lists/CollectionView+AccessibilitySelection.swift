import TactileCore

/// A list or grid's selection for assistive technology outside the app (AT-SPI's `Selection`).
extension CollectionView: AccessibilitySelectionContainer {
    public func accessibilityIsSelected(_ element: View) -> Bool {
        guard let indexPath = indexPath(ofElement: element) else { return false }
        return indexPathsForSelectedItems.contains(indexPath)
    }

    public func accessibilitySetSelected(_ element: View, selected wanted: Bool) -> Bool {
        guard allowsSelection, let indexPath = indexPath(ofElement: element) else { return false }
        let isSelected = indexPathsForSelectedItems.contains(indexPath)
        guard isSelected != wanted else { return true }
        if wanted || allowsMultipleSelection {
            userTapped(indexPath)            // the delegate's veto and callbacks, as a tap
        } else {
            setSelected(false, at: indexPath)
            window?.accessibility.selectionChanged(in: self)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
        }
        return indexPathsForSelectedItems.contains(indexPath) == wanted
    }

    /// The index path of the displayed cell that is `element` or holds it.
    private func indexPath(ofElement element: View) -> IndexPath? {
        var view: View? = element
        while let current = view, current !== self {
            if let cell = current as? CollectionViewCell { return indexPath(for: cell) }
            view = current.superview
        }
        return nil
    }
}
