/// Adding, removing, moving and marking sections.
extension DiffableSnapshot {
    /// Appends empty sections at the end. Sections already in the snapshot are left out and make
    /// it invalid.
    public mutating func appendSections(_ newSections: [Section]) {
        let fresh = admitSections(newSections, operation: "appendSections(_:)")
        for section in fresh {
            sectionIndex[section] = sections.count
            sections.append(section)
            sectionItems.append([])
        }
    }

    /// Inserts empty sections just before `beforeSection`. An unknown `beforeSection` is logged and
    /// nothing is inserted; sections already in the snapshot are left out and make it invalid.
    public mutating func insertSections(_ newSections: [Section], beforeSection: Section) {
        insertSections(newSections, next: beforeSection, after: false, operation: "insertSections(_:beforeSection:)")
    }

    /// Inserts empty sections just after `afterSection`. An unknown `afterSection` is logged and
    /// nothing is inserted; sections already in the snapshot are left out and make it invalid.
    public mutating func insertSections(_ newSections: [Section], afterSection: Section) {
        insertSections(newSections, next: afterSection, after: true, operation: "insertSections(_:afterSection:)")
    }

    /// Removes sections and their items. Sections not in the snapshot are logged (one line) and
    /// skipped.
    public mutating func deleteSections(_ doomed: [Section]) {
        var indices = Set<Int>()
        var missing: [Section] = []
        for section in doomed {
            if let index = sectionIndex[section] { indices.insert(index) } else { missing.append(section) }
        }
        if !indices.isEmpty {
            for index in indices.sorted(by: >) {
                for item in sectionItems[index] {
                    itemSection.removeValue(forKey: item)
                    reconfigured.remove(item)
                    reloaded.remove(item)
                }
                reloadedSectionSet.remove(sections[index])
                sections.remove(at: index)
                sectionItems.remove(at: index)
            }
            reindexSections()
            positionsShifted()
        }
        if !missing.isEmpty {
            ignored("deleteSections(_:)", "\(missing.count) section(s) not in the snapshot were not deleted: "
                    + DiffableLog.describe(missing))
        }
    }

    /// Moves `section` (with its items) to just before `beforeSection`. Either being unknown is
    /// logged and nothing moves.
    public mutating func moveSection(_ section: Section, beforeSection: Section) {
        moveSection(section, next: beforeSection, after: false, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves `section` (with its items) to just after `afterSection`. Either being unknown is
    /// logged and nothing moves.
    public mutating func moveSection(_ section: Section, afterSection: Section) {
        moveSection(section, next: afterSection, after: true, operation: "moveSection(_:afterSection:)")
    }

    /// Marks sections so that all their cells are replaced when the snapshot is applied. Sections
    /// not in the snapshot are logged and skipped.
    public mutating func reloadSections(_ marked: [Section]) {
        let missing = marked.filter { sectionIndex[$0] == nil }
        reloadedSectionSet.formUnion(marked.filter { sectionIndex[$0] != nil })
        if !missing.isEmpty {
            ignored("reloadSections(_:)", "\(missing.count) section(s) not in the snapshot were skipped: "
                    + DiffableLog.describe(missing))
        }
    }

    // MARK: Helpers

    /// The sections of `newSections` not yet in the snapshot (and not named twice); the others
    /// are logged and make the snapshot invalid.
    private mutating func admitSections(_ newSections: [Section], operation: String) -> [Section] {
        var fresh: [Section] = []
        var seen = Set<Section>()
        var duplicates: [Section] = []
        for section in newSections {
            if sectionIndex[section] == nil && seen.insert(section).inserted {
                fresh.append(section)
            } else {
                duplicates.append(section)
            }
        }
        if !duplicates.isEmpty {
            ignored(operation, "duplicate section identifier(s) left out, the snapshot is invalid: "
                    + DiffableLog.describe(duplicates), invalidates: true)
        }
        return fresh
    }

    private mutating func insertSections(_ newSections: [Section], next anchor: Section, after: Bool, operation: String) {
        guard let anchorIndex = sectionIndex[anchor] else {
            return ignored(operation, "the section \(DiffableLog.describe(anchor)) is not in the snapshot; "
                           + "\(newSections.count) section(s) not inserted")
        }
        let fresh = admitSections(newSections, operation: operation)
        guard !fresh.isEmpty else { return }
        let at = after ? anchorIndex + 1 : anchorIndex
        sections.insert(contentsOf: fresh, at: at)
        sectionItems.insert(contentsOf: Array(repeating: [], count: fresh.count), at: at)
        reindexSections()
    }

    private mutating func moveSection(_ section: Section, next anchor: Section, after: Bool, operation: String) {
        guard let from = sectionIndex[section] else {
            return ignored(operation, "the section to move, \(DiffableLog.describe(section)), is not in the snapshot")
        }
        guard sectionIndex[anchor] != nil else {
            return ignored(operation, "the section to move next to, \(DiffableLog.describe(anchor)), is not in the snapshot")
        }
        guard section != anchor else { return }
        let items = sectionItems.remove(at: from)
        sections.remove(at: from)
        guard let anchorIndex = sections.firstIndex(of: anchor) else { return }
        let at = after ? anchorIndex + 1 : anchorIndex
        sections.insert(section, at: at)
        sectionItems.insert(items, at: at)
        reindexSections()
    }

    /// Rebuilds `sectionIndex` after sections moved.
    private mutating func reindexSections() {
        sectionIndex.removeAll(keepingCapacity: true)
        for (index, section) in sections.enumerated() { sectionIndex[section] = index }
    }
}
