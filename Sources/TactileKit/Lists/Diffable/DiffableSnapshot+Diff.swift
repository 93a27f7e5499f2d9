/// The difference between two snapshots, as the batch update a collection view animates.
extension DiffableSnapshot {
    /// What changed from `old` to this snapshot (see `SnapshotChanges`). The reconfigure and
    /// reload marks are this snapshot's.
    ///
    /// O(n) in the items of both snapshots, plus O(m log m) for the m items that stay in a section
    /// whose order changed: one dictionary of the old items' positions, one pass over each.
    package func changes(from old: DiffableSnapshot) -> SnapshotChanges {
        var changes = SnapshotChanges()
        // Sections: new index of each old section (-1: deleted) and old index of each new one
        // (-1: inserted).
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

        // Items: where each old item was.
        var oldPositions = [Item: ItemPosition](minimumCapacity: old.numberOfItems)
        for (i, items) in old.sectionItems.enumerated() {
            for (k, item) in items.enumerated() { oldPositions[item] = ItemPosition(section: i, item: k) }
        }
        let marked = !reconfigured.isEmpty || !reloaded.isEmpty
        // Per section: the old and new indices of the items that stay in it, in new order.
        var stayingOld: [Int] = [], stayingNew: [Int] = []
        for (j, items) in sectionItems.enumerated() {
            stayingOld.removeAll(keepingCapacity: true)
            stayingNew.removeAll(keepingCapacity: true)
            let sourceSection = newToOld[j]
            for (k, item) in items.enumerated() {
                let to = ItemPosition(section: j, item: k)
                guard let from = oldPositions[item] else {
                    if sourceSection >= 0 { changes.insertedItems.append(to) }
                    continue
                }
                if from.section == sourceSection {
                    stayingOld.append(from.item)
                    stayingNew.append(k)
                } else {
                    changes.movedItems.append(ItemMove(from: from, to: to))
                }
                if marked {
                    if reloaded.contains(item) {
                        changes.reloadedItems.append(to)
                    } else if reconfigured.contains(item) {
                        changes.reconfiguredItems.append(to)
                    }
                }
            }
            let kept = LongestIncreasingSubsequence.members(of: stayingOld)
            for k in stayingOld.indices where !kept[k] {
                changes.movedItems.append(ItemMove(from: ItemPosition(section: sourceSection, item: stayingOld[k]),
                                                   to: ItemPosition(section: j, item: stayingNew[k])))
            }
        }
        changes.movedItems.sort { $0.from < $1.from }

        // Items gone from sections that remain.
        for (i, items) in old.sectionItems.enumerated() where oldToNew[i] >= 0 {
            for (k, item) in items.enumerated() where itemSection[item] == nil {
                changes.deletedItems.append(ItemPosition(section: i, item: k))
            }
        }
        return changes
    }
}
