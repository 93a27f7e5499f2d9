import Testing
@testable import TactileKit

/// Every mutation of `DiffableSnapshot`, and its reads.
@Suite struct DiffableSnapshotTests {
    typealias Snapshot = DiffableSnapshot<String, Int>

    /// Sections "a" [1, 2, 3] and "b" [4, 5].
    static func twoSections() -> Snapshot {
        var s = Snapshot()
        s.appendSections(["a", "b"])
        s.appendItems([1, 2, 3], toSection: "a")
        s.appendItems([4, 5], toSection: "b")
        return s
    }

    @Test func emptySnapshot() {
        let s = Snapshot()
        #expect(s.numberOfItems == 0)
        #expect(s.numberOfSections == 0)
        #expect(s.sectionIdentifiers.isEmpty)
        #expect(s.itemIdentifiers.isEmpty)
        #expect(s.isValid)
    }

    @Test func appendSectionsAndItems() {
        let s = Self.twoSections()
        #expect(s.sectionIdentifiers == ["a", "b"])
        #expect(s.itemIdentifiers(inSection: "a") == [1, 2, 3])
        #expect(s.itemIdentifiers(inSection: "b") == [4, 5])
        #expect(s.numberOfItems == 5)
        #expect(s.numberOfItems(inSection: "b") == 2)
        #expect(s.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(s.isValid && s.lastDiagnostic == nil)
    }

    @Test func appendItemsWithoutASectionGoesToTheLastSection() {
        var s = Self.twoSections()
        s.appendItems([6, 7])
        #expect(s.itemIdentifiers(inSection: "b") == [4, 5, 6, 7])
        #expect(s.sectionIdentifier(containingItem: 7) == "b")
    }

    @Test func insertItemsBeforeAndAfter() {
        var s = Self.twoSections()
        s.insertItems([10, 11], beforeItem: 2)
        #expect(s.itemIdentifiers(inSection: "a") == [1, 10, 11, 2, 3])
        s.insertItems([12], afterItem: 5)
        #expect(s.itemIdentifiers(inSection: "b") == [4, 5, 12])
        s.insertItems([13], beforeItem: 4)
        #expect(s.itemIdentifiers(inSection: "b") == [13, 4, 5, 12])
        #expect(s.numberOfItems == 9)
        #expect(s.indexOfItem(12) == 8)
    }

    @Test func moveItemAfterAndBefore() {
        var s = Self.twoSections()
        s.moveItem(1, afterItem: 3)
        #expect(s.itemIdentifiers(inSection: "a") == [2, 3, 1])
        s.moveItem(2, afterItem: 4)          // across sections
        #expect(s.itemIdentifiers(inSection: "a") == [3, 1])
        #expect(s.itemIdentifiers(inSection: "b") == [4, 2, 5])
        #expect(s.sectionIdentifier(containingItem: 2) == "b")
        s.moveItem(5, beforeItem: 3)
        #expect(s.itemIdentifiers(inSection: "a") == [5, 3, 1])
        s.moveItem(5, afterItem: 5)          // after itself: nothing
        #expect(s.itemIdentifiers(inSection: "a") == [5, 3, 1])
        #expect(s.numberOfItems == 5)
    }

    @Test func deleteItems() {
        var s = Self.twoSections()
        s.deleteItems([2, 4, 2])             // named twice: deleted once, nothing logged
        #expect(s.itemIdentifiers(inSection: "a") == [1, 3])
        #expect(s.itemIdentifiers(inSection: "b") == [5])
        #expect(s.numberOfItems == 3)
        #expect(s.sectionIdentifier(containingItem: 2) == nil)
        #expect(s.lastDiagnostic == nil)
        s.appendItems([2], toSection: "b")   // a deleted identifier may come back
        #expect(s.itemIdentifiers(inSection: "b") == [5, 2])
        #expect(s.isValid)
    }

    @Test func deleteAllItems() {
        var s = Self.twoSections()
        s.deleteAllItems()
        #expect(s.numberOfItems == 0 && s.sectionIdentifiers.isEmpty)
    }

    @Test func insertDeleteAndMoveSections() {
        var s = Self.twoSections()
        s.insertSections(["z"], beforeSection: "a")
        s.insertSections(["m"], afterSection: "a")
        #expect(s.sectionIdentifiers == ["z", "a", "m", "b"])
        #expect(s.indexOfSection("b") == 3)
        s.appendItems([9], toSection: "m")
        s.moveSection("b", beforeSection: "z")
        #expect(s.sectionIdentifiers == ["b", "z", "a", "m"])
        #expect(s.itemIdentifiers(inSection: "b") == [4, 5])
        s.moveSection("b", afterSection: "m")
        #expect(s.sectionIdentifiers == ["z", "a", "m", "b"])
        s.deleteSections(["a", "z"])
        #expect(s.sectionIdentifiers == ["m", "b"])
        #expect(s.numberOfItems == 3)
        #expect(s.sectionIdentifier(containingItem: 1) == nil)
        #expect(s.indexOfItem(4) == 1)
        s.appendItems([1])                   // items of a deleted section may come back
        #expect(s.itemIdentifiers(inSection: "b") == [4, 5, 1])
    }

    @Test func reconfigureAndReloadMarks() {
        var s = Self.twoSections()
        s.reconfigureItems([3, 1])
        s.reloadItems([5])
        s.reloadSections(["a"])
        #expect(s.reconfiguredItemIdentifiers == [1, 3])
        #expect(s.reloadedItemIdentifiers == [5])
        #expect(s.reloadedSectionIdentifiers == ["a"])
        s.deleteItems([1])
        #expect(s.reconfiguredItemIdentifiers == [3])
        let cleared = s.clearingUpdateMarks()
        #expect(cleared.reconfiguredItemIdentifiers.isEmpty && cleared.reloadedItemIdentifiers.isEmpty)
        #expect(cleared.reloadedSectionIdentifiers.isEmpty)
        #expect(cleared.itemIdentifiers == s.itemIdentifiers)
    }

    @Test func positionsFollowEveryKindOfChange() {
        var s = Self.twoSections()
        #expect(s.position(of: 5) == ItemPosition(section: 1, item: 1))
        s.appendItems([6], toSection: "a")           // appended into a built cache
        #expect(s.position(of: 6) == ItemPosition(section: 0, item: 3))
        s.insertItems([0], beforeItem: 1)            // shifts: rebuilt
        #expect(s.position(of: 3) == ItemPosition(section: 0, item: 3))
        s.moveItem(0, afterItem: 5)
        #expect(s.position(of: 0) == ItemPosition(section: 1, item: 2))
        #expect(s.position(of: 1) == ItemPosition(section: 0, item: 0))
        s.deleteSections(["a"])
        #expect(s.position(of: 0) == ItemPosition(section: 0, item: 2))
        #expect(s.position(of: 1) == nil)
        #expect(s.item(at: ItemPosition(section: 0, item: 1)) == 5)
        #expect(s.item(at: ItemPosition(section: 3, item: 0)) == nil)
    }

    @Test func copiesAreIndependent() {
        let original = Self.twoSections()
        _ = original.position(of: 1)                 // builds the shared cache
        var copy = original
        copy.insertItems([7], beforeItem: 1)
        copy.appendItems([8], toSection: "b")
        #expect(copy.position(of: 2) == ItemPosition(section: 0, item: 2))
        #expect(original.position(of: 2) == ItemPosition(section: 0, item: 1))
        #expect(original.position(of: 7) == nil)
        #expect(original.itemIdentifiers == [1, 2, 3, 4, 5])
        var second = original
        second.appendItems([9], toSection: "a")      // append to a shared cache: takes its own
        #expect(second.position(of: 9) == ItemPosition(section: 0, item: 3))
        #expect(original.position(of: 9) == nil)
    }

    @Test func manyAppendsStayConsistent() {
        var s = Snapshot()
        s.appendSections(["only"])
        for i in 0..<500 {
            s.appendItems([i])
            if i % 50 == 0 { #expect(s.position(of: i) == ItemPosition(section: 0, item: i)) }
        }
        #expect(s.numberOfItems == 500)
        #expect(s.indexOfItem(499) == 499)
    }
}
