/// Adding, removing, moving and marking items.
extension DiffableSnapshot {
    /// Appends `items` to the end of `section` (the last section when nil). Items already in the
    /// snapshot are left out and make it invalid; an unknown section, or no section at all, is
    /// logged and nothing is appended.
    public mutating func appendItems(_ items: [Item], toSection section: Section? = nil) {
        let target: Int
        if let section {
            guard let index = sectionIndex[section] else {
                return ignored("appendItems(_:toSection:)", "the section \(DiffableLog.describe(section)) is not in the "
                               + "snapshot; \(items.count) item(s) not appended")
            }
            target = index
        } else {
            guard !sections.isEmpty else {
                return ignored("appendItems(_:toSection:)", "the snapshot has no section to append to (append a section "
                               + "first); \(items.count) item(s) not appended")
            }
            target = sections.count - 1
        }
        let fresh = admit(items, into: sections[target], operation: "appendItems(_:toSection:)")
        guard !fresh.isEmpty else { return }
        let start = sectionItems[target].count
        sectionItems[target].append(contentsOf: fresh)
        positionsAppended(fresh, at: start)
    }

    /// Inserts `items` just before `beforeItem`, in its section. An unknown `beforeItem` is logged
    /// and nothing is inserted; items already in the snapshot are left out and make it invalid.
    public mutating func insertItems(_ items: [Item], beforeItem: Item) {
        insert(items, next: beforeItem, after: false, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts `items` just after `afterItem`, in its section. An unknown `afterItem` is logged and
    /// nothing is inserted; items already in the snapshot are left out and make it invalid.
    public mutating func insertItems(_ items: [Item], afterItem: Item) {
        insert(items, next: afterItem, after: true, operation: "insertItems(_:afterItem:)")
    }

    /// Moves `item` to just after `afterItem` (into its section). Either being unknown is logged and
    /// nothing moves; moving an item after itself does nothing.
    public mutating func moveItem(_ item: Item, afterItem: Item) {
        move(item, next: afterItem, after: true, operation: "moveItem(_:afterItem:)")
    }

    /// Moves `item` to just before `beforeItem` (into its section). Either being unknown is logged
    /// and nothing moves; moving an item before itself does nothing.
    public mutating func moveItem(_ item: Item, beforeItem: Item) {
        move(item, next: beforeItem, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Removes `items`. Those not in the snapshot are logged (one line) and skipped.
    public mutating func deleteItems(_ items: [Item]) {
        var bySection: [Int: Set<Item>] = [:]
        var missing: [Item] = []
        for item in items {
            guard let section = itemSection.removeValue(forKey: item), let index = sectionIndex[section] else {
                // Named twice in the list: already removed, not missing.
                if !bySection.values.contains(where: { $0.contains(item) }) { missing.append(item) }
                continue
            }
            bySection[index, default: []].insert(item)
            reconfigured.remove(item)
            reloaded.remove(item)
        }
        for (index, removed) in bySection {
            if removed.count == 1, let item = removed.first, let i = self.index(of: item, inSectionAt: index) {
                sectionItems[index].remove(at: i)
            } else {
                sectionItems[index].removeAll { removed.contains($0) }
            }
        }
        if !bySection.isEmpty { positionsShifted() }
        if !missing.isEmpty {
            ignored("deleteItems(_:)", "\(missing.count) item(s) not in the snapshot were not deleted: \(DiffableLog.describe(missing))")
        }
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        self = DiffableSnapshot()
    }

    /// Marks `items` so that their cells are updated in place when the snapshot is applied (the
    /// cell is kept and configured again). Items not in the snapshot are logged and skipped.
    public mutating func reconfigureItems(_ items: [Item]) {
        let known = mark(items, operation: "reconfigureItems(_:)")
        reconfigured.formUnion(known)
    }

    /// Marks `items` so that their cells are replaced when the snapshot is applied. Items not in
    /// the snapshot are logged and skipped.
    public mutating func reloadItems(_ items: [Item]) {
        let known = mark(items, operation: "reloadItems(_:)")
        reloaded.formUnion(known)
    }

    // MARK: Helpers

    /// The items of `items` that are new to the snapshot, each registered as in `section`; the
    /// others (already there, or named twice) are logged and make the snapshot invalid.
    mutating func admit(_ items: [Item], into section: Section, operation: String) -> [Item] {
        var fresh: [Item] = []
        fresh.reserveCapacity(items.count)
        var duplicates: [Item] = []
        for item in items {
            if itemSection[item] == nil {
                itemSection[item] = section
                fresh.append(item)
            } else {
                duplicates.append(item)
            }
        }
        if !duplicates.isEmpty {
            ignored(operation, "duplicate item identifier(s) left out, the snapshot is invalid: "
                    + DiffableLog.describe(duplicates), invalidates: true)
        }
        return fresh
    }

    private mutating func insert(_ items: [Item], next anchor: Item, after: Bool, operation: String) {
        guard let section = itemSection[anchor], let s = sectionIndex[section],
              let anchorIndex = index(of: anchor, inSectionAt: s) else {
            return ignored(operation, "the item \(DiffableLog.describe(anchor)) is not in the snapshot; "
                           + "\(items.count) item(s) not inserted")
        }
        let fresh = admit(items, into: section, operation: operation)
        guard !fresh.isEmpty else { return }
        let at = after ? anchorIndex + 1 : anchorIndex
        if at == sectionItems[s].count {
            sectionItems[s].append(contentsOf: fresh)
            positionsAppended(fresh, at: at)
        } else {
            sectionItems[s].insert(contentsOf: fresh, at: at)
            positionsShifted()
        }
    }

    private mutating func move(_ item: Item, next anchor: Item, after: Bool, operation: String) {
        guard let from = itemSection[item], let fromIndex = sectionIndex[from] else {
            return ignored(operation, "the item to move, \(DiffableLog.describe(item)), is not in the snapshot")
        }
        guard let to = itemSection[anchor], let toIndex = sectionIndex[to] else {
            return ignored(operation, "the item to move next to, \(DiffableLog.describe(anchor)), is not in the snapshot")
        }
        guard item != anchor, let i = index(of: item, inSectionAt: fromIndex) else { return }
        sectionItems[fromIndex].remove(at: i)
        positionsShifted()
        guard let anchorIndex = index(of: anchor, inSectionAt: toIndex) else { return }
        sectionItems[toIndex].insert(item, at: after ? anchorIndex + 1 : anchorIndex)
        itemSection[item] = to
    }

    /// The items of `items` the snapshot holds; the others are logged (one line).
    private mutating func mark(_ items: [Item], operation: String) -> [Item] {
        var known: [Item] = []
        var missing: [Item] = []
        for item in items {
            if itemSection[item] != nil { known.append(item) } else { missing.append(item) }
        }
        if !missing.isEmpty {
            ignored(operation, "\(missing.count) item(s) not in the snapshot were skipped: \(DiffableLog.describe(missing))")
        }
        return known
    }
}
