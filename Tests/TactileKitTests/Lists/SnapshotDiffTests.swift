import Testing
@testable import TactileKit

/// The diff between two snapshots: hand-checked cases, move minimality, and a property test that
/// applying the changes to the old list gives the new one.
@Suite struct SnapshotDiffTests {
    typealias Snapshot = DiffableSnapshot<String, Int>

    static func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var s = Snapshot()
        for (section, items) in sections {
            s.appendSections([section])
            s.appendItems(items, toSection: section)
        }
        return s
    }

    static func p(_ section: Int, _ item: Int) -> ItemPosition { ItemPosition(section: section, item: item) }

    @Test func identicalSnapshotsHaveNoChanges() {
        let s = Self.snapshot([("a", [1, 2, 3]), ("b", [4])])
        #expect(s.changes(from: s).isEmpty)
        #expect(Snapshot().changes(from: Snapshot()).isEmpty)
    }

    @Test func insertsAndDeletes() {
        let old = Self.snapshot([("a", [1, 2, 3])])
        let new = Self.snapshot([("a", [1, 3, 4])])
        let c = new.changes(from: old)
        #expect(c.deletedItems == [Self.p(0, 1)])
        #expect(c.insertedItems == [Self.p(0, 2)])
        #expect(c.movedItems.isEmpty)
    }

    @Test func movingOneItemToTheFrontIsOneMove() {
        let old = Self.snapshot([("a", [1, 2, 3, 4, 5])])
        let new = Self.snapshot([("a", [5, 1, 2, 3, 4])])
        let c = new.changes(from: old)
        #expect(c.movedItems == [ItemMove(from: Self.p(0, 4), to: Self.p(0, 0))])
        #expect(c.insertedItems.isEmpty && c.deletedItems.isEmpty)
    }

    @Test func swappingTwoNeighboursIsOneMove() {
        let old = Self.snapshot([("a", [1, 2, 3, 4])])
        let new = Self.snapshot([("a", [1, 3, 2, 4])])
        #expect(new.changes(from: old).movedItems.count == 1)
    }

    @Test func reversingMovesAllButOne() {
        let old = Self.snapshot([("a", Array(0..<10))])
        let new = Self.snapshot([("a", Array((0..<10).reversed()))])
        #expect(new.changes(from: old).movedItems.count == 9)
    }

    @Test func itemChangingSectionIsAMove() {
        let old = Self.snapshot([("a", [1, 2]), ("b", [3])])
        let new = Self.snapshot([("a", [1]), ("b", [2, 3])])
        let c = new.changes(from: old)
        #expect(c.movedItems == [ItemMove(from: Self.p(0, 1), to: Self.p(1, 0))])
    }

    @Test func sectionInsertsDeletesAndMoves() {
        let old = Self.snapshot([("a", [1]), ("b", [2]), ("c", [3]), ("d", [4])])
        let new = Self.snapshot([("d", [4]), ("a", [1]), ("c", [3]), ("e", [5, 6])])
        let c = new.changes(from: old)
        #expect(c.deletedSections == [1])
        #expect(c.insertedSections == [3])
        #expect(c.movedSections == [SectionMove(from: 3, to: 0)])
        // Items come and go with their sections.
        #expect(c.deletedItems.isEmpty && c.insertedItems.isEmpty && c.movedItems.isEmpty)
    }

    @Test func marksAreReportedAtNewPositionsForItemsInBoth() {
        let old = Self.snapshot([("a", [1, 2, 3])])
        var new = Self.snapshot([("a", [0, 1, 2, 3, 9])])
        new.reconfigureItems([3, 9])
        new.reloadItems([1, 3])
        new.reloadSections(["a"])
        let c = new.changes(from: old)
        #expect(c.reloadedItems == [Self.p(0, 1), Self.p(0, 3)])
        #expect(c.reconfiguredItems.isEmpty)        // 3 is reloaded; 9 is new
        #expect(c.reloadedSections == [0])
        #expect(c.hasStructuralChanges)
    }

    /// Identifiers whose hashes all collide: the diff must tell them apart by equality.
    struct Colliding: Hashable, Sendable {
        let value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    @Test func itemsWithCollidingHashesAreToldApart() {
        var old = DiffableSnapshot<Int, Colliding>()
        old.appendSections([0])
        old.appendItems((0..<20).map(Colliding.init))
        var new = old
        new.deleteItems([Colliding(value: 3)])
        new.moveItem(Colliding(value: 0), afterItem: Colliding(value: 19))
        new.insertItems([Colliding(value: 50)], beforeItem: Colliding(value: 10))
        let c = new.changes(from: old)
        #expect(c.deletedItems == [Self.p(0, 3)])
        #expect(c.insertedItems == [Self.p(0, 8)])
        #expect(c.movedItems == [ItemMove(from: Self.p(0, 0), to: Self.p(0, 19))])
    }

    // MARK: Property test

    @Test(arguments: 0..<8)
    func applyingTheChangesToTheOldListGivesTheNewOne(batch: Int) throws {
        for round in 0..<60 {
            var rng = SplitMix64(seed: UInt64(batch * 1000 + round))
            var ids = IdentifierSource()
            let old = RandomEdits.snapshot(using: &rng, ids: &ids)
            let before = old.itemIdentifiers
            var new = old
            RandomEdits.edit(&new, steps: Int.random(in: 1...25, using: &rng), using: &rng, ids: &ids)
            #expect(old.itemIdentifiers == before, "editing a copy changed the original")
            let changes = new.changes(from: old)
            let applied = try #require(BatchUpdateModel.apply(changes, to: old, dataSource: new),
                                       "the changes do not add up (seed \(batch * 1000 + round))")
            #expect(applied.map(\.0) == new.sectionIdentifiers, "seed \(batch * 1000 + round)")
            #expect(applied.map(\.1) == new.sectionIdentifiers.map { new.itemIdentifiers(inSection: $0) },
                    "seed \(batch * 1000 + round)")
            // Inserted items are new and deleted items are gone: nothing in both is deleted and inserted again.
            for p in changes.insertedItems {
                let item = try #require(new.item(at: p))
                #expect(old.position(of: item) == nil, "item \(item) is inserted but was there before")
            }
            for p in changes.deletedItems {
                let item = try #require(old.item(at: p))
                #expect(new.position(of: item) == nil, "item \(item) is deleted but is still there")
            }
            // Marked items are reported at their new places, each once.
            let expectedMarks = new.itemIdentifiers.filter {
                old.position(of: $0) != nil && (new.reconfiguredItemIdentifiers + new.reloadedItemIdentifiers).contains($0)
            }
            #expect((changes.reconfiguredItems + changes.reloadedItems).compactMap { new.item(at: $0) }.sorted()
                    == expectedMarks.sorted())
        }
    }
}

/// Applies changes the way a collection view's batch update does: deletions and move sources
/// refer to the old list, insertions and move destinations to the new one; items that neither move
/// nor go keep their order and fill the other places. What is inserted (sections, items) is read
/// from the data source, as a collection view asks it. Nil when the changes do not add up.
enum BatchUpdateModel {
    typealias Snapshot = DiffableSnapshot<String, Int>

    static func apply(_ c: SnapshotChanges, to old: Snapshot, dataSource new: Snapshot) -> [(String, [Int])]? {
        let oldSections = old.sectionIdentifiers
        let sectionCount = oldSections.count - c.deletedSections.count + c.insertedSections.count
        guard sectionCount == new.numberOfSections else { return nil }
        var sourceOf = [Int?](repeating: nil, count: sectionCount)
        let inserted = Set(c.insertedSections)
        for m in c.movedSections { sourceOf[m.to] = m.from }
        let movedFrom = Set(c.movedSections.map(\.from))
        var staying = oldSections.indices.filter { !c.deletedSections.contains($0) && !movedFrom.contains($0) }.makeIterator()
        for j in 0..<sectionCount where !inserted.contains(j) && sourceOf[j] == nil {
            guard let i = staying.next() else { return nil }
            sourceOf[j] = i
        }
        guard staying.next() == nil else { return nil }

        let removed = Set(c.deletedItems).union(c.movedItems.map(\.from))
        var result: [(String, [Int])] = []
        for j in 0..<sectionCount {
            let section = inserted.contains(j) ? new.sectionIdentifiers[j] : oldSections[sourceOf[j]!]
            let count = new.numberOfItems(inSection: new.sectionIdentifiers[j])
            var slots = [Int?](repeating: nil, count: count)
            for p in c.insertedItems where p.section == j {
                guard p.item < count, slots[p.item] == nil else { return nil }
                slots[p.item] = new.item(at: p)
            }
            for m in c.movedItems where m.to.section == j {
                guard m.to.item < count, slots[m.to.item] == nil, let item = old.item(at: m.from) else { return nil }
                slots[m.to.item] = item
            }
            if inserted.contains(j) {
                // A new section's other items come from the data source.
                for k in slots.indices where slots[k] == nil { slots[k] = new.item(at: ItemPosition(section: j, item: k)) }
            } else {
                let i = sourceOf[j]!
                var survivors = old.itemIdentifiers(inSection: oldSections[i]).enumerated()
                    .filter { !removed.contains(ItemPosition(section: i, item: $0.offset)) }.map(\.element).makeIterator()
                for k in slots.indices where slots[k] == nil {
                    guard let item = survivors.next() else { return nil }
                    slots[k] = item
                }
                guard survivors.next() == nil else { return nil }
            }
            result.append((section, slots.map { $0! }))
        }
        return result
    }
}
