/// The difference between two snapshots, as the batch update a collection view animates.
extension DiffableSnapshot {
    /// What changed from `old` to this snapshot (see `SnapshotChanges`). The reconfigure and
    /// reload marks are this snapshot's.
    ///
    /// O(n) in the items of both snapshots, plus O(m log m) for the m items that stay in a section
    /// whose order changed. Each item is hashed once (old ones into a `FlatItemIndex`, new ones to
    /// look them up); the rest is integer work.
    package func changes(from old: DiffableSnapshot) -> SnapshotChanges {
        var changes = SnapshotChanges()
        let (oldToNew, newToOld) = sectionChanges(from: old, into: &changes)

        // The old items in one list; where each old section starts in it, and each item's section.
        var oldFlat: [Item] = []
        oldFlat.reserveCapacity(old.numberOfItems)
        var oldStart: [Int] = []
        var oldSectionOf: [Int] = []
        oldSectionOf.reserveCapacity(old.numberOfItems)
        for i in old.sectionItems.indices {
            oldStart.append(oldFlat.count)
            oldFlat.append(contentsOf: old.sectionItems[i])
            oldSectionOf.append(contentsOf: repeatElement(i, count: old.sectionItems[i].count))
        }
        let index = FlatItemIndex(oldFlat)
        // The new flat index of each old item; -1 when it is gone.
        var newOfOld = [Int](repeating: -1, count: oldFlat.count)
        var newStart: [Int] = []
        var newFlat = 0
        // Per section: the old and new indices of the items that stay in it, in new order.
        var stayingOld: [Int] = [], stayingNew: [Int] = []
        index.items.withUnsafeBufferPointer { oldItems in
            for j in sectionItems.indices {
                newStart.append(newFlat)
                stayingOld.removeAll(keepingCapacity: true)
                stayingNew.removeAll(keepingCapacity: true)
                let sourceSection = newToOld[j]
                // Indexing, not `enumerated()`: unspecialised, that looks up tuple metadata per item.
                sectionItems[j].withUnsafeBufferPointer { items in
                    for k in 0..<items.count {
                        let n = newFlat + k
                        guard let f = index.index(of: items[k], in: oldItems) else {
                            if sourceSection >= 0 { changes.insertedItems.append(ItemPosition(section: j, item: k)) }
                            continue
                        }
                        newOfOld[f] = n
                        let s = oldSectionOf[f]
                        if s == sourceSection {
                            stayingOld.append(f - oldStart[s])
                            stayingNew.append(k)
                        } else {
                            changes.movedItems.append(ItemMove(from: ItemPosition(section: s, item: f - oldStart[s]),
                                                               to: ItemPosition(section: j, item: k)))
                        }
                    }
                }
                newFlat += sectionItems[j].count
                let kept = LongestIncreasingSubsequence.members(of: stayingOld)
                for k in stayingOld.indices where !kept[k] {
                    changes.movedItems.append(ItemMove(from: ItemPosition(section: sourceSection, item: stayingOld[k]),
                                                       to: ItemPosition(section: j, item: stayingNew[k])))
                }
            }
        }
        changes.movedItems.sort { $0.from < $1.from }

        // Items gone from sections that remain.
        for i in oldStart.indices where oldToNew[i] >= 0 {
            for f in oldStart[i]..<oldStart[i] + old.sectionItems[i].count where newOfOld[f] < 0 {
                changes.deletedItems.append(ItemPosition(section: i, item: f - oldStart[i]))
            }
        }

        // Marked items that were there before, at their new places.
        if !reloaded.isEmpty || !reconfigured.isEmpty {
            func newPosition(of item: Item) -> ItemPosition? {
                guard let f = index.index(of: item), newOfOld[f] >= 0 else { return nil }
                let n = newOfOld[f]
                var low = 0, high = newStart.count - 1
                while low < high {
                    let mid = (low + high + 1) / 2
                    if newStart[mid] <= n { low = mid } else { high = mid - 1 }
                }
                return ItemPosition(section: low, item: n - newStart[low])
            }
            changes.reloadedItems = reloaded.compactMap { newPosition(of: $0) }.sorted()
            changes.reconfiguredItems = reconfigured.compactMap { reloaded.contains($0) ? nil : newPosition(of: $0) }.sorted()
        }
        return changes
    }

    /// Fills in the section changes and returns the new index of each old section (-1: deleted)
    /// and the old index of each new one (-1: inserted).
    private func sectionChanges(from old: DiffableSnapshot, into changes: inout SnapshotChanges) -> ([Int], [Int]) {
        var oldToNew = [Int](repeating: -1, count: old.sections.count)
        var newToOld = [Int](repeating: -1, count: sections.count)
        var commonOld: [Int] = []
        commonOld.reserveCapacity(min(sections.count, old.sections.count))
        for (j, section) in sections.enumerated() {
            if let i = old.sectionIndex[section] {
                oldToNew[i] = j
                newToOld[j] = i
                commonOld.append(i)
                if reloadedSectionSet.contains(section) { changes.reloadedSections.append(j) }
            } else {
                changes.insertedSections.append(j)
            }
        }
        for i in oldToNew.indices where oldToNew[i] < 0 { changes.deletedSections.append(i) }
        let keptSections = LongestIncreasingSubsequence.members(of: commonOld)
        for k in commonOld.indices where !keptSections[k] {
            changes.movedSections.append(SectionMove(from: commonOld[k], to: oldToNew[commonOld[k]]))
        }
        changes.movedSections.sort { $0.from < $1.from }
        return (oldToNew, newToOld)
    }
}
