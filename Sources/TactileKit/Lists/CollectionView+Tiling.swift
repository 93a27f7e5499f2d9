import TactileCore

/// The cells of one reuse identifier waiting to be handed out again.
@MainActor final class ReuseQueue {
    var cells: [CollectionViewCell] = []
}

/// Tiling: which cells exist. After each scroll step the layout names the items intersecting the
/// visible area plus a margin (`collectAttributes`, no allocation for the built-in layouts); cells
/// of items that left go to their reuse queue (hidden, still subviews, so no hierarchy churn) and
/// the data source fills cells for items that came. Self-sizing rows are measured as their cells
/// appear; a correction above the visible top moves the content offset by as much, so what is on
/// screen stays put.
extension CollectionView {
    /// The fraction of the view's size tiled beyond each edge.
    static let tilingMargin = 0.25

    /// Shows the cells of the visible area (and margin); hides those that left it.
    func tile() {
        guard !isTiling, !needsReload, collectionViewLayout.isPrepared else { return }
        isTiling = true
        defer { isTiling = false }
        // Self-sizing rows can change the frames of those below them: tile again (a few times at
        // most) until no new measurement changes anything.
        var passes = 1
        while tilePass(), passes < 4 { passes += 1 }
        layoutHeaders()
    }

    /// One tiling pass; returns whether measuring new cells changed the layout.
    private func tilePass() -> Bool {
        let layout = collectionViewLayout
        let b = bounds
        let rect = b.insetBy(dx: -b.width * Self.tilingMargin, dy: -b.height * Self.tilingMargin)
        attributesScratch.removeAll(keepingCapacity: true)
        layout.collectAttributes(in: rect, into: &attributesScratch)
        wantedScratch.removeAll(keepingCapacity: true)
        for a in attributesScratch { wantedScratch.insert(a.indexPath) }

        leavingScratch.removeAll(keepingCapacity: true)
        let lifted = reorderController.source
        for indexPath in visible.keys where !wantedScratch.contains(indexPath) && indexPath != lifted { leavingScratch.append(indexPath) }
        for indexPath in leavingScratch {
            if let cell = visible.removeValue(forKey: indexPath) { endDisplaying(cell, at: indexPath) }
        }

        var changed = false
        var shift = 0.0
        for i in attributesScratch.indices {
            let a = attributesScratch[i]
            // While a row is lifted the others keep the places they made room in.
            let frame = lifted == nil ? a.frame : reorderController.displacedFrame(for: a)
            if let cell = visible[a.indexPath] {
                if !defersFrames, a.indexPath != lifted, cell.frame != frame { cell.frame = frame }
                continue
            }
            guard let cell = makeCell(for: a) else { continue }
            if cell.frame != frame { cell.frame = frame }
            visible[a.indexPath] = cell
            guard layout.measuresCells else { continue }
            let height = cell.sizeThatFits(Size(width: a.frame.width, height: 0)).height
            let delta = layout.recordMeasuredHeight(height, for: a.indexPath)
            guard delta != 0 else { continue }
            changed = true
            if a.frame.minY < b.minY { shift += delta }
        }
        guard changed else { return false }
        updateContentSize()
        if shift != 0 { shiftContentOffset(by: Point(x: 0, y: shift)) }
        return true
    }

    /// Asks the data source for the cell of `attributes`' item and shows it; nil without a data
    /// source. A cell `dequeueReusableCell` did not hand out logs and is replaced by an empty one.
    func makeCell(for attributes: CollectionViewLayoutAttributes) -> CollectionViewCell? {
        guard let dataSource else { return nil }
        let indexPath = attributes.indexPath
        handedOut.removeAll(keepingCapacity: true)
        pendingFrame = attributes.frame
        var cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        if !cell.isHandedOut || cell.owner !== self {
            logProblemOnce("the data source returned a cell that dequeueReusableCell(withReuseIdentifier:for:) did not hand out; showing empty cells instead")
            cell = dequeueReusableCell(withReuseIdentifier: Self.placeholderIdentifier, for: indexPath)
        }
        pendingFrame = nil
        cell.isHandedOut = false
        // Cells the data source dequeued but did not return go back to their queue.
        for other in handedOut where other !== cell && other.isHandedOut {
            other.isHandedOut = false
            enqueue(other)
        }
        handedOut.removeAll(keepingCapacity: true)
        cell.indexPath = indexPath
        if cell.frame != attributes.frame { cell.frame = attributes.frame }
        if cell.superview !== self { insertSubview(cell, at: 0) }
        cell.isHidden = false
        if defersFrames {
            cell.alpha = 0
            appearingCells.append(cell)
        } else if cell.alpha != attributes.alpha {
            cell.alpha = attributes.alpha
        }
        let isSelected = selected.contains(indexPath)
        if cell.isSelected != isSelected { cell.isSelected = isSelected }
        updateSwipeAccessibility(of: cell, at: indexPath)
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    /// The identifier of the empty cells that stand in for cells the data source made itself.
    static let placeholderIdentifier = "tactile.lists.placeholder"

    /// `cell` stopped showing `indexPath`: it goes to its reuse queue and the delegate hears of it.
    func endDisplaying(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        if tracking?.cell === cell { cancelTracking() }
        enqueue(cell)
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// Hides `cell` and puts it in the reuse queue of its identifier.
    func enqueue(_ cell: CollectionViewCell) {
        swipeController.cellWillGo(cell)
        reorderController.cellWillGo(cell)
        if cell.isHighlighted { cell.isHighlighted = false }
        cell.isHidden = true
        cell.indexPath = nil
        let id = cell.reuseIdentifier ?? Self.placeholderIdentifier
        if let queue = reuseQueues[id] {
            queue.cells.append(cell)
        } else {
            let queue = ReuseQueue()
            queue.cells.append(cell)
            reuseQueues[id] = queue
        }
    }

    /// Places the pinned section headers of the visible area (headers are above every cell).
    func layoutHeaders() {
        headerScratch.removeAll(keepingCapacity: true)
        collectionViewLayout.collectHeaders(visibleRect: bounds, into: &headerScratch)
        var i = shownHeaders.count - 1
        while i >= 0 {
            let shown = shownHeaders[i]
            if !headerScratch.contains(where: { $0.section == shown.section }) {
                shown.view.isHidden = true
                spareHeaders.append(shown.view)
                shownHeaders.remove(at: i)
            }
            i -= 1
        }
        for placement in headerScratch {
            let view: SectionHeaderView
            if let shown = shownHeaders.first(where: { $0.section == placement.section }) {
                view = shown.view
            } else {
                view = spareHeaders.popLast() ?? SectionHeaderView(frame: placement.frame)
                if view.superview !== self { addSubview(view) }
                view.isHidden = false
                view.title = (collectionViewLayout as? ListLayout)?.headerTitle(forSection: placement.section) ?? ""
                shownHeaders.append((placement.section, view))
            }
            if view.frame != placement.frame { view.frame = placement.frame }
        }
    }

    /// The header view shown for `section`, nil when none is (for tests).
    func headerView(forSection section: Int) -> SectionHeaderView? {
        shownHeaders.first { $0.section == section }?.view
    }
}
