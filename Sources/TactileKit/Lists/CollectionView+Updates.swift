import TactileCore

/// Batch updates: insertions, deletions and moves applied to the cells on screen, animated on the
/// window's clock. Counts that do not add up, or index paths out of range, log one line and reload.
extension CollectionView {
    /// Applies the insertions, deletions and moves `updates` makes (after changing the data source's
    /// data) together: cells slide to their new places, inserted ones fade in, deleted ones fade
    /// out, over `updateAnimationDuration` on the window's clock. `completion` runs once it is all
    /// done (true), or with false when the update was inconsistent and the view reloaded instead.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        performBatchUpdates(updates, animated: true, completion: completion)
    }

    /// As `performBatchUpdates(_:completion:)`; with `animated` false the cells jump to their new
    /// places and `completion` runs before this returns.
    public func performBatchUpdates(_ updates: () -> Void, animated: Bool, completion: ((Bool) -> Void)?) {
        if batch != nil {
            // Nested: part of the outer update.
            updates()
            if let completion { batch?.nestedCompletions.append(completion) }
            return
        }
        if needsReload {
            // Nothing was shown yet: the new data is simply loaded.
            updates()
            reloadData()
            completion?(true)
            return
        }
        swipeController.tearDown()
        reorderController.cancel(animated: false)
        batch = BatchUpdate()
        updates()
        let recorded = batch ?? BatchUpdate()
        batch = nil
        let completions = recorded.nestedCompletions + (completion.map { [$0] } ?? [])
        apply(recorded, animated: animated) { finished in
            for c in completions { c(finished) }
        }
    }

    /// Inserts items at `indexPaths` (positions after the update), animated.
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.inserts.append(contentsOf: indexPaths) }
    }

    /// Deletes the items at `indexPaths` (positions before the update), animated.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletes.append(contentsOf: indexPaths) }
    }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it), animated.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves.append((from: indexPath, to: newIndexPath)) }
    }

    /// Adds to the batch being recorded, or applies a batch of its own.
    private func record(_ change: (inout BatchUpdate) -> Void) {
        if batch != nil {
            change(&batch!)
        } else {
            performBatchUpdates({ change(&self.batch!) }, completion: nil)
        }
    }

    private func apply(_ update: BatchUpdate, animated: Bool, completion: @escaping (Bool) -> Void) {
        let oldCounts = itemCounts
        let newCounts = loadCounts()
        let map: [[IndexPath?]]
        do {
            map = try update.mapping(oldCounts: oldCounts, newCounts: newCounts)
        } catch {
            logProblem("performBatchUpdates: \(error.message); reloading")
            reloadData()
            completion(false)
            return
        }
        func newIndexPath(_ old: IndexPath) -> IndexPath? {
            old.section >= 0 && old.section < map.count && old.item >= 0 && old.item < map[old.section].count
                ? map[old.section][old.item] : nil
        }
        cancelTracking()
        finishFading()
        itemCounts = newCounts
        selected = Set(selected.compactMap(newIndexPath))
        collectionViewLayout.itemsDidMove(newCounts: newCounts, newIndexPath: newIndexPath)
        collectionViewLayout.isPrepared = false
        collectionViewLayout.prepareIfNeeded()

        var moved: [IndexPath: CollectionViewCell] = [:]
        moved.reserveCapacity(max(visible.count, 64))
        var deleted: [(cell: CollectionViewCell, indexPath: IndexPath)] = []
        for (old, cell) in visible {
            if let new = newIndexPath(old) {
                moved[new] = cell
                cell.indexPath = new
            } else {
                deleted.append((cell, old))
            }
        }
        visible = moved
        for (cell, old) in deleted {
            cell.indexPath = nil                  // a fading cell shows no item: touches on it select nothing
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
        }
        updateContentSize()

        guard animated, window != nil else {
            for (cell, _) in deleted { enqueue(cell) }
            tile()
            completion(true)
            return
        }
        fadingCells.append(contentsOf: deleted.map(\.cell))
        let fading = deleted.map(\.cell)
        appearingCells.removeAll()
        defersFrames = true
        tile()
        defersFrames = false
        let appearing = appearingCells
        appearingCells.removeAll()
        View.animate(withDuration: Self.updateAnimationDuration, animations: {
            for (indexPath, cell) in self.visible {
                if let f = self.collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame, cell.frame != f {
                    cell.frame = f
                }
            }
            for cell in appearing { cell.alpha = 1 }
            for cell in fading { cell.alpha = 0 }
        }, completion: { finished in
            for cell in fading where self.fadingCells.contains(where: { $0 === cell }) {
                self.fadingCells.removeAll { $0 === cell }
                cell.alpha = 1
                self.enqueue(cell)
            }
            self.tile()
            completion(finished)
        })
    }

    /// Ends the fading out of deleted cells at once: they go to their reuse queues.
    func finishFading() {
        guard !fadingCells.isEmpty else { return }
        let cells = fadingCells
        fadingCells.removeAll()
        for cell in cells {
            cell.removeAllAnimations()
            cell.alpha = 1
            enqueue(cell)
        }
    }
}
